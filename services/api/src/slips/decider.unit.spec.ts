// Given the events so far, when a slip command, then its events or its refusal: the slip decider as
// the store runs it, over the company's state folded with the projector's own reducer. Rule 55 serials
// and slip numbers are decided here on that state and recorded in the events.
import { describe, it } from 'vitest';
import { itemIdFor, ymOfDate } from '@ledger/projections';
import { given, stateSpec, testId, type GivenEvent } from '../store/decider-spec.ts';
import { clashMessage, slipDecider } from './decide.ts';

const spec = stateSpec(slipDecider);
const partyId = testId(10);
const subPartyId = testId(11);
const productId = testId(12);
const [a, b, c] = [testId(21), testId(22), testId(23)];
const rates = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const start = [given.company(), given.product(productId), given.party(partyId, subPartyId)];
const add = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: string, prefix?: string) => ({
  type: 'AddSlip' as const, itemType, subPartyId, productId, issueDate, prefix, slipNo,
  grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, ...rates, changeItemRates: false, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
});
const added = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: string, challanNo: string | null, prefix = 'SL') => ({
  events: [{
    type: 'SlipAdded' as const,
    streamId: `slip:${testId(1)}`,
    data: {
      slipId: testId(1), itemType, subPartyId, productId, issueDate, prefix, slipNo,
      grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates, challanNo, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
    },
  }],
  result: { id: testId(1) },
});
/** The job-work item of the tuple (sub-party, product, month of `issueDate`, direction). */
const itemOf = (itemType: 'IN' | 'OUT', issueDate: string) => itemIdFor(subPartyId, productId, ymOfDate(issueDate), itemType);
const out = (slipId: string, issueDate: string, slipNo: string, challanNo: string | null) =>
  given.slip(slipId, { itemType: 'OUT', subPartyId, productId, issueDate, slipNo, challanNo });

describe('slip decider over the folded state', () => {
  describe('Rule 55 challan serials', () => {
    it('given no challan yet, when an OUT slip is added, then it records DC/<FY>/1; an IN slip records none', () => {
      spec.given(start).when(add('OUT', '2026-04-15', '1')).then(added('OUT', '2026-04-15', '1', 'DC/2026-27/1'));
      spec.given(start).when(add('IN', '2026-04-15', '1')).then(added('IN', '2026-04-15', '1', null));
    });

    it('given serials of OUT slips and Delivery Challans, when an OUT slip is added, then it takes the next of its financial year', () => {
      const log = [...start, out(a, '2026-04-15', '1', 'DC/2026-27/1'),
        given.bill(b, { kind: 'INWARD_JOBWORK_BILL', subPartyId, productId, issueDate: '2026-04-20', challanNo: 'DC/2026-27/2' })];
      spec.given(log).when(add('OUT', '2026-05-02', '2')).then(added('OUT', '2026-05-02', '2', 'DC/2026-27/3'));
      // Across the 1 April boundary each financial year has its own run.
      spec.given(log).when(add('OUT', '2026-03-31', '2')).then(added('OUT', '2026-03-31', '2', 'DC/2025-26/1'));
    });

    it('given a log written before serials were recorded (version 1), when an OUT slip is added, then it follows the serials that log has always folded to', () => {
      const v1 = (slipId: string, issueDate: string, slipNo: string) => given.slipV1(slipId, { itemType: 'OUT', subPartyId, productId, issueDate, slipNo });
      spec.given([...start, v1(a, '2026-04-15', '1'), v1(b, '2026-04-16', '2'), v1(c, '2026-03-30', '3')])
        .when(add('OUT', '2026-04-17', '4')).then(added('OUT', '2026-04-17', '4', 'DC/2026-27/3'));
    });

    it('given the last challan was deleted, when an OUT slip is added, then its serial is not given again', () => {
      spec.given([...start, out(a, '2026-04-15', '1', 'DC/2026-27/1'), { type: 'SlipDeleted', data: { slipId: a } }])
        .when(add('OUT', '2026-04-16', '2')).then(added('OUT', '2026-04-16', '2', 'DC/2026-27/2'));
    });

    it('given an IN slip, when it is transferred out, then the transfer records the next serial; sent in and out again, it keeps its own', () => {
      const inSlip = given.slip(a, { itemType: 'IN', subPartyId, productId, issueDate: '2026-04-15', slipNo: '1', challanNo: null });
      spec.given([...start, inSlip, out(b, '2026-04-16', '2', 'DC/2026-27/1')])
        .when({ type: 'TransferSlip', filter: { id: a, jobWorkItemId: itemOf('IN', '2026-04-15'), itemType: 'IN' }, update: { itemType: 'OUT', issueDate: '2026-06-01' } })
        .then({ events: [{ type: 'SlipTransferred', streamId: `slip:${a}`, data: { slipId: a, itemType: 'OUT', issueDate: '2026-06-01', challanNo: 'DC/2026-27/2' } }], result: { id: a } });
      const back = [...start, inSlip, { type: 'SlipTransferred' as const, data: { slipId: a, itemType: 'OUT', issueDate: '2026-04-15', challanNo: 'DC/2026-27/1' } },
        { type: 'SlipTransferred' as const, data: { slipId: a, itemType: 'IN', issueDate: '2026-04-15', challanNo: null } }];
      spec.given(back)
        .when({ type: 'TransferSlip', filter: { id: a, jobWorkItemId: itemOf('IN', '2026-04-15'), itemType: 'IN' }, update: { itemType: 'OUT' } })
        .then({ events: [{ type: 'SlipTransferred', streamId: `slip:${a}`, data: { slipId: a, itemType: 'OUT', issueDate: '2026-04-15', challanNo: null } }], result: { id: a } });
    });
  });

  describe('slip numbers and the default prefix', () => {
    it('given SL-12 in FY 2026-27, when another SL-12 is added in that year, then 422 naming the clash; in the next year, then it is added', () => {
      const log = [...start, out(a, '2026-05-10', '12', 'DC/2026-27/1')];
      spec.given(log).when(add('IN', '2027-03-31', '12')).thenThrows(422, clashMessage('SL', '12', 2026), 'slipNo');
      spec.given(log).when(add('IN', '2027-04-01', '12')).then(added('IN', '2027-04-01', '12', null));
      // Another prefix is another run of numbers.
      spec.given(log).when(add('IN', '2027-03-31', '12', 'AB')).then(added('IN', '2027-03-31', '12', null, 'AB'));
    });

    it('given a slip renumbered 12 → 13, when 12 and 13 are added, then 12 is free and 13 clashes; once its item is deleted, 13 is free', () => {
      const renumbered = [...start, out(a, '2026-05-10', '12', 'DC/2026-27/1'), {
        type: 'SlipUpdated' as const,
        data: { slipId: a, issueDate: '2026-05-10', prefix: 'SL', slipNo: '13', grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null },
      }];
      spec.given(renumbered).when(add('IN', '2026-05-11', '12')).then(added('IN', '2026-05-11', '12', null));
      spec.given(renumbered).when(add('IN', '2026-05-11', '13')).thenThrows(422, clashMessage('SL', '13', 2026), 'slipNo');
      spec.given([...renumbered, { type: 'JobWorkItemDeleted', data: { itemId: itemOf('OUT', '2026-05-10') } }])
        .when(add('IN', '2026-05-11', '13')).then(added('IN', '2026-05-11', '13', null));
    });

    it('given the slip was deleted, when its number is used again, then it is added', () => {
      spec.given([...start, out(a, '2026-05-10', '12', 'DC/2026-27/1'), { type: 'SlipDeleted', data: { slipId: a } }])
        .when(add('IN', '2026-05-11', '12')).then(added('IN', '2026-05-11', '12', null));
    });

    it('given the company set its default prefix, when a slip is added with none, then it records that prefix, and clashes are looked for under it', () => {
      spec.given([...start, given.prefixSet('GT')]).when(add('IN', '2026-05-10', '3', '')).then(added('IN', '2026-05-10', '3', null, 'GT'));
      spec.given([...start, given.prefixSet('GT'), given.slip(a, { itemType: 'IN', subPartyId, productId, issueDate: '2026-05-01', slipNo: '3', prefix: 'GT', challanNo: null })])
        .when(add('IN', '2026-05-10', '3')).thenThrows(422, clashMessage('GT', '3', 2026), 'slipNo');
      // Cleared again: 'SL'.
      spec.given([...start, given.prefixSet('GT'), given.prefixSet(null)]).when(add('IN', '2026-05-10', '3')).then(added('IN', '2026-05-10', '3', null));
    });
  });

  describe('what a slip needs', () => {
    it('given an archived sub-party, a deleted product or no such sub-party, when a slip is added, then it is refused', () => {
      const unit = testId(13);
      spec.given([...start, given.subParty(unit, partyId, 'Unit 2'), { type: 'SubPartyArchived', data: { subPartyId: unit } }])
        .when({ ...add('IN', '2026-05-10', '1'), subPartyId: unit }).thenThrows(422, 'This sub party is archived; choose another', 'subPartyId');
      spec.given([...start, { type: 'ProductDeleted', data: { productId } }]).when(add('IN', '2026-05-10', '1')).thenThrows(404, 'Product not found');
      spec.given([given.company(), given.product(productId)]).when(add('IN', '2026-05-10', '1')).thenThrows(404, 'Sub party not found');
    });

    it('given a slip, when it is addressed with another item or direction, then 404', () => {
      const log = [...start, out(a, '2026-05-10', '1', 'DC/2026-27/1')];
      spec.given(log).when({ type: 'DeleteSlip', id: a, jobWorkItemId: itemOf('OUT', '2026-05-10'), itemType: 'OUT' })
        .then({ events: [{ type: 'SlipDeleted', streamId: `slip:${a}`, data: { slipId: a } }], result: { id: a } });
      spec.given(log).when({ type: 'DeleteSlip', id: a, jobWorkItemId: itemOf('OUT', '2026-05-10'), itemType: 'IN' }).thenThrows(404, 'Slip not found');
      spec.given(log).when({ type: 'DeleteSlip', id: a, jobWorkItemId: itemOf('IN', '2026-05-10'), itemType: 'OUT' }).thenThrows(404, 'Slip not found');
    });
  });

  describe('an OUT slip named as returned, over the folded log', () => {
    // SL-1 (OUT, 10 KG, 10 May) is named by SL-5 (IN, 12 May) for 4 KG; SL-2 (OUT) by none.
    const naming = (slipId: string, returns: Array<{ slipId: string; quantity: string }>): GivenEvent => {
      const inSlip = given.slip(slipId, { itemType: 'IN', subPartyId, productId, issueDate: '2026-05-12', slipNo: '5', challanNo: null });
      return { ...inSlip, data: { ...inSlip.data, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns } };
    };
    const log = [...start, out(a, '2026-05-10', '1', 'DC/2026-27/1'), out(b, '2026-05-10', '2', 'DC/2026-27/2'), naming(c, [{ slipId: a, quantity: '4.000' }])];
    const outItem = itemOf('OUT', '2026-05-10');

    it('given SL-5 names SL-1, when SL-1 is deleted or transferred, then refused naming SL-5; SL-2 is deleted', () => {
      spec.given(log).when({ type: 'DeleteSlip', id: a, jobWorkItemId: outItem, itemType: 'OUT' })
        .thenThrows(422, 'In Slip SL-5 names this slip as returned: unname it there before deleting this slip');
      spec.given(log).when({ type: 'TransferSlip', filter: { id: a, jobWorkItemId: outItem, itemType: 'OUT' }, update: { itemType: 'IN' } })
        .thenThrows(422, 'In Slip SL-5 names this slip as returned: unname it there before moving this slip');
      spec.given(log).when({ type: 'DeleteSlip', id: b, jobWorkItemId: outItem, itemType: 'OUT' }).then({
        events: [{ type: 'SlipDeleted', streamId: `slip:${b}`, data: { slipId: b } }], result: { id: b },
      });
      spec.given(log).when({ type: 'DeleteItem', id: outItem })
        .thenThrows(422, 'In Slip SL-5 names slips of this item as returned: unname them there before deleting the item');
    });

    it('given SL-5 names 4 KG of SL-1, when SL-1 drops to 3.999 KG, then refused; once SL-5 unnames it, then SL-1 is deleted', () => {
      spec.given(log).when({ type: 'UpdateSlip', filter: { id: a, jobWorkItemId: outItem, itemType: 'OUT' }, update: { grossQuantity: '3.999' } })
        .thenThrows(422, 'In Slip SL-5 names 4.000 KG of this slip as returned: its net quantity cannot be less', 'grossQuantity');
      const unnamed: GivenEvent[] = [...log, {
        type: 'SlipUpdated',
        data: {
          slipId: c, issueDate: '2026-05-12', prefix: 'SL', slipNo: '5', grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000',
          note: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [],
        },
      }];
      spec.given(unnamed).when({ type: 'DeleteSlip', id: a, jobWorkItemId: outItem, itemType: 'OUT' }).then({
        events: [{ type: 'SlipDeleted', streamId: `slip:${a}`, data: { slipId: a } }], result: { id: a },
      });
    });
  });
});
