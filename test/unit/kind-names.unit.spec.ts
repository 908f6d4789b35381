// One name for each kind of entry, everywhere (issue 25): the spec's names (section 3, "Entry badges") have
// one home, @ledger/contract entryKinds.ts (their words in the documents catalogue), and every place that
// names a kind reads it. This walks every kind through every reader, in English and in Hindi: the web's
// catalogue, the Add Entry menu and the drawers' titles and notices, the Entries chips and badges, the party
// page, Activity and History, and the server's statement, ledger and Entries sheets and the ledger PDF. A
// reader that says a kind differently, or a catalogue that keeps its own copy of a name, fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_KINDS, ENTRY_KIND_NAME, billKindSchema, documentText, documentWords, entryKindBadge, entryKindName, messagesHi, numberFieldLabel,
  type EntryKind, type LanguageCode, type PartyLedger, type ResponseOf, type Statement, type statementEndpoints,
} from '@ledger/contract';
import { en } from '../../web/src/i18n/en';
import { hi } from '../../web/src/i18n/hi';
import { describeEvent, documentName, entryName, fieldLabel } from '../../web/src/features/audit/api/describe';
import { ADD_ENTRY_LEFT, ADD_ENTRY_RIGHT, kindTitle } from '../../web/src/features/documents/api/entry-request';
import { documentLabelKey, itemTypeKey } from '../../web/src/features/statement/api/statement-view';
import { ENTRY_TYPES } from '../../web/src/features/entries/api/get-entries';
import { entriesSheet, ledgerSheet, statementLines } from '../../services/api/src/export/sheets';
import { ledgerPdf } from '../../services/api/src/export/pdfDocuments';

const LANGUAGES: LanguageCode[] = ['en', 'hi'];

async function translator(lng: LanguageCode): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}
const ts = async () => ({ en: await translator('en'), hi: await translator('hi') });

const home = entryKindName;
const isSlip = (kind: EntryKind) => kind === 'IN_SLIP' || kind === 'OUT_SLIP';

describe('the one home', () => {
  it('names each kind as the spec does in English, and every kind apart from the others in each language', () => {
    expect(Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, home(kind, 'en')]))).toEqual({
      IN_SLIP: 'In Slip', OUT_SLIP: 'Out Slip', SALE_BILL: 'Sale Bill', PURCHASE_BILL: 'Purchase Bill',
      INWARD_JOBWORK_BILL: 'Delivery Challan', OUTWARD_JOBWORK_BILL: 'Received Challan', CASH_RECEIVED: 'Cash Received', CASH_PAID: 'Cash Paid',
      DEBIT_NOTE: 'Debit Note', CREDIT_NOTE: 'Credit Note',
    });
    expect(['IN_SLIP', 'OUT_SLIP'].map((kind) => entryKindBadge(kind as EntryKind, 'en'))).toEqual(['IN', 'OUT']);
    for (const lang of LANGUAGES) {
      expect(new Set(ENTRY_KINDS.map((kind) => home(kind, lang))).size, lang).toBe(ENTRY_KINDS.length);
    }
    for (const kind of ENTRY_KINDS) expect(home(kind, 'hi'), kind).toMatch(/^[\u0900-\u097F ]+$/u);
  });
});

describe('every kind, through every reader, in English and in Hindi', () => {
  it('the web catalogue holds the home\'s words, not its own', async () => {
    const t = await ts();
    for (const lang of LANGUAGES) {
      for (const kind of ENTRY_KINDS) {
        expect(t[lang](`kinds.name.${kind}`), `${lang} ${kind}`).toBe(home(kind, lang));
        expect(t[lang](`kinds.badge.${kind}`), `${lang} ${kind}`).toBe(entryKindBadge(kind, lang));
      }
    }
  });

  it('the Add Entry menu offers every kind by its name, and the drawers are titled and their notices worded with it', async () => {
    const t = await ts();
    const menu = [...ADD_ENTRY_LEFT, ...ADD_ENTRY_RIGHT];
    expect(new Set(menu.map((item) => item.kind))).toEqual(new Set(ENTRY_KINDS));
    expect(menu.filter((item) => item.bulk).map((item) => item.kind)).toEqual(['IN_SLIP', 'OUT_SLIP']);
    for (const lang of LANGUAGES) {
      for (const item of menu) {
        const name = home(item.kind, lang);
        const title = kindTitle(item, t[lang]);
        const said = `${lang} ${item.kind}${item.bulk ? ' bulk' : ''}`;
        if (item.bulk) expect(title, said).toBe(t[lang]('entryDrawers.bulk', { what: name }));
        else expect(title, said).toBe(name);
        expect(t[lang]('entryDrawers.addTitle', { what: title }), said).toContain(name);
        expect(t[lang]('entryDrawers.saved', { what: name, number: 'X-1', count: 1 }), said).toContain(`${name} X-1`);
      }
    }
  });

  it('the Entries chips and badges: a slip by its direction, every other kind by its name, cash chips as the spec words them', async () => {
    const t = await ts();
    expect(new Set(ENTRY_TYPES.map((type) => type.kind))).toEqual(new Set(ENTRY_KINDS));
    for (const lang of LANGUAGES) {
      for (const { kind } of ENTRY_TYPES) {
        const badge = t[lang](`kinds.badge.${kind}`);
        // The party page's IN/OUT are the same words.
        if (isSlip(kind)) expect(badge, `${lang} ${kind}`).toBe(t[lang](itemTypeKey(kind === 'IN_SLIP' ? 'IN' : 'OUT')));
        else expect(badge, `${lang} ${kind}`).toBe(home(kind, lang));
        // The chips are the badges, but for cash, which the spec words by direction (In Cash, Out Cash).
        const chip = t[lang](`kinds.chip.${kind}`);
        if (kind === 'CASH_RECEIVED' || kind === 'CASH_PAID') expect(chip, `${lang} ${kind}`).not.toBe(badge);
        else expect(chip, `${lang} ${kind}`).toBe(badge);
      }
    }
    expect(['CASH_RECEIVED', 'CASH_PAID'].map((kind) => t.en(`kinds.chip.${kind}`))).toEqual(['In Cash', 'Out Cash']);
  });

  it('the party page: every document and cash receipt by its name', async () => {
    const t = await ts();
    for (const lang of LANGUAGES) {
      for (const kind of ENTRY_KINDS.filter((k) => !isSlip(k))) {
        expect(t[lang](documentLabelKey(kind)), `${lang} ${kind}`).toBe(home(kind, lang));
      }
    }
  });

  it('Activity and History: every event about an entry names it, and a challan\'s number is its Challan No.', async () => {
    const t = await ts();
    const family = (kind: EntryKind) => (isSlip(kind) ? 'Slip' : kind.startsWith('CASH') ? 'Cash' : kind.endsWith('_NOTE') ? 'Note' : 'Bill');
    for (const lang of LANGUAGES) {
      for (const kind of ENTRY_KINDS) {
        expect(entryName(kind, t[lang])).toBe(home(kind, lang));
        expect(documentName({ type: `${family(kind)}Added`, data: {}, entryKind: kind, documentKind: null }, t[lang])).toBe(home(kind, lang));
        for (const verb of ['Added', 'Updated', 'Deleted']) {
          expect(describeEvent({ type: `${family(kind)}${verb}`, data: {}, entryKind: kind }, t[lang]), `${lang} ${kind} ${verb}`).toContain(home(kind, lang));
        }
      }
      for (const kind of billKindSchema.options) expect(fieldLabel('fullBillNo', t[lang], kind), `${lang} ${kind}`).toBe(numberFieldLabel(kind, lang));
      expect(fieldLabel('slipNo', t[lang], 'IN_SLIP')).toBe(numberFieldLabel('SLIP', lang));
    }
    expect(fieldLabel('fullBillNo', t.en, 'OUTWARD_JOBWORK_BILL')).toBe('Challan No.');
  });

  it('the server\'s statement, ledger and Entries sheets and the ledger PDF', () => {
    for (const lang of LANGUAGES) {
      // The statement sheet's Document column.
      const documentsOf = statementLines(STATEMENT, documentWords(lang)).map((line) => line.cells[1]).filter((cell) => cell !== documentText(lang).itemTotal);
      expect(new Set(documentsOf), lang).toEqual(new Set(ENTRY_KINDS.map((kind) => home(kind, lang))));
      // The ledger sheet's Document column, and the ledger PDF's Document cells.
      const ledger = ledgerSheet('Shree Plastics', LEDGER, lang);
      expect(ledger.rows.slice(1).map((row) => row[1]), lang).toEqual(ENTRY_KINDS.map((kind) => home(kind, lang)));
      const pdfText = flatten(ledgerPdf({ name: 'Shree Plastics', contact: { phone: null, address: null, state: null, gstin: null } }, LEDGER, undefined, new Date('2026-04-30T06:00:00Z'), lang).content);
      for (const kind of ENTRY_KINDS) expect(pdfText, `${lang} ${kind}`).toContain(`${home(kind, lang)} N-${kind}`);
      // The Entries sheet's Type column: the badge, as on the screen.
      const entries = entriesSheet('Shree Plastics', 2026, 4, ENTRIES, { party: null, subParty: null }, lang);
      expect(new Set(entries.rows.map((row) => row[0])), lang).toEqual(new Set(ENTRY_KINDS.map((kind) => entryKindBadge(kind, lang))));
    }
  });
});

// No place keeps its own copy of a name, or a variant of one.
const ROOTS = ['contract/src', 'services', 'projections/src', 'web/src'];
const HOME = 'contract/src/i18n/documents.ts';
/**
 * Names another program gives its own things, equal to one of ours by chance: TallyPrime's voucher types "Debit
 * Note" and "Credit Note" (the Tally file, docs/tally.md) are Tally's words, and stay so whatever we call our notes.
 */
const THEIRS: Record<string, string[]> = { 'services/api/src/export/tally.ts': ['Debit Note', 'Credit Note'] };
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.spec\.tsx?$/.test(entry) ? [path] : [];
  });
}
/**
 * Names the product used before one home held them: none may come back. ("In Cash" and "Out Cash" are the spec's
 * Entries chips for cash, kept in the home as chip words: cashReceivedChip, cashPaidChip.)
 */
const VARIANTS = ['प्राप्ति चालान', 'सेल बिल', 'इन स्लिप', 'आउट स्लिप', 'नकद दिया', 'नकद मिला', 'IN slip', 'OUT slip'];

describe('no copy', () => {
  it('no catalogue message other than the home is exactly a kind\'s name', () => {
    const names = new Set(LANGUAGES.flatMap((lang) => ENTRY_KINDS.map((kind) => home(kind, lang))));
    const homeKeys = new Set<string>(Object.values(ENTRY_KIND_NAME));
    const copies: string[] = [];
    const walk = (tree: unknown, path: string) => {
      if (typeof tree === 'string') {
        if (names.has(tree)) copies.push(`${path}: ${tree}`);
      } else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) walk(v, `${path}.${k}`);
    };
    for (const [lang, catalogue] of [['en', en], ['hi', hi]] as const) {
      for (const [ns, tree] of Object.entries(catalogue)) if (ns !== 'kinds') walk(tree, `${lang}.${ns}`);
    }
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(documentText(lang))) if (!homeKeys.has(key)) walk(text, `documents.${lang}.${key}`);
    }
    walk(messagesHi, 'messages.hi');
    expect(copies).toEqual([]);
  });

  it('no source file writes a kind\'s name as a string, or an old variant of one', () => {
    const names = LANGUAGES.flatMap((lang) => ENTRY_KINDS.map((kind) => home(kind, lang)));
    const literal = new RegExp(`(['"\`])(${names.join('|')})\\1`, 'g');
    const variant = new RegExp(`(['"\`])[^'"\`\\n]*(${VARIANTS.join('|')})[^'"\`\\n]*\\1`);
    const found: string[] = [];
    for (const file of ROOTS.flatMap(sources)) {
      // The code, without its comments (what a comment says is never shown).
      const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '');
      const name = file === HOME ? undefined : [...code.matchAll(literal)].find((m) => !THEIRS[file]?.includes(m[2]));
      if (name) found.push(`${file}: ${name[0]}`);
      const old = variant.exec(code);
      if (old) found.push(`${file}: ${old[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('the web calls each kind by the registry\'s key (IN_SLIP, INWARD_JOBWORK_BILL, CASH_RECEIVED, …), not a drawer name of its own', () => {
    const drawerNames = /(['"`])(inSlip|outSlip|inBulk|outBulk|deliveryChallan|receivedChallan|saleBill|purchaseBill|cashReceived|cashPaid)\1/;
    const found = sources('web/src').flatMap((file) => {
      const hit = drawerNames.exec(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, ''));
      return hit ? [`${file}: ${hit[0]}`] : [];
    });
    expect(found).toEqual([]);
  });
});

/** The text of a PDF definition, its runs joined (pdf.ts splits Devanagari into runs of its own face). */
function flatten(content: unknown): string {
  if (typeof content === 'string') return content.replace(/\u200B/g, '');
  if (Array.isArray(content)) return content.map(flatten).join(' ');
  if (content && typeof content === 'object') {
    const o = content as Record<string, unknown>;
    if ('text' in o) return flatten(Array.isArray(o.text) ? (o.text as unknown[]).map(flatten).join('') : o.text);
    return Object.values(o).map(flatten).join(' ');
  }
  return '';
}

// Fixtures: one document of every kind.
const product = { id: 'p', name: 'HDPE Pipe' };
const subParty = { id: 's', name: 'Default', isDefault: true, party: { id: 'pa', name: 'Shree Textiles' } };
const slip = { id: 'sl', issueDate: '2026-04-10', prefix: 'SL', slipNo: '1', netQuantity: '10.000' };
const item = (itemType: 'IN' | 'OUT') => ({
  id: itemType, itemType, product, slips: [slip], lossPercentage: '0.00', isLossInclusive: true, effectiveQuantity: '10.000', amountRate: '2.00', amount: '20.00',
});
const bill = (type: string, sale: boolean) => ({
  id: type, type, issueDate: '2026-04-11', fullBillNo: `B-${type}`, product, quantity: '1.000', workRate: '2.00', ...(sale ? { saleRate: '3.00' } : {}), amount: '2.00',
});
const cash = { id: 'c', issueDate: '2026-04-12', note: null, amount: '5.00' };
const partyNote = { ...cash, fullNoteNo: 'N-1', reason: 'Shortage', adjusts: null };
const STATEMENT = {
  subPartyMonthStatementList: [{
    subParty,
    outJobWorkItemList: [item('OUT')], inJobWorkItemList: [item('IN')],
    inJobWorkBillList: [bill('INWARD_JOBWORK_BILL', false)], saleBillList: [bill('SALE_BILL', true)],
    outJobWorkBillList: [bill('OUTWARD_JOBWORK_BILL', false)], purchaseBillList: [bill('PURCHASE_BILL', true)],
  }],
  outCashList: [cash], inCashList: [cash],
  debitNoteList: [partyNote], creditNoteList: [partyNote],
} as unknown as Statement;
const zero = { quantity: '0.000', amount: '0.00' };
const LEDGER = {
  party: { id: 'pa', name: 'Shree Textiles' }, from: '2026-04-01', to: '2026-04-30', opening: zero, closing: zero,
  outgoing: zero, incoming: zero,
  rows: ENTRY_KINDS.map((kind) => ({ id: kind, date: '2026-04-10', kind, number: `N-${kind}`, particulars: null, subParty: null, quantity: '1.000', amount: '1.00', balance: zero })),
} as unknown as PartyLedger;
const entrySlip = { id: 'e', issueDate: '2026-04-10', number: 'SL-1', particulars: 'HDPE Pipe', note: null, grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', netQuantity: '1.000', burnLoss: '0.000', amount: '1.00', jobWorkItem: { workRate: '1.00', subParty } };
const entryBill = { id: 'b', issueDate: '2026-04-11', fullBillNo: 'B-1', particulars: 'HDPE Pipe', note: null, quantity: '1.000', workRate: '1.00', saleRate: '1.00', amount: '1.00', subParty };
const entryCash = { id: 'k', issueDate: '2026-04-12', note: null, amount: '1.00', party: { id: 'pa', name: 'Shree Textiles' } };
const entryNote = { ...entryCash, fullNoteNo: 'N-1', particulars: 'Shree Textiles', reason: 'Shortage', adjusts: null };
const ENTRIES = {
  inJobWorkItemSlipList: [entrySlip], outJobWorkItemSlipList: [entrySlip],
  saleBillList: [entryBill], purchaseBillList: [entryBill], inJobWorkBillList: [entryBill], outJobWorkBillList: [entryBill],
  inCashReceiptList: [entryCash], outCashReceiptList: [entryCash],
  debitNoteList: [entryNote], creditNoteList: [entryNote],
} as unknown as ResponseOf<typeof statementEndpoints.entries>;
