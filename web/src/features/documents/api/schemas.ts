// The ledger's document types as the web reads them: the contract's response shapes
// (@ledger/contract shapes.ts, docs/ledger-api.md "Shapes"), under the names the screens use.
import type { Cash, PartyDocument, PartyNote, SaleBill } from '@ledger/contract';

export type { CompanyMonth, ItemType, JobWorkBill, JobWorkItem, PartyMonth, Slip } from '@ledger/contract';
/** A Sale or Purchase Bill: the bills with a sale rate. */
export type Bill = SaleBill;
export type CashReceipt = Cash;
/** Cash or a note: what the statement's party-level lists hold. */
export type { PartyDocument, PartyNote };
