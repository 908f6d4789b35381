// Ledger handlers for cash received and paid.
import { AMT, cashKind } from '@ledger/contract';
import { ymOfDate } from '../months.ts';
import { touchDates, touchParty } from '../state.ts';
import { dec, monthDocs, moveToMonth, must, pruneMonth, type Handlers } from './kit.ts';

export const cashHandlers: Handlers<'CashAdded' | 'CashUpdated' | 'CashDeleted'> = {
  CashAdded: (s, { data: d, seq, recordedAt: at }, dirty) => {
    const party = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
    const ym = ymOfDate(d.issueDate);
    touchDates(dirty, d.issueDate);
    s.cash.set(d.cashId, {
      id: d.cashId, kind: cashKind(d.direction), direction: d.direction, noteNo: null, reason: null, adjusts: null, partyId: d.partyId, issueDate: d.issueDate,
      amount: dec(d.amount, AMT), note: d.note, createdAt: at, modifiedAt: at,
    });
    monthDocs(party, ym, dirty).cash.add(d.cashId);
    dirty.cash.add(d.cashId);
    touchParty(dirty, party.id, ym);
  },
  CashUpdated: (s, { data: d, seq, recordedAt }, dirty) => {
    const cash = must(s.cash.get(d.cashId), `cash receipt ${d.cashId}`, seq);
    cash.amount = dec(d.amount, AMT);
    cash.note = d.note;
    cash.modifiedAt = recordedAt;
    const { from, to } = moveToMonth(s, dirty, seq, cash, 'cash', d.issueDate);
    dirty.cash.add(cash.id);
    touchParty(dirty, cash.partyId, Math.min(from, to));
  },
  CashDeleted: (s, { data, seq }, dirty) => {
    const cash = must(s.cash.get(data.cashId), `cash receipt ${data.cashId}`, seq);
    const ym = ymOfDate(cash.issueDate);
    touchDates(dirty, cash.issueDate);
    s.cash.delete(cash.id);
    const party = must(s.parties.get(cash.partyId), `party ${cash.partyId}`, seq);
    party.months.get(ym)?.cash.delete(cash.id);
    pruneMonth(party, ym, dirty);
    dirty.cash.add(cash.id);
    touchParty(dirty, cash.partyId, ym);
  },
};
