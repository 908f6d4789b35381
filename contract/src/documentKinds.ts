// The document-kind registry: the one home of what each kind of ledger document is (ledger rules,
// "Balances"): its side (Outgoing raises the receivable, Incoming lowers it), its level (a party's, or a
// sub-party's), whether it moves KG, its place in the ledger's day, its names in the documents catalogue,
// and the spec's wire names (event values, endpoint paths, statement and Entries list keys) in one table.
// The canonical name of a kind in code is its key here (`EntryKind`: the spec's own kind values). Every
// reader (projector figures, statement, Entries, exports, as-of, Activity, the web's tabs and print) walks
// these tables; a per-package table keyed `Record<EntryKind, …>` makes a new kind a compile error wherever
// it is not handled. docs/architecture.md, "How to add a document kind".
import type { BillKind, CashDirection, ItemType } from './enums.ts';
import type { PlainDocumentKey } from './i18n/documents.ts';

/** Every kind of ledger document (a ledger row, an audit event's `entryKind`), in the spec's order. */
export const ENTRY_KINDS = [
  'OUT_SLIP', 'IN_SLIP', 'SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL', 'CASH_PAID', 'CASH_RECEIVED',
  'DEBIT_NOTE', 'CREDIT_NOTE',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Outgoing: what raises the receivable (the party owes us more); Incoming: what lowers it. */
export type Side = 'raises' | 'lowers';
/** Cash and notes belong to the party; slips, bills and challans to one of its sub-parties. */
export type Level = 'party' | 'subParty';
/**
 * The event stream a kind's documents live in (`slip:<id>`, `bill:<id>`, `cash:<id>`, `note:<id>`). Cash and
 * notes are both party-level money documents: the projector keeps them in one table (rm_cash, by `kind`), and a
 * reader of party-level documents walks `kindsAt('party')`; a note adds a number, a reason and a link.
 */
export type Family = 'slip' | 'bill' | 'cash' | 'note';

interface KindRules {
  family: Family;
  side: Side;
  level: Level;
  /** Whether it moves KG (slips); every other kind moves money only. */
  movesKg: boolean;
  /** Within one day the ledger lists goods first (out, in), then challans and bills, then cash. */
  order: number;
  /** What a GST job-work challan declares it as (ledger rules, "What a challan declares"): goods sent, received, or none. */
  challan: 'sent' | 'received' | null;
  /** Its names, as keys of the documents catalogue (i18n/documents.ts). */
  label: {
    /** 'Delivery Challan'. */
    name: PlainDocumentKey;
    /** The spec's badge: a slip by its direction (IN, OUT), every other kind by its name. */
    badge: PlainDocumentKey;
    /** The Entries type chip: the badge, but cash, which the spec words by direction (In Cash, Out Cash). */
    chip: PlainDocumentKey;
    /** Said beside the name on a form and a paper ('goods received'), or none. */
    hint: PlainDocumentKey | null;
  };
}

export const DOCUMENT_KIND = {
  OUT_SLIP: {
    family: 'slip', side: 'raises', level: 'subParty', movesKg: true, order: 0, challan: 'sent',
    label: { name: 'outSlip', badge: 'typeOut', chip: 'typeOut', hint: 'outSlipHint' },
  },
  IN_SLIP: {
    family: 'slip', side: 'lowers', level: 'subParty', movesKg: true, order: 1, challan: 'received',
    label: { name: 'inSlip', badge: 'typeIn', chip: 'typeIn', hint: 'inSlipHint' },
  },
  INWARD_JOBWORK_BILL: {
    family: 'bill', side: 'raises', level: 'subParty', movesKg: false, order: 2, challan: 'sent',
    label: { name: 'deliveryChallan', badge: 'deliveryChallan', chip: 'deliveryChallan', hint: 'deliveryChallanHint' },
  },
  OUTWARD_JOBWORK_BILL: {
    family: 'bill', side: 'lowers', level: 'subParty', movesKg: false, order: 3, challan: null,
    label: { name: 'receivedChallan', badge: 'receivedChallan', chip: 'receivedChallan', hint: 'receivedChallanHint' },
  },
  SALE_BILL: {
    family: 'bill', side: 'raises', level: 'subParty', movesKg: false, order: 4, challan: null,
    label: { name: 'saleBill', badge: 'saleBill', chip: 'saleBill', hint: null },
  },
  PURCHASE_BILL: {
    family: 'bill', side: 'lowers', level: 'subParty', movesKg: false, order: 5, challan: null,
    label: { name: 'purchaseBill', badge: 'purchaseBill', chip: 'purchaseBill', hint: null },
  },
  CASH_PAID: {
    family: 'cash', side: 'raises', level: 'party', movesKg: false, order: 6, challan: null,
    label: { name: 'cashPaid', badge: 'cashPaid', chip: 'cashPaidChip', hint: null },
  },
  CASH_RECEIVED: {
    family: 'cash', side: 'lowers', level: 'party', movesKg: false, order: 7, challan: null,
    label: { name: 'cashReceived', badge: 'cashReceived', chip: 'cashReceivedChip', hint: null },
  },
  // Ledger rules, "Debit and credit notes": money only, at the party's level; a debit note raises what the
  // party owes us, a credit note lowers it.
  DEBIT_NOTE: {
    family: 'note', side: 'raises', level: 'party', movesKg: false, order: 8, challan: null,
    label: { name: 'debitNote', badge: 'debitNote', chip: 'debitNote', hint: 'debitNoteHint' },
  },
  CREDIT_NOTE: {
    family: 'note', side: 'lowers', level: 'party', movesKg: false, order: 9, challan: null,
    label: { name: 'creditNote', badge: 'creditNote', chip: 'creditNote', hint: 'creditNoteHint' },
  },
} as const satisfies Record<EntryKind, KindRules>;

type Registry = typeof DOCUMENT_KIND;

interface KindWire {
  /** Which event says a document is of this kind: its stream, the payload field, that field's value. */
  event: { stream: Family; field: 'itemType' | 'kind' | 'direction'; value: ItemType | BillKind | CashDirection | EntryKind };
  /** The base of its add, update and delete paths; null for slips, whose one set of paths takes the direction in the payload. */
  path: `/${string}` | null;
  /** Its list in the month statement (under each sub-party, or at the top for a party-level kind). */
  statementList: string;
  /** Its list in the Entries answer, and the `include` flag that asks for it. */
  entriesList: string;
  entriesInclude: string;
  /** The spec's Entries type (section 3, "Entry badges"). */
  entryType: string;
}

/** The spec's wire names of each kind: one table, never spelt again (the spec is the contract). */
export const KIND_WIRE = {
  OUT_SLIP: {
    event: { stream: 'slip', field: 'itemType', value: 'OUT' }, path: null,
    statementList: 'outJobWorkItemList', entriesList: 'outJobWorkItemSlipList', entriesInclude: 'outJobWorkItemSlips', entryType: 'OUTWARD',
  },
  IN_SLIP: {
    event: { stream: 'slip', field: 'itemType', value: 'IN' }, path: null,
    statementList: 'inJobWorkItemList', entriesList: 'inJobWorkItemSlipList', entriesInclude: 'inJobWorkItemSlips', entryType: 'INWARD',
  },
  INWARD_JOBWORK_BILL: {
    event: { stream: 'bill', field: 'kind', value: 'INWARD_JOBWORK_BILL' }, path: '/inwardJobWorkBill',
    statementList: 'inJobWorkBillList', entriesList: 'inJobWorkBillList', entriesInclude: 'inJobWorkBills', entryType: 'INWARD_JOBWORK_BILL',
  },
  OUTWARD_JOBWORK_BILL: {
    event: { stream: 'bill', field: 'kind', value: 'OUTWARD_JOBWORK_BILL' }, path: '/outwardJobWorkBill',
    statementList: 'outJobWorkBillList', entriesList: 'outJobWorkBillList', entriesInclude: 'outJobWorkBills', entryType: 'OUTWARD_JOBWORK_BILL',
  },
  SALE_BILL: {
    event: { stream: 'bill', field: 'kind', value: 'SALE_BILL' }, path: '/saleBill',
    statementList: 'saleBillList', entriesList: 'saleBillList', entriesInclude: 'saleBills', entryType: 'SALE_BILL',
  },
  PURCHASE_BILL: {
    event: { stream: 'bill', field: 'kind', value: 'PURCHASE_BILL' }, path: '/purchaseBill',
    statementList: 'purchaseBillList', entriesList: 'purchaseBillList', entriesInclude: 'purchaseBills', entryType: 'PURCHASE_BILL',
  },
  CASH_PAID: {
    event: { stream: 'cash', field: 'direction', value: 'OUTWARD' }, path: '/outwardCashReceipt',
    statementList: 'outCashList', entriesList: 'outCashReceiptList', entriesInclude: 'outCashReceipts', entryType: 'OUTWARD_CASH',
  },
  CASH_RECEIVED: {
    event: { stream: 'cash', field: 'direction', value: 'INWARD' }, path: '/inwardCashReceipt',
    statementList: 'inCashList', entriesList: 'inCashReceiptList', entriesInclude: 'inCashReceipts', entryType: 'INWARD_CASH',
  },
  // Not in the spec: named as the spec names its other kinds.
  DEBIT_NOTE: {
    event: { stream: 'note', field: 'kind', value: 'DEBIT_NOTE' }, path: '/debitNote',
    statementList: 'debitNoteList', entriesList: 'debitNoteList', entriesInclude: 'debitNotes', entryType: 'DEBIT_NOTE',
  },
  CREDIT_NOTE: {
    event: { stream: 'note', field: 'kind', value: 'CREDIT_NOTE' }, path: '/creditNote',
    statementList: 'creditNoteList', entriesList: 'creditNoteList', entriesInclude: 'creditNotes', entryType: 'CREDIT_NOTE',
  },
} as const satisfies Record<EntryKind, KindWire>;

type Wire = typeof KIND_WIRE;

/** The kinds of one family ('IN_SLIP' | 'OUT_SLIP' for 'slip'). */
export type KindOf<F extends Family> = { [K in EntryKind]: Registry[K]['family'] extends F ? K : never }[EntryKind];
/** The kinds at one level. */
export type KindAt<L extends Level> = { [K in EntryKind]: Registry[K]['level'] extends L ? K : never }[EntryKind];
/** The kinds a GST challan declares (OUT and IN slips, Delivery Challans). */
export type DeclaredKind = { [K in EntryKind]: Registry[K]['challan'] extends null ? never : K }[EntryKind];
/** A wire name of a set of kinds: `WireName<'statementList', KindAt<'party'>>` is 'outCashList' | 'inCashList'. */
export type WireName<F extends 'statementList' | 'entriesList' | 'entriesInclude' | 'entryType', K extends EntryKind = EntryKind> = Wire[K][F];
/** The base path of a kind that has its own endpoints. */
export type KindPath<K extends EntryKind> = NonNullable<Wire[K]['path']>;

/**
 * One wire list per kind, all of one value: `wireLists(kindsOf('note'), 'statementList', z.array(shape))` is
 * `{ debitNoteList, creditNoteList }`, typed by their names (a kind added to a family joins every such list).
 */
export function wireLists<K extends EntryKind, F extends 'statementList' | 'entriesList' | 'entriesInclude', V>(kinds: readonly K[], field: F, value: V) {
  return Object.fromEntries(kinds.map((kind) => [KIND_WIRE[kind][field], value])) as { [N in WireName<F, K>]: V };
}

/** The kinds in the order the ledger lists them within a day. */
export const LEDGER_ORDER: readonly EntryKind[] = [...ENTRY_KINDS].sort((a, b) => DOCUMENT_KIND[a].order - DOCUMENT_KIND[b].order);

/** Whether a kind raises the receivable (the statement's Outgoing column). */
export const raisesReceivable = (kind: EntryKind): boolean => DOCUMENT_KIND[kind].side === 'raises';
/** +1 for a kind that raises the receivable, −1 for one that lowers it: what a document adds is sign × its figure. */
export const sideSign = (kind: EntryKind): 1n | -1n => (raisesReceivable(kind) ? 1n : -1n);

/** A type guard: whether a kind is of `family`. */
export const isFamily = <F extends Family>(family: F) => (kind: EntryKind): kind is KindOf<F> => DOCUMENT_KIND[kind].family === family;

/** The kinds of a family, in ledger order, optionally on one side only. */
export function kindsOf<F extends Family>(family: F, side?: Side): Array<KindOf<F>> {
  return LEDGER_ORDER.filter(isFamily(family)).filter((kind) => side === undefined || DOCUMENT_KIND[kind].side === side);
}

/** The kinds at a level, in ledger order, optionally on one side only (a party-level kind reads like cash: date, amount, note). */
export function kindsAt<L extends Level>(level: L, side?: Side): Array<KindAt<L>> {
  return LEDGER_ORDER.filter((kind): kind is KindAt<L> => DOCUMENT_KIND[kind].level === level && (side === undefined || DOCUMENT_KIND[kind].side === side));
}

/** The end of a reader's walk over the families: a kind of a family it does not handle is a compile error here. */
export function unhandledKind(kind: never): never {
  throw new Error(`No reader for the document kind ${String(kind)}`);
}

// The wire table read backwards, once: stream → event value → kind (the projector asks per document).
const BY_EVENT = new Map<Family, Map<string, EntryKind>>();
for (const kind of ENTRY_KINDS) {
  const { stream, value } = KIND_WIRE[kind].event;
  if (!BY_EVENT.has(stream)) BY_EVENT.set(stream, new Map());
  BY_EVENT.get(stream)?.set(value, kind);
}

function kindByEvent(stream: Family, value: string): EntryKind {
  const kind = BY_EVENT.get(stream)?.get(value);
  if (!kind) throw new Error(`No document kind for ${stream} ${value}`);
  return kind;
}

/** A slip's kind by its direction. */
export const slipKind = (itemType: ItemType): KindOf<'slip'> => kindByEvent('slip', itemType) as KindOf<'slip'>;
/** A bill's kind: a bill's event names it by its kind. */
export const billEntryKind = (kind: BillKind): KindOf<'bill'> => kindByEvent('bill', kind) as KindOf<'bill'>;
/** A cash receipt's kind by its direction: INWARD is Cash Received, OUTWARD Cash Paid. */
export const cashKind = (direction: CashDirection): KindOf<'cash'> => kindByEvent('cash', direction) as KindOf<'cash'>;
/** A note's kind: a note's event names it by its kind. */
export const noteKind = (kind: string): KindOf<'note'> => kindByEvent('note', kind) as KindOf<'note'>;

/** The event value of a kind (a slip's itemType, a bill's kind, a cash receipt's direction). */
export const eventValue = <K extends EntryKind>(kind: K): Wire[K]['event']['value'] => KIND_WIRE[kind].event.value;

/** The path bases of a family, keyed by their event value (bills by kind, cash by direction). */
export function pathsByEventValue<F extends 'bill' | 'cash' | 'note'>(family: F) {
  return Object.fromEntries(kindsOf(family).map((kind) => [KIND_WIRE[kind].event.value, KIND_WIRE[kind].path])) as {
    [K in KindOf<F> as Wire[K]['event']['value']]: KindPath<K>;
  };
}
