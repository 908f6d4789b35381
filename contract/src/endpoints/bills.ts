// Endpoints of bills (spec section 7): Sale and Purchase Bills and the two job-work challans share one
// shape and differ in kind, paths and whether they carry a sale rate. The paths are the registry's (documentKinds.ts).
import { z } from 'zod';
import { commandAckSchema, defineEndpoint, pathUnder, type Endpoint } from '../endpoint.ts';
import { pathsByEventValue } from '../documentKinds.ts';
import { billHasSaleRate, type BillKind } from '../enums.ts';
import { isoDate, jobWorkerChallanFields, noteText, quantity, rate, requiredText, uuid } from '../fields.ts';
import { jobWorkBillShape, saleBillShape } from '../shapes.ts';
import { numberFieldName } from '../numberFields.ts';
import { NUMBER_MAX } from '../limits.ts';

/** Each kind's path base: `${base}/add/v2`, `${base}/update/v2`, `${base}/delete/v1` (the registry's wire table, documentKinds.ts). */
export const BILL_PATHS = pathsByEventValue('bill') satisfies Record<BillKind, string>;

/**
 * A bill's own fields as its add takes them (its update takes each alone): the web's bill form checks what is
 * typed with these, so it refuses what the API refuses, with the same messages.
 */
export function billFields(kind: BillKind) {
  return {
    issueDate: isoDate('Issue date'),
    // 'Challan No is required' for a challan, 'Bill No is required' for a bill.
    fullBillNo: requiredText(numberFieldName(kind), NUMBER_MAX),
    quantity: quantity('Quantity', { positive: true }),
    workRate: rate('Labour rate'),
    // Challans carry no sale rate: whatever is sent is ignored and the column stays 0.00.
    saleRate: billHasSaleRate(kind) ? rate(kind === 'SALE_BILL' ? 'Sale rate' : 'Purchase rate') : z.unknown().optional().transform(() => '0.00'),
    note: noteText(),
    // A Received Challan's job worker's challan (any other kind is refused one by the decider).
    ...jobWorkerChallanFields(),
  };
}

function billEndpoints<K extends BillKind>(kind: K) {
  const base = BILL_PATHS[kind];
  const response = billHasSaleRate(kind) ? saleBillShape : jobWorkBillShape;
  const fields = billFields(kind);
  return {
    add: defineEndpoint({
      path: pathUnder(base, '/add/v2'),
      access: 'companyWrite',
      request: z.object({ subPartyId: uuid('Sub party'), productId: uuid('Product'), ...fields }),
      response,
      command: true,
    }),
    update: defineEndpoint({
      path: pathUnder(base, '/update/v2'),
      access: 'companyWrite',
      request: z.object({
        filter: z.object({ id: uuid('Bill') }),
        update: z.object({
          note: fields.note.optional(),
          fullBillNo: fields.fullBillNo.optional(),
          quantity: fields.quantity.optional(),
          workRate: fields.workRate.optional(),
          saleRate: fields.saleRate.optional(),
          /** Extension of the spec's payload: a corrected date moves the bill to its month (docs/ledger-api.md). */
          issueDate: fields.issueDate.optional(),
          /** Missing: kept; null: cleared. */
          jobWorkerChallanNo: fields.jobWorkerChallanNo.optional(),
          jobWorkerChallanDate: fields.jobWorkerChallanDate.optional(),
        }),
      }),
      response,
      command: true,
    }),
    remove: defineEndpoint({
      path: pathUnder(base, '/delete/v1'),
      access: 'companyWrite',
      request: z.object({ id: uuid('Bill') }),
      response: commandAckSchema,
      command: true,
    }),
  };
}

/** Each kind's add, update and remove, keyed by kind. */
export const billEndpointsByKind = {
  INWARD_JOBWORK_BILL: billEndpoints('INWARD_JOBWORK_BILL'),
  OUTWARD_JOBWORK_BILL: billEndpoints('OUTWARD_JOBWORK_BILL'),
  SALE_BILL: billEndpoints('SALE_BILL'),
  PURCHASE_BILL: billEndpoints('PURCHASE_BILL'),
};

export const billsEndpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(billEndpointsByKind).flatMap(([kind, e]) => Object.entries(e).map(([name, endpoint]) => [`${kind}.${name}`, endpoint])),
);
