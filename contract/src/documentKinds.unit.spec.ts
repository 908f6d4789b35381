import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KIND, ENTRY_KINDS, KIND_WIRE, LEDGER_ORDER, billEntryKind, cashKind, eventValue, kindsOf, raisesReceivable, sideSign, slipKind,
  type EntryKind,
} from './documentKinds.ts';
import { BILL_PATHS } from './endpoints/bills.ts';
import { CASH_PATHS } from './endpoints/cash.ts';
import { statementEndpoints, statementShape } from './endpoints/statement.ts';
import { billKindSchema, cashDirectionSchema, itemTypeSchema } from './enum-schemas.ts';
import { ENTRIES_ORDER, entryKindBadge, entryKindChip, entryKindName } from './entryKinds.ts';
import { documentsEn, documentsHi } from './i18n/documents.ts';

const LANGUAGES = ['en', 'hi'] as const;
const unique = (values: readonly unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size === values.length;

describe('the document-kind registry', () => {
  it('when a kind is registered, then it has a side, a level, a family and its own place in the ledger\'s day', () => {
    for (const kind of ENTRY_KINDS) {
      const rules = DOCUMENT_KIND[kind];
      expect(['raises', 'lowers'], kind).toContain(rules.side);
      expect(['party', 'subParty'], kind).toContain(rules.level);
      expect(['slip', 'bill', 'cash', 'note'], kind).toContain(rules.family);
      expect(sideSign(kind), kind).toBe(rules.side === 'raises' ? 1n : -1n);
      // Only slips move KG; whatever moves KG belongs to a sub-party (its job-work item's).
      expect(rules.movesKg, kind).toBe(rules.family === 'slip');
      if (rules.movesKg) expect(rules.level, kind).toBe('subParty');
    }
    expect(unique(ENTRY_KINDS.map((kind) => DOCUMENT_KIND[kind].order))).toBe(true);
    expect(new Set(LEDGER_ORDER)).toEqual(new Set(ENTRY_KINDS));
  });

  it('when the statement is read, then Outgoing holds OUT items, Delivery Challans, Sale Bills, Cash Paid and Debit Notes (ledger rules, "Balances", "Debit and credit notes")', () => {
    expect(LEDGER_ORDER.filter(raisesReceivable)).toEqual(['OUT_SLIP', 'INWARD_JOBWORK_BILL', 'SALE_BILL', 'CASH_PAID', 'DEBIT_NOTE']);
    expect(LEDGER_ORDER.filter((kind) => !raisesReceivable(kind))).toEqual(['IN_SLIP', 'OUTWARD_JOBWORK_BILL', 'PURCHASE_BILL', 'CASH_RECEIVED', 'CREDIT_NOTE']);
    expect(kindsOf('cash').map((kind) => DOCUMENT_KIND[kind].level)).toEqual(['party', 'party']);
    // Notes move money only, at the party's level.
    expect(kindsOf('note').map((kind) => [DOCUMENT_KIND[kind].level, DOCUMENT_KIND[kind].movesKg])).toEqual([['party', false], ['party', false]]);
    expect(kindsOf('bill', 'raises')).toEqual(['INWARD_JOBWORK_BILL', 'SALE_BILL']);
  });

  it('when a GST challan is made, then OUT slips and Delivery Challans declare goods sent and IN slips goods received (ledger rules)', () => {
    expect(LEDGER_ORDER.filter((kind) => DOCUMENT_KIND[kind].challan === 'sent')).toEqual(['OUT_SLIP', 'INWARD_JOBWORK_BILL']);
    expect(LEDGER_ORDER.filter((kind) => DOCUMENT_KIND[kind].challan === 'received')).toEqual(['IN_SLIP']);
  });

  it('when a kind is named, then its name, badge, chip and hint resolve in English and in Hindi', () => {
    for (const kind of ENTRY_KINDS) {
      const { label } = DOCUMENT_KIND[kind];
      for (const key of [label.name, label.badge, label.chip, ...(label.hint ? [label.hint] : [])]) {
        expect(documentsEn[key], `${kind} ${key} en`).toMatch(/\S/);
        expect(documentsHi[key], `${kind} ${key} hi`).toMatch(/\S/);
      }
      for (const lang of LANGUAGES) {
        expect(entryKindName(kind, lang), `${kind} ${lang}`).toBe((lang === 'en' ? documentsEn : documentsHi)[label.name]);
        expect(entryKindBadge(kind, lang), `${kind} ${lang}`).toMatch(/\S/);
        expect(entryKindChip(kind, lang), `${kind} ${lang}`).toMatch(/\S/);
      }
      expect(entryKindName(kind, 'hi'), kind).toMatch(/^[\u0900-\u097F ]+$/u);
    }
    for (const lang of LANGUAGES) expect(unique(ENTRY_KINDS.map((kind) => entryKindName(kind, lang))), lang).toBe(true);
  });

  it('when the wire names are read, then each column of the table names each kind once (a bijection)', () => {
    const column = <T>(pick: (kind: EntryKind) => T) => ENTRY_KINDS.map(pick);
    for (const names of [
      column((kind) => KIND_WIRE[kind].event), column((kind) => KIND_WIRE[kind].statementList), column((kind) => KIND_WIRE[kind].entriesList),
      column((kind) => KIND_WIRE[kind].entriesInclude), column((kind) => KIND_WIRE[kind].entryType),
    ]) expect(unique(names), JSON.stringify(names)).toBe(true);
    // Slips share one set of paths (the direction is in the payload); every other kind has its own.
    const paths = ENTRY_KINDS.flatMap((kind) => (KIND_WIRE[kind].path ? [KIND_WIRE[kind].path] : []));
    expect(unique(paths)).toBe(true);
    expect(ENTRY_KINDS.filter((kind) => !KIND_WIRE[kind].path).sort()).toEqual(kindsOf('slip').sort());
  });

  it('when an event names a kind, then the kind reads back from it, and every event value has its kind', () => {
    for (const kind of kindsOf('slip')) expect(slipKind(eventValue(kind))).toBe(kind);
    for (const kind of kindsOf('bill')) expect(billEntryKind(eventValue(kind))).toBe(kind);
    for (const kind of kindsOf('cash')) expect(cashKind(eventValue(kind))).toBe(kind);
    expect(itemTypeSchema.options.map(slipKind).sort()).toEqual(kindsOf('slip').sort());
    expect(billKindSchema.options.map(billEntryKind).sort()).toEqual(kindsOf('bill').sort());
    expect(cashDirectionSchema.options.map(cashKind).sort()).toEqual(kindsOf('cash').sort());
  });

  it('when the endpoints and the answers are built, then they carry exactly the wire names of the table', () => {
    expect(BILL_PATHS).toEqual(Object.fromEntries(kindsOf('bill').map((kind) => [kind, KIND_WIRE[kind].path])));
    expect(CASH_PATHS).toEqual({ INWARD: KIND_WIRE.CASH_RECEIVED.path, OUTWARD: KIND_WIRE.CASH_PAID.path });
    const listsAt = (level: 'party' | 'subParty') => ENTRY_KINDS.filter((kind) => DOCUMENT_KIND[kind].level === level).map((kind) => KIND_WIRE[kind].statementList).sort();
    const subPartyShape = statementShape.shape.subPartyMonthStatementList.element.shape;
    expect(Object.keys(subPartyShape).filter((key) => key.endsWith('List')).sort()).toEqual(listsAt('subParty'));
    expect(Object.keys(statementShape.shape).filter((key) => key.endsWith('List') && key !== 'subPartyMonthStatementList').sort()).toEqual(listsAt('party'));
    const entries = statementEndpoints.entries;
    expect(Object.keys(entries.response.shape).sort()).toEqual(ENTRY_KINDS.map((kind) => KIND_WIRE[kind].entriesList).sort());
    expect(ENTRIES_ORDER.map((kind) => KIND_WIRE[kind].entriesList)).toEqual(Object.keys(entries.response.shape));
  });
});
