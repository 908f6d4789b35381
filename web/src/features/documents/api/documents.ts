// Challans, sale/purchase bills, cash receipts and notes as the drawers know them: each by its kind's one name in
// code, the registry's (@ledger/contract documentKinds.ts: INWARD_JOBWORK_BILL, CASH_RECEIVED, DEBIT_NOTE, …), whose
// words title the drawers and name the documents on every screen (kinds.name), and with its contract endpoints
// (add, update, remove): the paths themselves are the contract's (BILL_PATHS, CASH_PATHS, NOTE_PATHS), found by the
// kind's event value in the registry's wire table. Cash and notes are the party-level kinds: the statement's party
// cards, the receipts dialog, the list and column tabs read them alike.
import { DOCUMENT_KIND, billHasSaleRate, eventValue, isFamily, kindsOf, type EntryKind, type KindAt, type KindOf } from '@ledger/contract';
import { billEndpointsByKind, cashEndpointsByDirection, noteEndpointsByKind, type EndpointRef } from '@ledger/contract/endpoint-refs';
import '../../../i18n/en/kinds';

export type BillKind = KindOf<'bill'>;
export type CashKind = KindOf<'cash'>;
export type NoteKind = KindOf<'note'>;
/** The party's own documents (no sub-party): cash and notes. */
export type PartyKind = KindAt<'party'>;
/** Every kind but the slips: the documents saved through their own kind's endpoints. */
export type DocumentKind = Exclude<EntryKind, KindOf<'slip'>>;

interface KindEndpoints {
  add: EndpointRef;
  update: EndpointRef;
  remove: EndpointRef;
}

/** Each document kind's add, update and remove, by the kind's event value in the contract's tables. */
export const DOCUMENT_ENDPOINTS = Object.fromEntries([
  ...kindsOf('bill').map((kind) => [kind, billEndpointsByKind[eventValue(kind)]] as const),
  ...kindsOf('cash').map((kind) => [kind, cashEndpointsByDirection[eventValue(kind)]] as const),
  ...kindsOf('note').map((kind) => [kind, noteEndpointsByKind[kind]] as const),
]) as Record<DocumentKind, KindEndpoints>;

/** A document's name in the catalogue: t(documentNameKey(kind)). */
export const documentNameKey = <K extends EntryKind>(kind: K) => `kinds.name.${kind}` as const;

/** Whether a drawer's document carries a sale (purchase) rate: the contract's rule for its kind. */
export const isSaleOrPurchase = (kind: EntryKind) => isFamily('bill')(kind) && billHasSaleRate(eventValue(kind));
/** Whether a document has a delivery challan (Rule 55) to print: what its kind's challan declares as goods sent (the registry's). */
export const hasDeliveryChallan = (kind: EntryKind) => DOCUMENT_KIND[kind].challan === 'sent';
/** Whether a drawer's document is cash: its kind's family in the registry (documentKinds.ts). */
export const isCash = (kind: EntryKind): kind is CashKind => isFamily('cash')(kind);
/** Whether a drawer's document is a note. */
export const isNote = (kind: EntryKind): kind is NoteKind => isFamily('note')(kind);
