// Given/when/then for the deemed-supply decider: accept and dismiss only a lot past its limit and not yet
// decided, undo only a decision; another company's slip is not found. Events carry the draft as it read.
import { describe, it } from 'vitest';
import type { Ageing } from '@ledger/contract';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideDeemedSupply } from './deemedSupply.ts';

const spec = deciderSpec(decideDeemedSupply);
const slipId = testId(7);
const streamId = `slip:${slipId}`;
/** 100.000 KG sent on 01-10-2025 at 85.50 ₹/KG, past its year (the last day 01-10-2026). */
const overdue: Ageing['section143'][number] = {
  party: { id: testId(2), name: 'Shree Polymers' }, product: { id: testId(3), name: 'PP Granules' }, slipId, capitalGoods: false,
  number: 'SL-1', challanNo: 'DC/2025-26/1', sentOn: '2025-10-01', quantity: '100.000', days: 420, limit: '2026-10-01',
  status: 'OVERDUE', value: '8550.00', deemedOn: '2025-10-01', decision: null,
};
const facts = { slipExists: true, lot: overdue, current: null };

describe('deemed supply decider', () => {
  it('given a lot past its limit, when the owner accepts, then DeemedSupplyAccepted records the draft as it read', () => {
    spec.given(facts).when({ type: 'DecideDeemedSupply', slipId, decision: 'accept' }).then({
      events: [{ type: 'DeemedSupplyAccepted', streamId, data: { slipId, quantity: '100.000', value: '8550.00', deemedOn: '2025-10-01', limit: '2026-10-01' } }],
      result: { slipId },
    });
  });

  it('given a lot past its limit, when the owner dismisses, then DeemedSupplyDismissed', () => {
    spec.given(facts).when({ type: 'DecideDeemedSupply', slipId, decision: 'dismiss' }).then({
      events: [{ type: 'DeemedSupplyDismissed', streamId, data: { slipId, quantity: '100.000', limit: '2026-10-01' } }],
    });
  });

  it('given a lot only due soon, or none listed, when accepted or dismissed, then refused', () => {
    const msg = 'Only goods still with the job worker after their Section 143 limit can be deemed supplied';
    spec.given({ ...facts, lot: { ...overdue, status: 'DUE_SOON' } }).when({ type: 'DecideDeemedSupply', slipId, decision: 'accept' }).thenThrows(422, msg, 'slipId');
    spec.given({ ...facts, lot: null }).when({ type: 'DecideDeemedSupply', slipId, decision: 'dismiss' }).thenThrows(422, msg, 'slipId');
  });

  it('given a decision, when accepted again, then refused; when undone, then DeemedSupplyUndone', () => {
    spec.given({ ...facts, current: 'DISMISSED' }).when({ type: 'DecideDeemedSupply', slipId, decision: 'accept' })
      .thenThrows(422, 'The deemed supply of this slip was already dismissed; undo that first', 'decision');
    spec.given({ ...facts, current: 'ACCEPTED' }).when({ type: 'DecideDeemedSupply', slipId, decision: 'undo' }).then({
      events: [{ type: 'DeemedSupplyUndone', streamId, data: { slipId } }],
    });
  });

  it('given no decision, when undone, then refused', () => {
    spec.given(facts).when({ type: 'DecideDeemedSupply', slipId, decision: 'undo' })
      .thenThrows(422, 'The deemed supply of this slip was neither accepted nor dismissed', 'decision');
  });

  it('given a slip of another company (or none), then not found', () => {
    spec.given({ slipExists: false, lot: null, current: null }).when({ type: 'DecideDeemedSupply', slipId, decision: 'accept' }).thenThrows(404, 'Slip not found');
  });
});
