// What a note may adjust (ledger rules, "Debit and credit notes"): a live slip or bill of the note's party,
// recorded as it reads when the note is written (kind, number, date), so the note names it after a delete.
import { billEntryKind, slipKind, slipNumber } from '@ledger/contract';
import type { AdjustsState, LedgerState } from '@ledger/projections';

/** The slip or bill `id` of party `partyId` as a note records it, or null when the party has none by that id. */
export function adjustable(state: Readonly<LedgerState>, partyId: string, id: string): AdjustsState | null {
  const slip = state.slips.get(id);
  const item = slip && state.items.get(slip.itemId);
  if (slip && item?.partyId === partyId) {
    return { type: 'slip', id, kind: slipKind(item.itemType), number: slipNumber(slip.prefix, slip.slipNo), issueDate: slip.issueDate };
  }
  const bill = state.bills.get(id);
  if (bill?.partyId === partyId) return { type: 'bill', id, kind: billEntryKind(bill.kind), number: bill.fullBillNo, issueDate: bill.issueDate };
  return null;
}
