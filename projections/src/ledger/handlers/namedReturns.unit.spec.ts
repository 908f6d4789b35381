// Named returns as the fold keeps them (events.ts, returns): a SlipAdded of version 4 records them; older adds fold to
// none; a SlipUpdated of version 3 replaces them ([] clears), older ones keep what the slip named; a slip transferred
// out drops them.
import { describe, expect, it } from 'vitest';
import { base, fold, id, product, sub } from './fold-fixture.ts';

const [out1, out2] = [id(4), id(5)];
const rates = { workRate: '2.00', lossPercentage: '2.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const body = { issueDate: '2026-05-16', prefix: 'SL', slipNo: '5', grossQuantity: '70.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
const jw = { jobWorkerChallanNo: null, jobWorkerChallanDate: null };
const slipAdded = (slipId: string, extra: object = {}) => ({
  type: 'SlipAdded', data: { slipId, itemType: 'IN', subPartyId: sub, productId: product, ...body, rates, challanNo: null, ...jw, ...extra },
});
const named = [{ slipId: out1, quantity: '40.000' }, { slipId: out2, quantity: '30.000' }];

const returnsOf = (state: ReturnType<typeof fold>, slipId: string) => state.slips.get(slipId)?.returns.map((r) => [r.slipId, r.quantity]);

describe('named returns in the fold', () => {
  it('given IN slips added at versions 3 and 4, then only the version 4 one names returns, in grams, in order', () => {
    const state = fold([...base, slipAdded(id(11)), slipAdded(id(12), { returns: named })]);
    expect(returnsOf(state, id(11))).toEqual([]);
    expect(returnsOf(state, id(12))).toEqual([[out1, 40_000n], [out2, 30_000n]]);
  });

  it('given a slip naming returns, when updated at version 2 (before names) it keeps them; at version 3 they are replaced or cleared', () => {
    const added = [...base, slipAdded(id(12), { returns: named })];
    expect(returnsOf(fold([...added, { type: 'SlipUpdated', data: { slipId: id(12), ...body, note: 'v2', ...jw } }]), id(12))).toEqual([[out1, 40_000n], [out2, 30_000n]]);
    expect(returnsOf(fold([...added, { type: 'SlipUpdated', data: { slipId: id(12), ...body, ...jw, returns: [named[1]] } }]), id(12))).toEqual([[out2, 30_000n]]);
    expect(returnsOf(fold([...added, { type: 'SlipUpdated', data: { slipId: id(12), ...body, ...jw, returns: [] } }]), id(12))).toEqual([]);
  });

  it('given an IN slip naming returns, when it is transferred out, then it names none', () => {
    const state = fold([...base, slipAdded(id(12), { returns: named }),
      { type: 'SlipTransferred', data: { slipId: id(12), itemType: 'OUT', issueDate: '2026-05-16', challanNo: 'DC/2026-27/1' } }]);
    expect(returnsOf(state, id(12))).toEqual([]);
  });
});
