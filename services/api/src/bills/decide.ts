// Bill commands (Sale and Purchase Bills, Delivery and Received Challans) and their pure decision:
// a new bill needs a live sub-party and a product; a bill is addressed by id and kind.
import { billHasSaleRate, type BillKind, type billEndpointsByKind } from '@ledger/contract';
import type { z } from 'zod';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { checkJobWorkerChallan } from '../slips/decide.ts';
import { billFacts } from './facts.ts';

type Input<K extends 'add' | 'update' | 'remove'> = z.output<(typeof billEndpointsByKind)['SALE_BILL'][K]['request']>;

export type BillCommand =
  | ({ type: 'AddBill'; kind: BillKind } & Input<'add'>)
  | ({ type: 'UpdateBill'; kind: BillKind } & Input<'update'>)
  | ({ type: 'DeleteBill'; kind: BillKind } & Input<'remove'>);

export interface StoredBill {
  fullBillNo: string; quantity: string; workRate: string; saleRate: string; note: string | null; issueDate: string;
  jobWorkerChallanNo: string | null; jobWorkerChallanDate: string | null;
}

/** Goods a job worker returns come on a Received Challan: the one bill that records the job worker's challan. */
const receives = (kind: BillKind) => kind === 'OUTWARD_JOBWORK_BILL';

export interface BillFacts {
  /** The bill the command names, of the command's kind (null: none). */
  bill: StoredBill | null;
  /** The sub-party of an add: null when the company has none by that id. */
  subParty: { isArchived: boolean } | null;
  productExists: boolean;
  /** An add's: the next Rule 55 challan serial of its date's financial year (DC/2026-27/8); null otherwise. */
  nextChallanNo: string | null;
}

export interface BillResult { id: string }

function serial(facts: BillFacts): string {
  if (facts.nextChallanNo === null) throw new Error('No challan serial in the facts of a bill add');
  return facts.nextChallanNo;
}

export const decideBill: Decide<BillCommand, BillFacts, BillResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddBill': {
      const { type: _, kind, ...bill } = command;
      const jobWorker = checkJobWorkerChallan(bill, bill.issueDate, receives(kind));
      if (!facts.subParty) throw coded(404, 'notFound', { thing: 'Sub party' });
      if (facts.subParty.isArchived) throw coded(422, 'subPartyArchived', {}, 'subPartyId');
      if (!facts.productExists) throw coded(404, 'notFound', { thing: 'Product' });
      const billId = newId();
      return {
        events: [{
          type: 'BillAdded',
          streamId: `bill:${billId}`,
          data: {
            billId, kind, subPartyId: bill.subPartyId, productId: bill.productId, issueDate: bill.issueDate,
            fullBillNo: bill.fullBillNo, quantity: bill.quantity, workRate: bill.workRate, saleRate: bill.saleRate, note: bill.note,
            // A Delivery Challan (ours) declares goods sent under Rule 55: its serial is decided here, once.
            challanNo: kind === 'INWARD_JOBWORK_BILL' ? serial(facts) : null,
            ...jobWorker,
          },
        }],
        result: { id: billId },
      };
    }
    case 'UpdateBill': {
      const b = facts.bill;
      if (!b) throw coded(404, 'notFound', { thing: 'Bill' });
      const id = command.filter.id;
      const u = command.update;
      const issueDate = u.issueDate ?? b.issueDate;
      const jobWorker = checkJobWorkerChallan({
        jobWorkerChallanNo: u.jobWorkerChallanNo === undefined ? b.jobWorkerChallanNo : u.jobWorkerChallanNo,
        jobWorkerChallanDate: u.jobWorkerChallanDate === undefined ? b.jobWorkerChallanDate : u.jobWorkerChallanDate,
      }, issueDate, receives(command.kind));
      return {
        events: [{
          type: 'BillUpdated',
          streamId: `bill:${id}`,
          data: {
            billId: id,
            fullBillNo: u.fullBillNo ?? b.fullBillNo,
            quantity: u.quantity ?? b.quantity,
            workRate: u.workRate ?? b.workRate,
            // A challan's sale rate stays what it is (0.00), whatever was sent.
            saleRate: billHasSaleRate(command.kind) ? (u.saleRate ?? b.saleRate) : b.saleRate,
            note: u.note === undefined ? b.note : u.note,
            issueDate,
            ...jobWorker,
          },
        }],
        result: { id },
      };
    }
    case 'DeleteBill': {
      if (!facts.bill) throw coded(404, 'notFound', { thing: 'Bill' });
      return { events: [{ type: 'BillDeleted', streamId: `bill:${command.id}`, data: { billId: command.id } }], result: { id: command.id } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Bill decider as the store runs it: over the company's state folded at the head. */
export const billDecider = onState(billFacts, decideBill);
