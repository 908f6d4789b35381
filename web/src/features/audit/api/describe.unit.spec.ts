// Every line the audit screens (Activity, a document's history, As of…) write for an event has words in
// English and in Hindi: every event type the log can hold (projections/src/events.ts), every entry kind an
// entry event can be about (the ledger's kinds, the spec's entry types), every payload field a history shows,
// and who asked for a verification. A new event type, kind or field without words fails here.
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LEDGER_ROW_KINDS, billKindSchema, entryKindName, kindsOf, type LedgerRowKind } from '@ledger/contract';
import { eventSchemas } from '@ledger/projections/events';
import { en } from '../../../i18n/en';
import { hi } from '../../../i18n/hi';
import { describeEvent, entryName, fieldLabel, requesterText, showValue, shownField } from './describe';

async function translator(lng: 'en' | 'hi'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const EVENT_TYPES = Object.keys(eventSchemas) as Array<keyof typeof eventSchemas>;

/** The entry kinds each family of entry events can be about. */
const FAMILIES: Record<'Slip' | 'Bill' | 'Cash' | 'Note', readonly LedgerRowKind[]> = {
  Slip: ['IN_SLIP', 'OUT_SLIP'],
  Bill: billKindSchema.options,
  Cash: ['CASH_RECEIVED', 'CASH_PAID'],
  Note: kindsOf('note'),
};
const familyOf = (type: string) => (['Slip', 'Bill', 'Cash', 'Note'] as const).find((f) => new RegExp(`^${f}[A-Z]`).test(type));

describe('the words of the audit trail', () => {
  it('every event type has its own label in English and in Hindi', async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    expect(EVENT_TYPES.length).toBeGreaterThan(25);
    for (const type of EVENT_TYPES) {
      const english = describeEvent({ type, data: {} }, tEn);
      const hindi = describeEvent({ type, data: {} }, tHi);
      expect(english, type).not.toBe(type);
      expect(english, type).not.toMatch(/^audit\./);
      expect(hindi, type).toMatch(DEVANAGARI);
      expect(hindi, type).not.toBe(english);
    }
  });

  it('every entry kind is named in both languages, the challans as the spec names them', async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    // Every kind the ledger knows belongs to a family of entry events, and every one has a name.
    expect([...Object.values(FAMILIES).flat()].sort()).toEqual([...LEDGER_ROW_KINDS].sort());
    for (const kind of LEDGER_ROW_KINDS) {
      expect(entryName(kind, tEn), kind).not.toMatch(/^ledger\./);
      expect(entryName(kind, tHi), kind).toMatch(DEVANAGARI);
    }
    // Spec section 3, "Entry badges": INWARD_JOBWORK_BILL is the Delivery Challan, OUTWARD_JOBWORK_BILL the Received Challan.
    expect(entryName('INWARD_JOBWORK_BILL', tEn)).toBe('Delivery Challan');
    expect(entryName('OUTWARD_JOBWORK_BILL', tEn)).toBe('Received Challan');
    expect(describeEvent({ type: 'BillAdded', data: { kind: 'OUTWARD_JOBWORK_BILL' }, entryKind: 'OUTWARD_JOBWORK_BILL' }, tEn)).toBe('Received Challan added');
    expect(describeEvent({ type: 'BillUpdated', data: {}, entryKind: 'OUTWARD_JOBWORK_BILL' }, tEn)).toBe('Received Challan changed');
    expect(describeEvent({ type: 'BillDeleted', data: {}, entryKind: 'INWARD_JOBWORK_BILL' }, tEn)).toBe('Delivery Challan deleted');
    // In Hindi, each challan by its one name (the home: @ledger/contract entryKinds.ts), never the other's.
    for (const [kind, other] of [['OUTWARD_JOBWORK_BILL', 'INWARD_JOBWORK_BILL'], ['INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL']] as const) {
      const line = describeEvent({ type: 'BillAdded', data: {}, entryKind: kind }, tHi);
      expect(line).toBe(`${entryKindName(kind, 'hi')}: एंट्री जोड़ी गई`);
      expect(line).not.toContain(entryKindName(other, 'hi'));
    }
  });

  it('every entry event of every kind it can be about names that kind, in English and in Hindi', async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    const entryEvents = EVENT_TYPES.flatMap((type) => {
      const family = familyOf(type);
      return family ? [{ type, family }] : [];
    });
    expect(entryEvents.map((e) => e.type)).toEqual(expect.arrayContaining(['SlipAdded', 'SlipUpdated', 'SlipDeleted', 'SlipTransferred', 'BillAdded', 'BillUpdated', 'BillDeleted', 'CashAdded', 'CashUpdated', 'CashDeleted']));
    for (const { type, family } of entryEvents) {
      for (const entryKind of FAMILIES[family]) {
        for (const t of [tEn, tHi]) {
          const line = describeEvent({ type, data: {}, entryKind }, t);
          expect(line, `${type} ${entryKind}`).toContain(entryName(entryKind, t));
          expect(line, `${type} ${entryKind}`).not.toMatch(/\{\{|audit\./);
        }
        const hindi = describeEvent({ type, data: {}, entryKind }, tHi);
        expect(hindi.replace(entryName(entryKind, tHi), ''), `${type} ${entryKind}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('every field an event carries is labelled in both languages, or is an id the history leaves out', async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    for (const type of EVENT_TYPES) {
      for (const schema of Object.values(eventSchemas[type]) as z.ZodObject[]) {
        for (const key of Object.keys(schema.shape).filter(shownField)) {
          const english = fieldLabel(key, tEn);
          expect(english, `${type}.${key}`).not.toBe(key);
          // Words are in Hindi; a code such as GSTIN stays as it is.
          if (/[a-z]/.test(english)) expect(fieldLabel(key, tHi), `${type}.${key}`).toMatch(DEVANAGARI);
        }
      }
    }
  });

  it('who asked for a verification reads in the screen\'s language ("owner" is not left in English)', async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    expect(requesterText({ role: 'owner', mobileNo: '9876543210' }, tEn)).toBe('asked by owner 9876543210');
    expect(requesterText({ role: 'accountant', mobileNo: '9876543210' }, tHi)).toBe('अकाउंटेंट 9876543210 के कहने पर');
    for (const role of ['owner', 'accountant', 'admin'] as const) {
      const hindi = requesterText({ role, mobileNo: '9876543210' }, tHi);
      expect(hindi, role).not.toMatch(/[A-Za-z]/);
    }
  });

  it("shows an In Slip's named returns as their KG, the slip ids left out as everywhere; none as a dash", async () => {
    const tEn = await translator('en');
    const returns = [{ slipId: '00000000-0000-4000-8000-000000000031', quantity: '40.000' }, { slipId: '00000000-0000-4000-8000-000000000032', quantity: '30.000' }];
    expect(showValue(returns, tEn, 'returns')).toBe('Quantity (KG) 40.000; Quantity (KG) 30.000');
    expect(showValue([], tEn, 'returns')).toBe('—');
  });

  it("shows where an In Slip's goods went in the drawer's words, not as its code", async () => {
    const [tEn, tHi] = [await translator('en'), await translator('hi')];
    expect(showValue('JOB_WORKER', tEn, 'onward')).toBe('On to another job worker (5B)');
    expect(showValue('SOLD', tEn, 'onward')).toBe("Sold from job worker's premises (5C)");
    expect(showValue(null, tEn, 'onward')).toBe('—');
    for (const code of ['JOB_WORKER', 'SOLD']) expect(showValue(code, tHi, 'onward')).toMatch(DEVANAGARI);
  });
});
