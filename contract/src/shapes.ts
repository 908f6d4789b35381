// Response shapes that several endpoints share: the ledger's documents as the server sends them
// (docs/ledger-api.md "Shapes"). Strict: a field the server adds or drops without saying so here fails
// the integration tests. Decimals are fixed-scale strings (QTY 3, AMT 2, RATE 2, PCT 2).
import { z } from 'zod';
import { AMT, PCT, QTY, RATE } from './decimal.ts';
import { itemTypeSchema } from './enum-schemas.ts';

/** A decimal string with exactly `scale` decimals, as numeric::text or formatDecimal writes it. */
export const fixed = (scale: number) => z.string().regex(new RegExp(`^-?\\d+\\.\\d{${scale}}$`), `a decimal with ${scale} decimals`);
export const kg = fixed(QTY);
export const rupees = fixed(AMT);
export const rateText = fixed(RATE);
export const percentText = fixed(PCT);

export const idShape = z.string();
export const isoDateShape = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const instantShape = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
export const noteShape = z.string().nullable();

export const namedRef = z.strictObject({ id: idShape, name: z.string() });
export const subPartyRef = z.strictObject({ id: idShape, name: z.string(), isDefault: z.boolean() });

export const slipShape = z.strictObject({
  id: idShape,
  issueDate: isoDateShape,
  prefix: z.string(),
  slipNo: z.string(),
  grossQuantity: kg,
  bagQuantity: kg,
  rejectedQuantity: kg,
  netQuantity: kg,
  note: noteShape,
  createdAt: instantShape,
  modifiedAt: instantShape,
  itemType: itemTypeSchema,
  jobWorkItemId: idShape,
  /** The job worker's own challan a received slip records (null: none recorded; always null going out). */
  jobWorkerChallanNo: z.string().nullable(),
  jobWorkerChallanDate: isoDateShape.nullable(),
  /** The OUT slips a received slip names as returned, with their KG (issue 30); [] when none (FIFO matches it). */
  returns: z.array(z.strictObject({ slipId: idShape, quantity: kg })),
  /**
   * Where a received slip's goods went when they did not come to us (ITC-04 5B / 5C): null when they came to us;
   * JOB_WORKER with the party they were sent on to, SOLD with our sale invoice.
   */
  onward: z.enum(['JOB_WORKER', 'SOLD']).nullable(),
  onwardPartyId: idShape.nullable(),
  saleInvoiceNo: z.string().nullable(),
  saleInvoiceDate: isoDateShape.nullable(),
});
export type Slip = z.infer<typeof slipShape>;
/** A slip inside its job-work item: also its amount, net × the item's work rate (AMT, half away from zero). */
export const itemSlipShape = slipShape.extend({ amount: rupees });
export type ItemSlip = z.infer<typeof itemSlipShape>;

export const jobWorkItemShape = z.strictObject({
  id: idShape,
  itemType: itemTypeSchema,
  year: z.number().int(),
  month: z.number().int(),
  product: namedRef,
  workRate: rateText,
  lossPercentage: percentText,
  marketRate: rateText,
  isLossInclusive: z.boolean(),
  includeMarketRate: z.boolean(),
  quantity: kg,
  inclusiveLossQuantity: kg,
  exclusiveLossQuantity: kg,
  /** Burn loss KG, never negative: quantity − inclusive (inclusive loss) or exclusive − quantity. */
  lossQuantity: kg,
  /** The quantity that counts: inclusiveLossQuantity when isLossInclusive, else exclusiveLossQuantity. */
  effectiveQuantity: kg,
  /** The rate the amount is at: workRate, plus marketRate when includeMarketRate. */
  amountRate: rateText,
  amount: rupees,
  slips: z.array(itemSlipShape),
  subPartyMonth: z.strictObject({ subParty: subPartyRef }),
});
export type JobWorkItem = z.infer<typeof jobWorkItemShape>;

const billFields = {
  id: idShape,
  issueDate: isoDateShape,
  fullBillNo: z.string(),
  product: namedRef,
  quantity: kg,
  workRate: rateText,
  /** The rate its amount is at (labour, plus the sale or purchase rate on those bills), as the projector stores it. */
  amountRate: rateText,
  amount: rupees,
  note: noteShape,
  subParty: subPartyRef,
};
/** Delivery and Received Challans: a labour rate, no sale rate. */
export const jobWorkBillShape = z.strictObject({
  ...billFields,
  type: z.enum(['INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL']),
  /** A Received Challan's job worker's challan (null: none recorded; always null on a Delivery Challan). */
  jobWorkerChallanNo: z.string().nullable(),
  jobWorkerChallanDate: isoDateShape.nullable(),
});
export type JobWorkBill = z.infer<typeof jobWorkBillShape>;
/** Sale and Purchase Bills: a labour rate and a sale (purchase) rate. */
export const saleBillShape = z.strictObject({
  ...billFields,
  type: z.enum(['SALE_BILL', 'PURCHASE_BILL']),
  saleRate: rateText,
});
export type SaleBill = z.infer<typeof saleBillShape>;
export const billShape = z.union([jobWorkBillShape, saleBillShape]);
export type Bill = z.infer<typeof billShape>;

export const cashShape = z.strictObject({
  id: idShape,
  type: z.enum(['INWARD_CASH', 'OUTWARD_CASH']),
  issueDate: isoDateShape,
  amount: rupees,
  note: noteShape,
  party: namedRef,
});
export type Cash = z.infer<typeof cashShape>;

/** What a note says it adjusts, as recorded when the note was written, and whether that document is deleted since. */
export const adjustsShape = z.strictObject({
  /** The document's stream: a slip or a bill of the note's party. */
  type: z.enum(['slip', 'bill']),
  id: idShape,
  /** Its kind, number and date as they read when the note was written. */
  kind: z.string(),
  number: z.string(),
  issueDate: isoDateShape,
  deleted: z.boolean(),
});
export type Adjusts = z.infer<typeof adjustsShape>;

/** A note (ledger rules, "Debit and credit notes"): a party-level amount with a number, a reason and an optional link. */
export const partyNoteShape = z.strictObject({
  id: idShape,
  type: z.string(),
  fullNoteNo: z.string(),
  issueDate: isoDateShape,
  amount: rupees,
  reason: z.string(),
  note: noteShape,
  adjusts: adjustsShape.nullable(),
  party: namedRef,
});
export type PartyNote = z.infer<typeof partyNoteShape>;

const flow = z.strictObject({ quantity: kg, amount: rupees });
export const partyMonthShape = z.strictObject({
  id: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  stats: z.strictObject({
    openingReceivableQuantity: kg,
    openingReceivableAmount: rupees,
    closingReceivableQuantity: kg,
    closingReceivableAmount: rupees,
    in: flow,
    out: flow,
  }),
});
export type PartyMonth = z.infer<typeof partyMonthShape>;

const totals = z.strictObject({ totalQuantity: kg, totalAmount: rupees });
export const subPartyMonthShape = z.strictObject({
  id: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  note: noteShape,
  stats: z.strictObject({ in: totals, out: totals }),
  /** The month's Out − In totals: the statement's summary when one sub-party is shown. */
  outMinusIn: totals,
});
export type SubPartyMonth = z.infer<typeof subPartyMonthShape>;

export const companyStatsShape = z.strictObject({
  openingStockQuantity: kg,
  closingStockQuantity: kg,
  closingPayableQuantity: kg,
  closingReceivableQuantity: kg,
  closingPayableAmount: rupees,
  closingReceivableAmount: rupees,
  inSlipAmount: rupees,
  outSlipAmount: rupees,
});
export type CompanyStats = z.infer<typeof companyStatsShape>;

export const companyMonthShape = z.strictObject({
  id: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  stats: companyStatsShape,
});
export type CompanyMonth = z.infer<typeof companyMonthShape>;
