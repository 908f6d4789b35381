// Given/when/then for the bill decider: Sale/Purchase Bills and challans, add, update, delete and each refusal.
import { describe, it } from 'vitest';
import { SUB_PARTY_ARCHIVED } from '../ledger/refs.ts';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideBill, type BillFacts, type StoredBill } from './decide.ts';

const spec = deciderSpec(decideBill);
const subPartyId = testId(21);
const productId = testId(22);
const billId = testId(23);
const facts = (f: Partial<BillFacts> = {}): BillFacts => ({ bill: null, subParty: { isArchived: false }, productExists: true, nextChallanNo: 'DC/2026-27/4', ...f });
const stored: StoredBill = { fullBillNo: 'B-7', quantity: '50.000', workRate: '10.00', saleRate: '90.00', note: 'urgent', issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null };
const fields = { subPartyId, productId, issueDate: '2026-06-01', fullBillNo: 'B-7', quantity: '50.000', workRate: '10.00', note: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null };

describe('bill decider', () => {
  describe('AddBill', () => {
    it('adds a sale bill with its sale rate', () => {
      spec.given(facts()).when({ type: 'AddBill', kind: 'SALE_BILL', ...fields, saleRate: '90.00' }).then({
        events: [{
          type: 'BillAdded',
          streamId: `bill:${testId(1)}`,
          data: { billId: testId(1), kind: 'SALE_BILL', ...fields, saleRate: '90.00', challanNo: null },
        }],
        result: { id: testId(1) },
      });
    });

    it('adds a Delivery Challan with the 0.00 sale rate the request schema gives it, and records its Rule 55 serial', () => {
      spec.given(facts()).when({ type: 'AddBill', kind: 'INWARD_JOBWORK_BILL', ...fields, saleRate: '0.00' }).then({
        events: [{
          type: 'BillAdded',
          streamId: `bill:${testId(1)}`,
          data: { billId: testId(1), kind: 'INWARD_JOBWORK_BILL', ...fields, saleRate: '0.00', challanNo: 'DC/2026-27/4' },
        }],
        result: { id: testId(1) },
      });
    });

    it('adds a purchase bill with its purchase rate and note', () => {
      spec.given(facts()).when({ type: 'AddBill', kind: 'PURCHASE_BILL', ...fields, note: 'yard 3', saleRate: '80.00' }).then({
        events: [{
          type: 'BillAdded',
          streamId: `bill:${testId(1)}`,
          data: { billId: testId(1), kind: 'PURCHASE_BILL', ...fields, note: 'yard 3', saleRate: '80.00', challanNo: null },
        }],
        result: { id: testId(1) },
      });
    });

    it('refuses a missing or archived sub-party, then a missing product', () => {
      const add = { type: 'AddBill' as const, kind: 'PURCHASE_BILL' as const, ...fields, saleRate: '80.00' };
      spec.given(facts({ subParty: null, productExists: false })).when(add).thenThrows(404, 'Sub party not found');
      spec.given(facts({ subParty: { isArchived: true } })).when(add).thenThrows(422, SUB_PARTY_ARCHIVED, 'subPartyId');
      spec.given(facts({ productExists: false })).when(add).thenThrows(404, 'Product not found');
    });
  });

  describe('UpdateBill', () => {
    it('keeps what the update leaves out and takes a sale bill new sale rate', () => {
      spec.given(facts({ bill: stored })).when({ type: 'UpdateBill', kind: 'SALE_BILL', filter: { id: billId }, update: { saleRate: '95.00' } }).then({
        events: [{
          type: 'BillUpdated',
          streamId: `bill:${billId}`,
          data: { billId, fullBillNo: 'B-7', quantity: '50.000', workRate: '10.00', saleRate: '95.00', note: 'urgent', issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
        }],
        result: { id: billId },
      });
    });

    it('moves the bill to a corrected date and keeps the rest', () => {
      spec.given(facts({ bill: stored })).when({ type: 'UpdateBill', kind: 'INWARD_JOBWORK_BILL', filter: { id: billId }, update: { issueDate: '2026-07-15' } }).then({
        events: [{
          type: 'BillUpdated',
          streamId: `bill:${billId}`,
          data: { billId, fullBillNo: 'B-7', quantity: '50.000', workRate: '10.00', saleRate: '90.00', note: 'urgent', issueDate: '2026-07-15', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
        }],
        result: { id: billId },
      });
    });

    it('keeps a challan sale rate whatever is sent, and clears the note with null', () => {
      spec.given(facts({ bill: { ...stored, saleRate: '0.00' } }))
        .when({ type: 'UpdateBill', kind: 'OUTWARD_JOBWORK_BILL', filter: { id: billId }, update: { saleRate: '0.00', quantity: '40.000', note: null } })
        .then({
          events: [{
            type: 'BillUpdated',
            streamId: `bill:${billId}`,
            data: { billId, fullBillNo: 'B-7', quantity: '40.000', workRate: '10.00', saleRate: '0.00', note: null, issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
          }],
          result: { id: billId },
        });
    });

    it('keeps a challan stored sale rate even when another one is sent', () => {
      spec.given(facts({ bill: { ...stored, saleRate: '0.00' } }))
        .when({ type: 'UpdateBill', kind: 'INWARD_JOBWORK_BILL', filter: { id: billId }, update: { saleRate: '55.00' } })
        .then({
          events: [{
            type: 'BillUpdated',
            streamId: `bill:${billId}`,
            data: { billId, fullBillNo: 'B-7', quantity: '50.000', workRate: '10.00', saleRate: '0.00', note: 'urgent', issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
          }],
          result: { id: billId },
        });
    });

    it('keeps a sale bill sale rate when the update leaves it out, and takes every other field sent', () => {
      spec.given(facts({ bill: stored }))
        .when({ type: 'UpdateBill', kind: 'PURCHASE_BILL', filter: { id: billId }, update: { fullBillNo: 'P-9', quantity: '45.500', workRate: '11.00', note: 'recount' } })
        .then({
          events: [{
            type: 'BillUpdated',
            streamId: `bill:${billId}`,
            data: { billId, fullBillNo: 'P-9', quantity: '45.500', workRate: '11.00', saleRate: '90.00', note: 'recount', issueDate: '2026-06-01', jobWorkerChallanNo: null, jobWorkerChallanDate: null },
          }],
          result: { id: billId },
        });
    });

    it('refuses a bill that is not there (or of another kind)', () => {
      spec.given(facts()).when({ type: 'UpdateBill', kind: 'SALE_BILL', filter: { id: billId }, update: {} }).thenThrows(404, 'Bill not found');
    });
  });

  describe('DeleteBill', () => {
    it('deletes the bill', () => {
      spec.given(facts({ bill: stored })).when({ type: 'DeleteBill', kind: 'SALE_BILL', id: billId }).then({
        events: [{ type: 'BillDeleted', streamId: `bill:${billId}`, data: { billId } }],
        result: { id: billId },
      });
    });

    it('deletes a challan', () => {
      spec.given(facts({ bill: { ...stored, saleRate: '0.00' } })).when({ type: 'DeleteBill', kind: 'OUTWARD_JOBWORK_BILL', id: billId }).then({
        events: [{ type: 'BillDeleted', streamId: `bill:${billId}`, data: { billId } }],
        result: { id: billId },
      });
    });

    it('refuses a bill that is not there', () => {
      spec.given(facts()).when({ type: 'DeleteBill', kind: 'SALE_BILL', id: billId }).thenThrows(404, 'Bill not found');
    });
  });

  describe("the job worker's challan", () => {
    const theirs = { jobWorkerChallanNo: '88', jobWorkerChallanDate: '2026-05-30' };
    it('given a Received Challan add with it, then the event records it', () => {
      spec.given(facts()).when({ type: 'AddBill', kind: 'OUTWARD_JOBWORK_BILL', ...fields, saleRate: '0.00', ...theirs }).then({
        events: [{ type: 'BillAdded', streamId: `bill:${testId(1)}`, data: { billId: testId(1), kind: 'OUTWARD_JOBWORK_BILL', ...fields, saleRate: '0.00', challanNo: null, ...theirs } }],
        result: { id: testId(1) },
      });
    });
    it('refuses it on a Delivery Challan or a bill, half of it, or dated after the challan (400 naming the field)', () => {
      for (const kind of ['INWARD_JOBWORK_BILL', 'SALE_BILL', 'PURCHASE_BILL'] as const) {
        spec.given(facts()).when({ type: 'AddBill', kind, ...fields, saleRate: '0.00', ...theirs })
          .thenThrows(400, "Only a received (IN) slip or a Received Challan takes the job worker's challan", 'jobWorkerChallanNo');
      }
      spec.given(facts()).when({ type: 'AddBill', kind: 'OUTWARD_JOBWORK_BILL', ...fields, saleRate: '0.00', jobWorkerChallanNo: '88' })
        .thenThrows(400, /both/, 'jobWorkerChallanDate');
      spec.given(facts({ bill: { ...stored, ...theirs } })).when({ type: 'UpdateBill', kind: 'OUTWARD_JOBWORK_BILL', filter: { id: billId }, update: { issueDate: '2026-05-29' } })
        .thenThrows(400, /after this document's date \(29-05-2026\)/, 'jobWorkerChallanDate');
    });
  });
});
