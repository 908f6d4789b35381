// Given the events so far, when a bulk slip add (or a slip add that changes its item's rates), then
// its events or its refusal: numbered on the folded state, all rows or none, a refusal naming the row.
import { DEFAULT_SLIP_RATES } from '@ledger/contract';
import { describe, it } from 'vitest';
import { itemIdFor, ymOfDate } from '@ledger/projections';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { bulkSlipDecider, slipDecider, type BulkSlipCommand } from './decide.ts';

const bulk = stateSpec(bulkSlipDecider);
const single = stateSpec(slipDecider);
const partyId = testId(10);
const subPartyId = testId(11);
const productId = testId(12);
const otherProduct = testId(13);
const [a, b] = [testId(21), testId(22)];
const start = [given.company(), given.product(productId), given.product(otherProduct), given.party(partyId, subPartyId)];
const rates = { workRate: '4.50', lossPercentage: '1.00', marketRate: '0.00', isLossInclusive: false, includeMarketRate: false };
const row = (grossQuantity: string, product = productId) => ({ productId: product, grossQuantity, bagQuantity: '0.000', rejectedQuantity: '0.000', note: null });
const command = (f: Partial<BulkSlipCommand> = {}): BulkSlipCommand => ({
  type: 'BulkAddSlips', itemType: 'IN', subPartyId, issueDate: '2026-05-10', prefix: undefined,
  rows: [row('10.000'), row('20.000', otherProduct), row('30.000')], rates: [{ productId, ...rates }], ...f,
});
const added = (n: number, slipNo: string, grossQuantity: string, f: { product?: string; rates?: typeof rates; itemType?: 'IN' | 'OUT'; challanNo?: string | null; prefix?: string } = {}) => ({
  type: 'SlipAdded' as const,
  streamId: `slip:${testId(n)}`,
  data: {
    slipId: testId(n), itemType: f.itemType ?? 'IN', subPartyId, productId: f.product ?? productId, issueDate: '2026-05-10', prefix: f.prefix ?? 'SL', slipNo,
    grossQuantity, bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates: f.rates ?? rates, challanNo: f.challanNo ?? null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
  },
});
/** The result of a bulk add: slips testId(1..) numbered from `first`, serials as given. */
const result = (first: number, serials: Array<string | null> = [null, null, null], prefix = 'SL') =>
  ({ slips: serials.map((challanNo, i) => ({ id: testId(i + 1), prefix, slipNo: String(first + i), challanNo })) });
const slip = (id: string, slipNo: string, issueDate: string, prefix = 'SL') =>
  given.slip(id, { itemType: 'IN', subPartyId, productId, issueDate, slipNo, prefix, challanNo: null });

describe('bulk slip add over the folded state', () => {
  it('given no slip yet, when three rows are added, then they are numbered 1, 2, 3 in row order with their product\'s rates (defaults when none sent)', () => {
    bulk.given(start).when(command()).then({
      events: [
        added(1, '1', '10.000'),
        added(2, '2', '20.000', { product: otherProduct, rates: DEFAULT_SLIP_RATES }),
        added(3, '3', '30.000'),
      ],
      result: result(1),
    });
  });

  it('given slips up to 7 of the prefix in the financial year, when rows are added, then they take 8, 9, 10; other prefixes, years and typed numbers do not count', () => {
    const log = [...start, slip(a, '7', '2026-04-01'), slip(b, '12', '2026-03-31'), slip(testId(23), '40', '2026-05-01', 'AB'),
      slip(testId(24), '99A', '2026-05-01')];
    bulk.given(log).when(command()).then({
      events: [added(1, '8', '10.000'), added(2, '9', '20.000', { product: otherProduct, rates: DEFAULT_SLIP_RATES }), added(3, '10', '30.000')],
      result: result(8),
    });
  });

  it('given the highest slip was deleted, when rows are added, then its number is free again (as the next-number read offers it)', () => {
    bulk.given([...start, slip(a, '5', '2026-05-01'), slip(b, '6', '2026-05-01'), { type: 'SlipDeleted', data: { slipId: b } }])
      .when(command({ rows: [row('10.000')] })).then({ events: [added(1, '6', '10.000')], result: result(6, [null]) });
  });

  it('given a company default prefix and an earlier OUT challan, when OUT rows are added, then they take the prefix and consecutive challan serials', () => {
    const log = [...start, given.prefixSet('GT'), given.slip(a, { itemType: 'OUT', subPartyId, productId, issueDate: '2026-04-15', slipNo: '3', prefix: 'GT', challanNo: 'DC/2026-27/1' })];
    bulk.given(log).when(command({ itemType: 'OUT', prefix: '', rows: [row('10.000'), row('30.000')] })).then({
      events: [
        added(1, '4', '10.000', { itemType: 'OUT', prefix: 'GT', challanNo: 'DC/2026-27/2' }),
        added(2, '5', '30.000', { itemType: 'OUT', prefix: 'GT', challanNo: 'DC/2026-27/3' }),
      ],
      result: result(4, ['DC/2026-27/2', 'DC/2026-27/3'], 'GT'),
    });
  });

  it('refuses all rows when one row is wrong, naming that row', () => {
    bulk.given(start).when(command({ rows: [row('10.000'), row('20.000'), { ...row('5.000'), bagQuantity: '6.000' }] }))
      .thenThrows(400, 'Bag quantity cannot be more than the gross quantity', 'rows.2.bagQuantity');
    bulk.given(start).when(command({ rows: [row('10.000'), { ...row('5.000'), rejectedQuantity: '5.001' }] }))
      .thenThrows(400, 'Rejected quantity cannot be more than gross minus bag quantity', 'rows.1.rejectedQuantity');
    bulk.given(start).when(command({ rows: [row('10.000'), row('20.000'), row('1.000'), row('0.000')] }))
      .thenThrows(400, 'Gross quantity must be greater than 0', 'rows.3.grossQuantity');
  });

  it('refuses a product the company does not have, naming its row; a sub-party it does not have or archived', () => {
    bulk.given(start).when(command({ rows: [row('10.000'), row('20.000', testId(99))] })).thenThrows(404, 'Product not found', 'rows.1.productId');
    bulk.given([given.company(), given.product(productId)]).when(command()).thenThrows(404, 'Sub party not found');
    bulk.given([...start, { type: 'SubPartyArchived', data: { subPartyId } }]).when(command())
      .thenThrows(422, 'This sub party is archived; choose another', 'subPartyId');
  });

  it('refuses the rates of one product sent twice, naming the second', () => {
    bulk.given(start).when(command({ rates: [{ productId, ...rates }, { productId, ...rates }] }))
      .thenThrows(400, "A product's rates can be sent only once", 'rates.1.productId');
  });
});

describe('a slip add that changes its item\'s rates', () => {
  const old = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
  const add = (changeItemRates: boolean, r = rates) => ({
    type: 'AddSlip' as const, itemType: 'IN' as const, subPartyId, productId, issueDate: '2026-05-10', prefix: undefined, slipNo: '2',
    grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, ...r, changeItemRates, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
  });
  const itemId = itemIdFor(subPartyId, productId, ymOfDate('2026-05-10'), 'IN');
  const slipAdded = (r = rates) => ({ ...added(1, '2', '10.000', { rates: r }) });
  const log = [...start, slip(a, '1', '2026-05-01')];

  it('given this month\'s item, when a slip is added changing its rates, then the rates change and the slip is added in one command', () => {
    single.given(log).when(add(true)).then({
      events: [{ type: 'JobWorkItemRatesChanged', streamId: `item:${itemId}`, data: { itemId, ...rates } }, slipAdded()],
      result: { id: testId(1) },
    });
  });

  it('given the same rates, no item yet, or no change asked, when a slip is added, then only the slip is added', () => {
    single.given(log).when(add(true, old)).then({ events: [slipAdded(old)], result: { id: testId(1) } });
    single.given(start).when(add(true)).then({ events: [slipAdded()], result: { id: testId(1) } });
    single.given(log).when(add(false)).then({ events: [slipAdded()], result: { id: testId(1) } });
  });

  it('given the slip is refused, when it changes the rates, then nothing is appended (the refusal stands alone)', () => {
    single.given(log).when({ ...add(true), slipNo: '1' }).thenThrows(422, 'Slip SL-1 already exists in FY 2026-27', 'slipNo');
  });
});
