// Challans, sale/purchase bills, cash receipts and notes as the drawers know them, each with its entry kind (whose
// one name, @ledger/contract entryKinds.ts, titles the drawers and names the documents on every screen: kinds.name)
// and its contract endpoints (add, update, remove): the paths themselves are the contract's (BILL_PATHS, CASH_PATHS,
// NOTE_PATHS). A note is known by its contract kind itself (the registry's, documentKinds.ts), and read as a
// party-level document with cash: the statement's party cards, the receipts dialog, the list and column tabs.
import { billHasSaleRate, isFamily, kindsOf, type BillKind as ContractBillKind, type EntryKind as ContractEntryKind, type KindOf } from '@ledger/contract';
import { billEndpointsByKind, cashEndpointsByDirection, noteEndpointsByKind } from '@ledger/contract/endpoint-refs';

export type BillKind = 'deliveryChallan' | 'receivedChallan' | 'saleBill' | 'purchaseBill';
export type CashKind = 'cashReceived' | 'cashPaid';
export type NoteKind = KindOf<'note'>;
/** The party's own documents (no sub-party): cash and notes. */
export type PartyKind = CashKind | NoteKind;
export type DocumentKind = BillKind | PartyKind;

const identity = <K extends string>(kinds: readonly K[]) => Object.fromEntries(kinds.map((kind) => [kind, kind])) as { [P in K]: P };

export const DOCUMENT_KINDS = {
  deliveryChallan: { endpoints: billEndpointsByKind.INWARD_JOBWORK_BILL },
  receivedChallan: { endpoints: billEndpointsByKind.OUTWARD_JOBWORK_BILL },
  saleBill: { endpoints: billEndpointsByKind.SALE_BILL },
  purchaseBill: { endpoints: billEndpointsByKind.PURCHASE_BILL },
  cashReceived: { endpoints: cashEndpointsByDirection.INWARD },
  cashPaid: { endpoints: cashEndpointsByDirection.OUTWARD },
  ...(Object.fromEntries(kindsOf('note').map((kind) => [kind, { endpoints: noteEndpointsByKind[kind] }])) as {
    [K in NoteKind]: { endpoints: (typeof noteEndpointsByKind)[K] };
  }),
} satisfies Record<DocumentKind, { endpoints: object }>;

/** Each bill's kind as the contract names it (its number field's label: @ledger/contract numberFields.ts). */
export const CONTRACT_BILL_KIND = {
  deliveryChallan: 'INWARD_JOBWORK_BILL',
  receivedChallan: 'OUTWARD_JOBWORK_BILL',
  saleBill: 'SALE_BILL',
  purchaseBill: 'PURCHASE_BILL',
} as const satisfies Record<BillKind, ContractBillKind>;

/** Each document's entry kind: what it is called (kinds.name), in both languages. */
export const CONTRACT_DOCUMENT_KIND = {
  ...CONTRACT_BILL_KIND,
  cashReceived: 'CASH_RECEIVED',
  cashPaid: 'CASH_PAID',
  ...identity(kindsOf('note')),
} as const satisfies Record<DocumentKind, ContractEntryKind>;

/** A document's name in the catalogue: t(documentNameKey(kind)). */
export const documentNameKey = <K extends DocumentKind>(kind: K) => `kinds.name.${CONTRACT_DOCUMENT_KIND[kind]}` as const;

/** Whether a drawer's document carries a sale (purchase) rate: the contract's rule for its kind. */
export const isSaleOrPurchase = (kind: DocumentKind) => {
  const contractKind = CONTRACT_DOCUMENT_KIND[kind];
  return isFamily('bill')(contractKind) && billHasSaleRate(contractKind);
};
/** Whether a drawer's document is cash: its kind's family in the registry (documentKinds.ts). */
export const isCash = (kind: DocumentKind): kind is CashKind => isFamily('cash')(CONTRACT_DOCUMENT_KIND[kind]);
/** Whether a drawer's document is a note. */
export const isNote = (kind: DocumentKind): kind is NoteKind => isFamily('note')(CONTRACT_DOCUMENT_KIND[kind]);
