// What an Add Entry menu item, an item card or a row menu asks the drawer host to open.
import type { BillKind, CashKind } from './documents';
import type { Bill, CashReceipt, ItemType, JobWorkBill, Slip } from './schemas';

export type EntryKind = BillKind | CashKind | 'inSlip' | 'outSlip' | 'inBulk' | 'outBulk';

export interface SlipEditTarget {
  slip: Slip;
  productId: string;
  productName: string;
  subPartyId: string;
}

export type EntryRequest =
  | { kind: 'inSlip' | 'outSlip'; partyId?: string; subPartyId?: string; productId?: string; editing?: SlipEditTarget }
  | { kind: 'inBulk' | 'outBulk'; partyId?: string; subPartyId?: string }
  | { kind: BillKind; partyId?: string; subPartyId?: string; editing?: JobWorkBill | Bill }
  | { kind: CashKind; partyId?: string; editing?: CashReceipt };

export const slipItemType = (kind: 'inSlip' | 'outSlip' | 'inBulk' | 'outBulk'): ItemType =>
  kind === 'inSlip' || kind === 'inBulk' ? 'IN' : 'OUT';

/** The Add Entry menu (spec section 2, Dashboard): left column documents, right column slips and cash. */
export const ADD_ENTRY_LEFT: Array<{ kind: EntryKind; label: string; hint?: string }> = [
  { kind: 'deliveryChallan', label: 'Delivery Challan', hint: 'issued by your company' },
  { kind: 'receivedChallan', label: 'Received Challan', hint: 'issued by your party' },
  { kind: 'saleBill', label: 'Sale Bill' },
  { kind: 'purchaseBill', label: 'Purchase Bill' },
];

export const ADD_ENTRY_RIGHT: Array<{ kind: EntryKind; label: string; hint?: string }> = [
  { kind: 'inSlip', label: 'In Slip', hint: 'goods received' },
  { kind: 'outSlip', label: 'Out Slip', hint: 'goods sent' },
  { kind: 'inBulk', label: 'In Slip (Bulk)' },
  { kind: 'outBulk', label: 'Out Slip (Bulk)' },
  { kind: 'cashReceived', label: 'Cash Received' },
  { kind: 'cashPaid', label: 'Cash Paid' },
];
