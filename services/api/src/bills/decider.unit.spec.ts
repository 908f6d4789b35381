// Given the events so far, when a bill command, then its events or its refusal: the bill decider over
// the company's folded state. A Delivery Challan's Rule 55 serial is decided here and recorded.
import { describe, it } from 'vitest';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { billDecider } from './decide.ts';

const spec = stateSpec(billDecider);
const partyId = testId(10);
const subPartyId = testId(11);
const productId = testId(12);
const billId = testId(20);
const start = [given.company(), given.product(productId), given.party(partyId, subPartyId)];
const fields = { subPartyId, productId, issueDate: '2026-06-01', fullBillNo: 'DC-7', quantity: '50.000', workRate: '10.00', saleRate: '0.00', note: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null };

describe('bill decider over the folded state', () => {
  it('given an OUT slip with the first serial of the year, when a Delivery Challan is added, then it records the next; a Received Challan records none', () => {
    const log = [...start, given.slip(testId(21), { itemType: 'OUT', subPartyId, productId, issueDate: '2026-04-15', slipNo: '1', challanNo: 'DC/2026-27/1' })];
    spec.given(log).when({ type: 'AddBill', kind: 'INWARD_JOBWORK_BILL', ...fields }).then({
      events: [{ type: 'BillAdded', streamId: `bill:${testId(1)}`, data: { billId: testId(1), kind: 'INWARD_JOBWORK_BILL', ...fields, challanNo: 'DC/2026-27/2' } }],
      result: { id: testId(1) },
    });
    spec.given(log).when({ type: 'AddBill', kind: 'OUTWARD_JOBWORK_BILL', ...fields }).then({
      events: [{ type: 'BillAdded', streamId: `bill:${testId(1)}`, data: { billId: testId(1), kind: 'OUTWARD_JOBWORK_BILL', ...fields, challanNo: null } }],
      result: { id: testId(1) },
    });
  });

  it('given a sale bill, when it is updated as a purchase bill or after its delete, then 404; as itself, then what it leaves out is kept', () => {
    const log = [...start, given.bill(billId, { kind: 'SALE_BILL', subPartyId, productId, issueDate: '2026-06-01', challanNo: null })];
    spec.given(log).when({ type: 'UpdateBill', kind: 'PURCHASE_BILL', filter: { id: billId }, update: { quantity: '2.000' } }).thenThrows(404, 'Bill not found');
    spec.given([...log, { type: 'BillDeleted', data: { billId } }]).when({ type: 'DeleteBill', kind: 'SALE_BILL', id: billId }).thenThrows(404, 'Bill not found');
    spec.given(log).when({ type: 'UpdateBill', kind: 'SALE_BILL', filter: { id: billId }, update: { quantity: '2.000' } }).then({
      events: [{
        type: 'BillUpdated', streamId: `bill:${billId}`,
        data: { billId, fullBillNo: 'B-1', quantity: '2.000', workRate: '3.00', saleRate: '0.00', note: null, issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
      }],
      result: { id: billId },
    });
  });

  it('given the sub-party was archived or the product deleted, when a bill is added, then it is refused', () => {
    const unit = testId(13);
    spec.given([...start, given.subParty(unit, partyId, 'Unit 2'), { type: 'SubPartyArchived', data: { subPartyId: unit } }])
      .when({ type: 'AddBill', kind: 'SALE_BILL', ...fields, subPartyId: unit }).thenThrows(422, 'This sub party is archived; choose another', 'subPartyId');
    spec.given([...start, { type: 'ProductDeleted', data: { productId } }]).when({ type: 'AddBill', kind: 'SALE_BILL', ...fields }).thenThrows(404, 'Product not found');
  });
});
