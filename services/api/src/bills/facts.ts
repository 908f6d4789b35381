// What a bill command's decision needs, read from the company's state folded at the head (no query).
import { QTY, RATE, formatDecimal, nextChallanNo, type LedgerState } from '@ledger/projections';
import type { BillCommand, BillFacts } from './decide.ts';

export function billFacts(state: Readonly<LedgerState>, command: BillCommand): BillFacts {
  if (command.type === 'AddBill') {
    const sub = state.subParties.get(command.subPartyId);
    return {
      bill: null,
      subParty: sub ? { isArchived: sub.isArchived } : null,
      productExists: state.products.has(command.productId),
      nextChallanNo: nextChallanNo(state, command.issueDate),
    };
  }
  const b = state.bills.get(command.type === 'UpdateBill' ? command.filter.id : command.id);
  return {
    // A bill of another kind is not the one the command names.
    bill: b && b.kind === command.kind
      ? {
        fullBillNo: b.fullBillNo, quantity: formatDecimal(b.quantity, QTY), workRate: formatDecimal(b.workRate, RATE),
        saleRate: formatDecimal(b.saleRate, RATE), note: b.note, issueDate: b.issueDate,
        jobWorkerChallanNo: b.jobWorkerChallanNo, jobWorkerChallanDate: b.jobWorkerChallanDate,
      }
      : null,
    subParty: null,
    productExists: false,
    nextChallanNo: null,
  };
}
