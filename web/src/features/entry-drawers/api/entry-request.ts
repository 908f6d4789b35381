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

/**
 * The Add Entry menu (spec section 2, Dashboard): left column documents, right column slips and cash. Their
 * words are the catalogue's (entryDrawers.kind, and entryDrawers.menuHint for those with a hint).
 */
export const ADD_ENTRY_LEFT: Array<{ kind: EntryKind; hint?: true }> = [
  { kind: 'deliveryChallan', hint: true },
  { kind: 'receivedChallan', hint: true },
  { kind: 'saleBill' },
  { kind: 'purchaseBill' },
];

export const ADD_ENTRY_RIGHT: Array<{ kind: EntryKind; hint?: true }> = [
  { kind: 'inSlip', hint: true },
  { kind: 'outSlip', hint: true },
  { kind: 'inBulk' },
  { kind: 'outBulk' },
  { kind: 'cashReceived' },
  { kind: 'cashPaid' },
];
