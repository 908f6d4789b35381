// The job worker's own challan as the fold keeps it (events.ts, jobWorkerChallan): a SlipAdded or BillAdded of
// version 3 records it; older adds fold to none; a SlipUpdated or BillUpdated of version 2 replaces it (null clears),
// one of version 1 (written before the field existed) keeps what the document had; a slip transferred out drops it.
import { describe, expect, it } from 'vitest';
import { base, fold, id, product, sub } from './fold-fixture.ts';

const rates = { workRate: '2.00', lossPercentage: '2.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const body = { issueDate: '2026-04-16', prefix: 'SL', slipNo: '5', grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
const slipAdded = (slipId: string, extra: object = {}) => ({
  type: 'SlipAdded', data: { slipId, itemType: 'IN', subPartyId: sub, productId: product, ...body, rates, ...extra },
});
const jw = (no: string | null, date: string | null) => ({ jobWorkerChallanNo: no, jobWorkerChallanDate: date });
const billBody = { fullBillNo: 'RC-1', quantity: '1.000', workRate: '1.00', saleRate: '0.00', note: null };

const slipJw = (state: ReturnType<typeof fold>, slipId: string) => {
  const s = state.slips.get(slipId);
  return s && jw(s.jobWorkerChallanNo, s.jobWorkerChallanDate);
};

describe("the job worker's challan in the fold", () => {
  it('given IN slips added at versions 1, 2 and 3, then only the version 3 one holds a challan, as recorded', () => {
    const state = fold([...base, slipAdded(id(11)), slipAdded(id(12), { challanNo: null }), slipAdded(id(13), { challanNo: null, ...jw('JW/77', '2026-04-14') })]);
    expect(slipJw(state, id(11))).toEqual(jw(null, null));
    expect(slipJw(state, id(12))).toEqual(jw(null, null));
    expect(slipJw(state, id(13))).toEqual(jw('JW/77', '2026-04-14'));
  });

  it('given a recorded challan, when a version 1 update comes, then it is kept; a version 2 update replaces or clears it', () => {
    const added = [...base, slipAdded(id(11), { challanNo: null, ...jw('JW/77', '2026-04-14') })];
    expect(slipJw(fold([...added, { type: 'SlipUpdated', data: { slipId: id(11), ...body, note: 'v1' } }]), id(11))).toEqual(jw('JW/77', '2026-04-14'));
    expect(slipJw(fold([...added, { type: 'SlipUpdated', data: { slipId: id(11), ...body, ...jw('JW/78', '2026-04-15') } }]), id(11)))
      .toEqual(jw('JW/78', '2026-04-15'));
    expect(slipJw(fold([...added, { type: 'SlipUpdated', data: { slipId: id(11), ...body, ...jw(null, null) } }]), id(11))).toEqual(jw(null, null));
  });

  it('given an IN slip with a challan, when it is transferred out, then it holds none', () => {
    const state = fold([...base, slipAdded(id(11), { challanNo: null, ...jw('JW/77', '2026-04-14') }),
      { type: 'SlipTransferred', data: { slipId: id(11), itemType: 'OUT', issueDate: '2026-04-16', challanNo: 'DC/2026-27/1' } }]);
    expect(slipJw(state, id(11))).toEqual(jw(null, null));
  });

  it('given Received Challans of versions 1 and 3, then the version 3 one holds its challan; a version 1 update keeps it, a version 2 one replaces it', () => {
    const bill = (billId: string, extra: object = {}) => ({
      type: 'BillAdded', data: { billId, kind: 'OUTWARD_JOBWORK_BILL', subPartyId: sub, productId: product, issueDate: '2026-04-20', ...billBody, ...extra },
    });
    const added = [...base, bill(id(21)), bill(id(22), { challanNo: null, ...jw('88', '2026-04-19') })];
    const of = (state: ReturnType<typeof fold>, billId: string) => {
      const b = state.bills.get(billId);
      return b && jw(b.jobWorkerChallanNo, b.jobWorkerChallanDate);
    };
    const state = fold(added);
    expect(of(state, id(21))).toEqual(jw(null, null));
    expect(of(state, id(22))).toEqual(jw('88', '2026-04-19'));
    expect(of(fold([...added, { type: 'BillUpdated', data: { billId: id(22), ...billBody, quantity: '2.000' } }]), id(22))).toEqual(jw('88', '2026-04-19'));
    expect(of(fold([...added, { type: 'BillUpdated', data: { billId: id(22), ...billBody, ...jw('89', '2026-04-18') } }]), id(22))).toEqual(jw('89', '2026-04-18'));
  });
});
