// Where an IN slip's goods went when they did not come to us, as the fold keeps it (events.ts, onward; ITC-04 5B / 5C):
// a SlipAdded of version 5 records it; older adds fold as "came to us"; a SlipUpdated of version 4 replaces it, older ones
// keep what the slip held; a slip transferred out drops it.
import { describe, expect, it } from 'vitest';
import { base, fold, id, product, sub } from './fold-fixture.ts';

const partyB = id(30);
const rates = { workRate: '2.00', lossPercentage: '2.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const body = { issueDate: '2026-05-16', prefix: 'SL', slipNo: '5', grossQuantity: '70.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
const jw = { jobWorkerChallanNo: null, jobWorkerChallanDate: null };
const none = { onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null };
const toB = { onward: 'JOB_WORKER', onwardPartyId: partyB, saleInvoiceNo: null, saleInvoiceDate: null };
const sold = { onward: 'SOLD', onwardPartyId: null, saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-05-15' };
const slipAdded = (slipId: string, extra: object = {}) => ({
  type: 'SlipAdded', data: { slipId, itemType: 'IN', subPartyId: sub, productId: product, ...body, rates, challanNo: null, ...jw, ...extra },
});
const updated = (slipId: string, extra: object = {}) => ({ type: 'SlipUpdated', data: { slipId, ...body, ...jw, ...extra } });

const onwardOf = (state: ReturnType<typeof fold>, slipId: string) => state.slips.get(slipId)?.onward;

describe('where the goods went, in the fold', () => {
  it('given IN slips added at versions 4 and 5, then the version 4 one came to us and the version 5 ones say where theirs went', () => {
    const state = fold([...base, slipAdded(id(11), { returns: [] }), slipAdded(id(12), { returns: [], ...toB }), slipAdded(id(13), { returns: [], ...sold, slipNo: '6' })]);
    expect(onwardOf(state, id(11))).toEqual(none);
    expect(onwardOf(state, id(12))).toEqual(toB);
    expect(onwardOf(state, id(13))).toEqual(sold);
  });

  it('given a slip whose goods went on to B, when updated at version 3 (before the field) it keeps it; at version 4 it is replaced or cleared', () => {
    const added = [...base, slipAdded(id(12), { returns: [], ...toB })];
    expect(onwardOf(fold([...added, updated(id(12), { returns: [] })]), id(12))).toEqual(toB);
    expect(onwardOf(fold([...added, updated(id(12), { returns: [], ...sold })]), id(12))).toEqual(sold);
    expect(onwardOf(fold([...added, updated(id(12), { returns: [], ...none })]), id(12))).toEqual(none);
  });

  it('given an IN slip whose goods were sold from the job worker, when it is transferred out, then it says nothing of where goods went', () => {
    const state = fold([...base, slipAdded(id(12), { returns: [], ...sold }),
      { type: 'SlipTransferred', data: { slipId: id(12), itemType: 'OUT', issueDate: '2026-05-16', challanNo: 'DC/2026-27/1' } }]);
    expect(onwardOf(state, id(12))).toEqual(none);
  });
});
