// Rule 55 serials as the fold gives them: an event of version 2 carries the serial its command decided,
// which the fold keeps whatever came before it (a voided event, a replay); a version 1 event, written
// before serials were recorded, gets the next serial of its financial year in recorded order, which is
// the serial it has had since it was written. Either way the next serial follows the highest given.
import { describe, expect, it } from 'vitest';
import { base, fold, id, product, sub } from './fold-fixture.ts';
import { nextChallanNo } from './kit.ts';

const rates = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const slipData = (slipId: string, itemType: 'IN' | 'OUT', issueDate: string) => ({
  slipId, itemType, subPartyId: sub, productId: product, issueDate, prefix: 'SL', slipNo: slipId.slice(-2),
  grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates,
});

const serials = (state: ReturnType<typeof fold>) => Object.fromEntries(
  [...[...state.slips.values()].map((s) => [s.slipNo, s.challanNo]), ...[...state.bills.values()].map((b) => [b.fullBillNo, b.challanNo])]);

describe('challan serials in the fold', () => {
  it('given a version 1 log, then OUT slips, Delivery Challans and first transfers out take consecutive serials per financial year in recorded order', () => {
    const state = fold([...base,
      { type: 'SlipAdded', data: slipData(id(11), 'OUT', '2026-04-15') },
      { type: 'SlipAdded', data: slipData(id(12), 'IN', '2026-04-16') },
      { type: 'BillAdded', data: { billId: id(13), kind: 'INWARD_JOBWORK_BILL', subPartyId: sub, productId: product, issueDate: '2026-04-20', fullBillNo: '13', quantity: '1.000', workRate: '1.00', saleRate: '0.00', note: null } },
      { type: 'SlipAdded', data: slipData(id(14), 'OUT', '2026-03-31') },
      { type: 'SlipTransferred', data: { slipId: id(12), itemType: 'OUT', issueDate: '2026-04-16' } },
    ]);
    expect(serials(state)).toEqual({ 11: 'DC/2026-27/1', 12: 'DC/2026-27/3', 13: 'DC/2026-27/2', 14: 'DC/2025-26/1' });
    expect(nextChallanNo(state, '2026-12-01')).toBe('DC/2026-27/4');
  });

  it('given version 2 events, then each keeps its recorded serial even when an earlier challan is missing from the fold (voided), and the next follows the highest', () => {
    const later = [
      { type: 'SlipAdded', data: { ...slipData(id(12), 'OUT', '2026-04-16'), challanNo: 'DC/2026-27/2' } },
      { type: 'SlipAdded', data: { ...slipData(id(13), 'OUT', '2026-04-17'), challanNo: 'DC/2026-27/3' } },
    ];
    const voided = fold([...base, ...later]);
    expect(serials(voided)).toEqual({ 12: 'DC/2026-27/2', 13: 'DC/2026-27/3' });
    expect(nextChallanNo(voided, '2026-04-18')).toBe('DC/2026-27/4');
    // A version 1 event after recorded ones continues from the highest recorded serial.
    const mixed = fold([...base, ...later, { type: 'SlipAdded', data: slipData(id(14), 'OUT', '2026-04-18') }]);
    expect(serials(mixed)[14]).toBe('DC/2026-27/4');
  });
});
