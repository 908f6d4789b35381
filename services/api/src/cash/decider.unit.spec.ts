// Given the events so far, when a cash command, then its events or its refusal: the cash decider over
// the company's folded state.
import { describe, it } from 'vitest';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { cashDecider } from './decide.ts';

const spec = stateSpec(cashDecider);
const partyId = testId(10);
const cashId = testId(30);
const start = [given.company(), given.party(partyId, testId(11)), given.cash(cashId, partyId, 'INWARD')];

describe('cash decider over the folded state', () => {
  it('given a receipt, when it is updated, then what the update leaves out is kept; addressed as the other direction, then 404', () => {
    spec.given(start).when({ type: 'UpdateCash', direction: 'INWARD', filter: { id: cashId }, update: { amount: '600.00' } }).then({
      events: [{ type: 'CashUpdated', streamId: `cash:${cashId}`, data: { cashId, amount: '600.00', note: null, issueDate: '2026-05-01' } }],
      result: { id: cashId },
    });
    spec.given(start).when({ type: 'DeleteCash', direction: 'OUTWARD', id: cashId }).thenThrows(404, 'Cash receipt not found');
  });

  it('given the party was deleted, when cash is added for it, then 404', () => {
    const gone = [given.company(), given.party(partyId, testId(11)), { type: 'PartyDeleted' as const, data: { partyId } }];
    spec.given(gone).when({ type: 'AddCash', direction: 'INWARD', partyId, issueDate: '2026-05-01', amount: '5.00', note: null }).thenThrows(404, 'Party not found');
  });
});
