// Given/when/then for the cash decider: cash received and paid, add, update, delete and each refusal.
import { describe, it } from 'vitest';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideCash, type CashFacts } from './decide.ts';

const spec = deciderSpec(decideCash);
const partyId = testId(31);
const cashId = testId(32);
const facts = (f: Partial<CashFacts> = {}): CashFacts => ({ cash: null, partyExists: true, ...f });

describe('cash decider', () => {
  describe('AddCash', () => {
    it('records cash paid to the party, in its direction', () => {
      spec.given(facts()).when({ type: 'AddCash', direction: 'OUTWARD', partyId, amount: '1500.00', note: null, issueDate: '2026-06-03' }).then({
        events: [{
          type: 'CashAdded',
          streamId: `cash:${testId(1)}`,
          data: { cashId: testId(1), direction: 'OUTWARD', partyId, issueDate: '2026-06-03', amount: '1500.00', note: null },
        }],
        result: { id: testId(1) },
      });
    });

    it('records cash received from the party, in its direction, with its note', () => {
      spec.given(facts()).when({ type: 'AddCash', direction: 'INWARD', partyId, amount: '250.75', note: 'UPI', issueDate: '2027-03-31' }).then({
        events: [{
          type: 'CashAdded',
          streamId: `cash:${testId(1)}`,
          data: { cashId: testId(1), direction: 'INWARD', partyId, issueDate: '2027-03-31', amount: '250.75', note: 'UPI' },
        }],
        result: { id: testId(1) },
      });
    });

    it('refuses a party the company does not have', () => {
      spec.given(facts({ partyExists: false })).when({ type: 'AddCash', direction: 'INWARD', partyId, amount: '1.00', note: null, issueDate: '2026-06-03' })
        .thenThrows(404, 'Party not found');
    });
  });

  describe('UpdateCash', () => {
    it('keeps the amount when only the note changes', () => {
      spec.given(facts({ cash: { amount: '1500.00', note: 'cheque', issueDate: '2026-04-10' } })).when({ type: 'UpdateCash', direction: 'INWARD', filter: { id: cashId }, update: { note: 'NEFT' } }).then({
        events: [{ type: 'CashUpdated', streamId: `cash:${cashId}`, data: { cashId, amount: '1500.00', note: 'NEFT', issueDate: '2026-04-10' } }],
        result: { id: cashId },
      });
    });

    it('keeps the note when only the amount changes', () => {
      spec.given(facts({ cash: { amount: '1500.00', note: 'cheque', issueDate: '2026-04-10' } })).when({ type: 'UpdateCash', direction: 'OUTWARD', filter: { id: cashId }, update: { amount: '900.00' } }).then({
        events: [{ type: 'CashUpdated', streamId: `cash:${cashId}`, data: { cashId, amount: '900.00', note: 'cheque', issueDate: '2026-04-10' } }],
        result: { id: cashId },
      });
    });

    it('changes the amount and clears the note with null', () => {
      spec.given(facts({ cash: { amount: '1500.00', note: 'cheque', issueDate: '2026-04-10' } })).when({ type: 'UpdateCash', direction: 'INWARD', filter: { id: cashId }, update: { amount: '1600.50', note: null } }).then({
        events: [{ type: 'CashUpdated', streamId: `cash:${cashId}`, data: { cashId, amount: '1600.50', note: null, issueDate: '2026-04-10' } }],
        result: { id: cashId },
      });
    });

    it('moves the receipt to a corrected date, keeping amount and note', () => {
      spec.given(facts({ cash: { amount: '1500.00', note: 'cheque', issueDate: '2026-04-10' } })).when({ type: 'UpdateCash', direction: 'INWARD', filter: { id: cashId }, update: { issueDate: '2026-05-02' } }).then({
        events: [{ type: 'CashUpdated', streamId: `cash:${cashId}`, data: { cashId, amount: '1500.00', note: 'cheque', issueDate: '2026-05-02' } }],
        result: { id: cashId },
      });
    });

    it('refuses a receipt that is not there (or of the other direction)', () => {
      spec.given(facts()).when({ type: 'UpdateCash', direction: 'INWARD', filter: { id: cashId }, update: {} }).thenThrows(404, 'Cash receipt not found');
    });
  });

  describe('DeleteCash', () => {
    it('deletes the receipt', () => {
      spec.given(facts({ cash: { amount: '10.00', note: null, issueDate: '2026-04-10' } })).when({ type: 'DeleteCash', direction: 'OUTWARD', id: cashId }).then({
        events: [{ type: 'CashDeleted', streamId: `cash:${cashId}`, data: { cashId } }],
        result: { id: cashId },
      });
    });

    it('refuses a receipt that is not there', () => {
      spec.given(facts()).when({ type: 'DeleteCash', direction: 'OUTWARD', id: cashId }).thenThrows(404, 'Cash receipt not found');
    });
  });
});
