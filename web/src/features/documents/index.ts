// The ledger's documents on the client: their kinds (each with its contract name and endpoints), the shapes the
// screens read, adding, updating and deleting one, what the Add Entry menu and a row menu ask a drawer to open,
// and the query keys every ledger write reloads.
export { addDocument } from './api/add-document';
export { deleteDocument } from './api/delete-document';
export { documentNameKey, hasDeliveryChallan, isCash, isNote, isSaleOrPurchase } from './api/documents';
export type { BillKind, CashKind, DocumentKind, NoteKind, PartyKind } from './api/documents';
export { ADD_ENTRY_LEFT, ADD_ENTRY_RIGHT, kindHint, kindTitle, slipItemType } from './api/entry-request';
export type { EntryChoice, EntryRequest, SlipEditTarget, SlipKind, SlipPrefill } from './api/entry-request';
export { useInvalidateLedger, useLedgerMutation } from './api/invalidate';
export { ledgerKeys, subPartyKeys } from '../../lib/query-keys';
export type { Bill, CashReceipt, CompanyMonth, ItemType, JobWorkBill, JobWorkItem, PartyDocument, PartyMonth, PartyNote, Slip } from './api/schemas';
export { updateDocument } from './api/update-document';
