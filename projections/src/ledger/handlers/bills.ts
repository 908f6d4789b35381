// Ledger handlers for bills (job-work and sale bills of every kind).
import { QTY, RATE } from '@ledger/contract';
import { ymOfDate } from '../months.ts';
import { touchDates, touchParty } from '../state.ts';
import { dec, givenChallanNo, monthDocs, moveToMonth, must, pruneMonth, type Handlers } from './kit.ts';

export const billHandlers: Handlers<'BillAdded' | 'BillUpdated' | 'BillDeleted'> = {
  BillAdded: (s, { data: d, seq, recordedAt: at }, dirty) => {
    const sub = must(s.subParties.get(d.subPartyId), `sub-party ${d.subPartyId}`, seq);
    const party = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
    const ym = ymOfDate(d.issueDate);
    touchDates(dirty, d.issueDate);
    s.bills.set(d.billId, {
      id: d.billId, kind: d.kind, partyId: sub.partyId, subPartyId: d.subPartyId, productId: d.productId,
      issueDate: d.issueDate, fullBillNo: d.fullBillNo, quantity: dec(d.quantity, QTY),
      workRate: dec(d.workRate, RATE), saleRate: dec(d.saleRate, RATE), note: d.note, createdAt: at, modifiedAt: at,
      challanNo: d.kind === 'INWARD_JOBWORK_BILL' ? givenChallanNo(s, 'challanNo' in d ? d.challanNo : undefined, d.issueDate) : null,
      jobWorkerChallanNo: 'jobWorkerChallanNo' in d ? d.jobWorkerChallanNo : null,
      jobWorkerChallanDate: 'jobWorkerChallanDate' in d ? d.jobWorkerChallanDate : null,
    });
    monthDocs(party, ym, dirty).bills.add(d.billId);
    dirty.bills.add(d.billId);
    touchParty(dirty, party.id, ym);
  },
  BillUpdated: (s, { data: d, seq, recordedAt }, dirty) => {
    const bill = must(s.bills.get(d.billId), `bill ${d.billId}`, seq);
    bill.fullBillNo = d.fullBillNo;
    bill.quantity = dec(d.quantity, QTY);
    bill.workRate = dec(d.workRate, RATE);
    bill.saleRate = dec(d.saleRate, RATE);
    bill.note = d.note;
    // Version 1 updates knew no job worker's challan: the bill keeps its own.
    if ('jobWorkerChallanNo' in d) {
      bill.jobWorkerChallanNo = d.jobWorkerChallanNo;
      bill.jobWorkerChallanDate = d.jobWorkerChallanDate;
    }
    bill.modifiedAt = recordedAt;
    const { from, to } = moveToMonth(s, dirty, seq, bill, 'bills', d.issueDate);
    dirty.bills.add(bill.id);
    touchParty(dirty, bill.partyId, Math.min(from, to));
  },
  BillDeleted: (s, { data, seq }, dirty) => {
    const bill = must(s.bills.get(data.billId), `bill ${data.billId}`, seq);
    const ym = ymOfDate(bill.issueDate);
    touchDates(dirty, bill.issueDate);
    s.bills.delete(bill.id);
    const party = must(s.parties.get(bill.partyId), `party ${bill.partyId}`, seq);
    party.months.get(ym)?.bills.delete(bill.id);
    pruneMonth(party, ym, dirty);
    dirty.bills.add(bill.id);
    touchParty(dirty, bill.partyId, ym);
  },
};
