// What each kind of entry is called, in English and in Hindi: the one home of these names (spec section 3,
// "Entry badges": INWARD (IN) and OUTWARD (OUT) slips, SALE_BILL Sale Bill, PURCHASE_BILL Purchase Bill,
// INWARD_JOBWORK_BILL Delivery Challan, OUTWARD_JOBWORK_BILL Received Challan, INWARD_CASH Cash Received,
// OUTWARD_CASH Cash Paid). The words are the documents catalogue's (i18n/documents.ts); the server's PDFs,
// sheets and refusals read them here, and the web catalogues take their `kinds` namespace from
// entryKindWords, so the Add Entry menu, the drawers' titles and notices, the Entries chips and badges, the
// statement, the ledger, Activity and History all say the same. A phrase built around a name ("Delivery
// Challan added", "Add Delivery Challan") is a template with the name in it, never a second copy of it.
import type { ItemType } from './enums.ts';
import { DOCUMENT_KIND, ENTRY_KINDS, KIND_WIRE, isFamily, kindsOf, type EntryKind, type Family, type KindOf } from './documentKinds.ts';
import { documentWords, type PlainDocumentKey } from './i18n/documents.ts';
import type { LanguageCode } from './i18n/language.ts';
import { NUMBER_FIELD, numberFieldLabel, type NumberedDocument } from './numberFields.ts';

type Labels = typeof DOCUMENT_KIND;

/** Each kind's name: its key in the documents catalogue (the registry's, documentKinds.ts). */
export const ENTRY_KIND_NAME = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, DOCUMENT_KIND[kind].label.name])) as {
  [K in EntryKind]: Labels[K]['label']['name'];
};

/** A direction's word (IN, OUT): a slip's badge, an item's direction. */
export const DIRECTION_NAME = { IN: 'typeIn', OUT: 'typeOut' } as const satisfies Record<ItemType, PlainDocumentKey>;

/** The kinds that are said with a hint beside their name ("Delivery Challan (issued by your company)"). */
export type HintedKind = { [K in EntryKind]: Labels[K]['label']['hint'] extends null ? never : K }[EntryKind];
export const ENTRY_KIND_HINT = Object.fromEntries(
  ENTRY_KINDS.flatMap((kind) => (DOCUMENT_KIND[kind].label.hint ? [[kind, DOCUMENT_KIND[kind].label.hint]] : [])),
) as { [K in HintedKind]: NonNullable<Labels[K]['label']['hint']> };

/** 'Delivery Challan', 'डिलीवरी चालान'. */
export const entryKindName = (kind: EntryKind, lang: LanguageCode): string => documentWords(lang)(DOCUMENT_KIND[kind].label.name);

/** The spec's badge of an entry: a slip by its direction (IN, OUT), every other kind by its name. The Entries badges read it. */
export const entryKindBadge = (kind: EntryKind, lang: LanguageCode): string => documentWords(lang)(DOCUMENT_KIND[kind].label.badge);

/**
 * The Entries screen's type chip of a kind (spec section 2: IN, OUT, Sale Bill, Purchase Bill, Delivery Challan,
 * Received Challan, In Cash, Out Cash): the badge, except cash, whose chips the spec words by direction.
 */
export const entryKindChip = (kind: EntryKind, lang: LanguageCode): string => documentWords(lang)(DOCUMENT_KIND[kind].label.chip);

const byKind = <K extends string>(keys: readonly K[], word: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, word(key)])) as Record<K, string>;

/**
 * The words of the kinds in one language, as the web catalogues hold them (web/src/i18n/{en,hi}/kinds.ts):
 * `name`, `badge` and `hint` keyed by kind, `direction` by IN/OUT, and `numberField`, what each numbered
 * document's number is called (numberFields.ts: Slip No., Challan No., Bill No.).
 */
export function entryKindWords(lang: LanguageCode) {
  const d = documentWords(lang);
  return {
    name: byKind(ENTRY_KINDS, (kind) => entryKindName(kind, lang)),
    badge: byKind(ENTRY_KINDS, (kind) => entryKindBadge(kind, lang)),
    chip: byKind(ENTRY_KINDS, (kind) => entryKindChip(kind, lang)),
    hint: byKind(Object.keys(ENTRY_KIND_HINT) as HintedKind[], (kind) => d(ENTRY_KIND_HINT[kind])),
    direction: byKind(['IN', 'OUT'] as const, (type) => d(DIRECTION_NAME[type])),
    numberField: byKind(Object.keys(NUMBER_FIELD) as NumberedDocument[], (kind) => numberFieldLabel(kind, lang)),
  };
}

/** The spec's Entries lists in the spec's order (the order of the Entries chips and sheet); the notes' after them. */
const SPEC_ENTRIES_LISTS = [
  'inJobWorkItemSlipList', 'outJobWorkItemSlipList', 'saleBillList', 'purchaseBillList',
  'inJobWorkBillList', 'outJobWorkBillList', 'inCashReceiptList', 'outCashReceiptList',
] as const;

/** The kinds in the order of the Entries lists (the Entries answer's keys come in this order too). */
export const ENTRIES_ORDER: readonly EntryKind[] = [
  ...SPEC_ENTRIES_LISTS.flatMap((list) => ENTRY_KINDS.filter((kind) => KIND_WIRE[kind].entriesList === list)),
  ...kindsOf('note'),
];

/** The kinds of one family in the order of the Entries lists. */
export const entriesKindsOf = <F extends Family>(family: F): Array<KindOf<F>> => ENTRIES_ORDER.filter(isFamily(family));
