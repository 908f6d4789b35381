// GST paperwork reports (docs/gst.md): ageing of open quantities with each party by FIFO, the goods
// near or past Section 143's one-year limit, and the ITC-04 return's rows.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { isoDate, uuid } from '../fields.ts';
import { idShape, isoDateShape, kg, namedRef, rupees } from '../shapes.ts';
import { says } from '../i18n/messages.ts';

import { AGEING_DIRECTIONS, ITC04_MISSING_KINDS, ITC04_PERIODS, ITC04_TABLES, TALLY_PERIODS } from '../gst-sets.ts';
import { ewayRequest } from '../eway.ts';

export const ageingRowShape = z.strictObject({
  party: namedRef,
  /** null: the party's opening quantity, one lot of no product dated the party's creation date. */
  product: namedRef.nullable(),
  /** WITH_PARTY: our goods with the party (sent on OUT slips); WITH_US: the party's goods with us. */
  direction: z.enum(AGEING_DIRECTIONS),
  buckets: z.strictObject({ '0-90': kg, '91-180': kg, '181-365': kg, 'over-365': kg }),
  total: kg,
  oldest: isoDateShape,
});

/** The owner's choice on a lot's deemed-supply draft, and the day (IST) it was made. */
export const deemedSupplyChoiceShape = z.strictObject({ status: z.enum(['ACCEPTED', 'DISMISSED']), on: isoDateShape });

/** An open lot of our goods with a party past Section 143's limit (one year; capital goods three), or within 30 days of it. */
export const section143Shape = z.strictObject({
  party: namedRef,
  /** null: the party's opening quantity (then number, challanNo and slipId are null too, and no draft is offered). */
  product: namedRef.nullable(),
  /** The OUT slip the lot left on: what the draft tax invoice and the accept or dismiss name. */
  slipId: z.string().nullable(),
  /** The product is capital goods: three years instead of one. */
  capitalGoods: z.boolean(),
  /** The OUT slip that sent it, and its delivery challan serial. */
  number: z.string().nullable(),
  challanNo: z.string().nullable(),
  sentOn: isoDateShape,
  quantity: kg,
  days: z.number().int(),
  /** The last day it may come back: sent + one year (capital goods: three); the day after, it counts as supplied. */
  limit: isoDateShape,
  status: z.enum(['OVERDUE', 'DUE_SOON']),
  /** The draft's taxable value: round2(quantity × the product's value rate); null without a value rate. */
  value: rupees.nullable(),
  /** The day the law deems the supply made (Section 143(3) and (4)): the day the goods were sent out. */
  deemedOn: isoDateShape,
  /** Accepted or dismissed by the owner; null while undecided. */
  decision: deemedSupplyChoiceShape.nullable(),
});

const lotsTotal = z.strictObject({ lots: z.number().int(), quantity: kg });

export const ageingShape = z.strictObject({
  asOf: isoDateShape,
  rows: z.array(ageingRowShape),
  section143: z.array(section143Shape),
  /** The Section 143 lots not yet accepted or dismissed, counted and summed: past their limit, and within 30 days of it. */
  section143Totals: z.strictObject({ overdue: lotsTotal, dueSoon: lotsTotal }),
});
export type Ageing = z.infer<typeof ageingShape>;

const ageing = defineEndpoint({
  path: '/report/ageing/v1',
  access: 'companyRead',
  request: z.object({ asOf: isoDate('As of').optional(), partyId: uuid('Party').optional() }),
  response: ageingShape,
  command: false,
});

const itc04Period = {
  fy: z.number({ error: says('required', { label: 'Financial year' }) }).int({ error: says('financialYear') }).min(2000, { error: says('financialYear') }).max(2200, { error: says('financialYear') }),
  period: z.enum(ITC04_PERIODS, { error: says('period') }),
};

/**
 * What the ITC-04 JSON needs and the ledger lacks: our GSTIN, a job worker's state (its GSTIN names it), a
 * product's HSN or value rate (Table 4's taxable value), a challan number the tool takes (GST_DOCUMENT_NO_MAX
 * characters at most). id and name name the party or product (null for ours); for a long number, its party and the number.
 */
export const itc04JsonMissingShape = z.strictObject({
  kind: z.enum(ITC04_MISSING_KINDS),
  id: z.string().nullable(),
  name: z.string().nullable(),
});
export type Itc04JsonMissing = z.infer<typeof itc04JsonMissingShape>;


/**
 * What ITC-04 of a period holds, and the Rule 55 serials it does not: a document of the period that is
 * now an IN slip (it kept the serial it had as an OUT slip), and the numbers of the financial year's
 * series that no document holds (deleted documents' serials are never given again).
 */
export const itc04SummaryShape = z.strictObject({
  from: isoDateShape,
  to: isoDateShape,
  /** Rows of Table 4 (OUT slips and Delivery Challans dated in the period) and of Tables 5A, 5B and 5C. */
  table4: z.number().int(),
  table5a: z.number().int(),
  table5b: z.number().int(),
  table5c: z.number().int(),
  missing: z.array(z.strictObject({
    challanNo: z.string(),
    reason: z.enum(['NOW_IN_SLIP', 'DELETED']),
    /** The IN slip that holds it (SL-4) and its date; null for a deleted document's. */
    number: z.string().nullable(),
    date: isoDateShape.nullable(),
  })),
  /** Table 4 rows without a serial yet (recorded before serials existed: Admin → Refresh stats gives them one). */
  withoutSerial: z.number().int(),
  /** What the JSON for the GST offline tool lacks; the JSON export is refused (422) until it is empty. */
  jsonMissing: z.array(itc04JsonMissingShape),
});
export type Itc04Summary = z.infer<typeof itc04SummaryShape>;

const itc04 = defineEndpoint({
  path: '/report/itc04/v1',
  access: 'companyRead',
  request: z.object(itc04Period),
  response: itc04SummaryShape,
  command: false,
});

/**
 * ITC-04 for a quarter (Q1 April–June … Q4 January–March) or half-year (H1 April–September, H2
 * October–March) of the financial year starting in April of `fy`: Table 4 (goods sent for job work) and
 * Tables 5A, 5B and 5C (received back, sent on to another job worker, sold from the job worker's premises; matched
 * FIFO or by name to the original challans). Excel has the four tables as sheets;
 * CSV one table at a time; JSON is the GST offline tool's file (ITC-04-Gov-<GSTIN>-<fp>.json), refused
 * (422, itc04JsonMissing) while the summary's jsonMissing is not empty.
 */
const itc04Export = defineEndpoint({
  path: '/report/itc04/export/v1',
  access: 'companyRead',
  request: z.object({
    ...itc04Period,
    format: z.enum(['xlsx', 'csv', 'json'], { error: says('formatOf', { list: 'xlsx, csv or json' }) }),
    table: z.enum(ITC04_TABLES, { error: says('table') }).prefault('4'),
  }),
  response: z.never(),
  command: false,
  file: true,
});

/**
 * The Tally file for the CA (docs/tally.md): a month or a quarter of the financial year starting in April of
 * `fy` as one XML file TallyPrime imports: the parties as ledgers, one voucher per document that moves money.
 */
const tallyExport = defineEndpoint({
  path: '/report/tally/export/v1',
  access: 'companyRead',
  request: z.object({ fy: itc04Period.fy, period: z.enum(TALLY_PERIODS, { error: says('period') }) }),
  response: z.never(),
  command: false,
  file: true,
});

/** A document an e-way bill may be made for: goods sent (O, Job Work) or returned (I, Job Work Returns), as it declares them. */
export const ewayDocumentShape = z.strictObject({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  /** As the bill's docNo: the Rule 55 serial, else the slip's number. */
  document: z.string(),
  /** The slip's number (SL-3) or the Delivery Challan's own. */
  number: z.string(),
  date: isoDateShape,
  party: namedRef,
  product: namedRef,
  quantity: kg,
  value: rupees.nullable(),
});
export type EwayDocument = z.infer<typeof ewayDocumentShape>;

/** The documents of the last 180 days (the portal takes no older), newest first; one party's, or all. */
const ewayDocuments = defineEndpoint({
  path: '/report/ewayBill/documents/v1',
  access: 'companyRead',
  request: z.object({ partyId: uuid('Party').optional() }),
  response: z.array(ewayDocumentShape),
  command: false,
});

/**
 * The e-way bill portal's bulk-generation JSON (docs/gst.md "E-way bill JSON") for OUT slips and Delivery
 * Challans sent to job workers and IN slips of goods they return, one bill each, with the transport typed
 * at export. Refused (422) with what is missing or wrong, per document, when the portal would refuse it.
 */
const ewayBill = defineEndpoint({
  path: '/report/ewayBill/export/v1',
  access: 'companyRead',
  request: ewayRequest,
  response: z.never(),
  command: false,
  file: true,
});

/**
 * The draft tax invoice of a lot past its Section 143 limit (docs/gst.md "Deemed supply"): the unreturned
 * quantity at the challan's value, dated the day the goods were sent out, both GSTINs, HSN and the challan it
 * comes from; the tax rate is left for the CA (products carry none). Refused (422) for a lot not past its limit.
 */
const deemedSupplyDraft = defineEndpoint({
  path: '/report/section143/draft/v1',
  access: 'companyRead',
  request: z.object({ slipId: uuid('Slip') }),
  response: z.never(),
  command: false,
  file: true,
});

/** The owner accepts or dismisses a lot's draft, or undoes that: an event on the slip, no balance changes. */
const deemedSupplyDecide = defineEndpoint({
  path: '/report/section143/decide/v1',
  access: 'companyWrite',
  request: z.object({
    slipId: uuid('Slip'),
    decision: z.enum(['accept', 'dismiss', 'undo'], { error: says('oneOf', { label: 'Decision', list: 'accept, dismiss or undo' }) }),
  }),
  response: z.strictObject({ slipId: idShape, decision: deemedSupplyChoiceShape.nullable() }),
  command: true,
});

export const gstEndpoints = { ageing, itc04, itc04Export, tallyExport, ewayDocuments, ewayBill, deemedSupplyDraft, deemedSupplyDecide } satisfies Record<string, Endpoint>;
