// Response shapes of the ledger calls (docs/ledger-api.md "Shapes"); decimals stay fixed-scale strings.
import { z } from 'zod';
import { decimalSchema } from '../../../lib/api-client';
import { companyStatsSchema } from '../../../lib/entities';
import { billKindSchema } from '@ledger/contract';

export const itemTypeSchema = z.enum(['IN', 'OUT']);
export type ItemType = z.infer<typeof itemTypeSchema>;

const note = z.string().nullable().optional();
const subPartyRef = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });

export const slipSchema = z.object({
  id: z.string(),
  issueDate: z.string(),
  prefix: z.string().nullable().optional().transform((value) => value ?? ''),
  slipNo: z.union([z.string(), z.number()]).transform(String),
  grossQuantity: decimalSchema,
  bagQuantity: decimalSchema,
  rejectedQuantity: decimalSchema,
  netQuantity: decimalSchema,
  note,
  createdAt: z.string().optional(),
  modifiedAt: z.string().nullable().optional(),
  itemType: itemTypeSchema,
  jobWorkItemId: z.string(),
});
export type Slip = z.infer<typeof slipSchema>;

export const jobWorkItemSchema = z.object({
  id: z.string(),
  itemType: itemTypeSchema,
  year: z.number().optional(),
  month: z.number().optional(),
  product: z.object({ id: z.string(), name: z.string() }),
  workRate: decimalSchema,
  lossPercentage: decimalSchema,
  marketRate: decimalSchema,
  isLossInclusive: z.boolean(),
  includeMarketRate: z.boolean(),
  quantity: decimalSchema,
  inclusiveLossQuantity: decimalSchema,
  exclusiveLossQuantity: decimalSchema,
  amount: decimalSchema,
  slips: z.array(slipSchema),
  subPartyMonth: z.object({ subParty: subPartyRef }).optional(),
});
export type JobWorkItem = z.infer<typeof jobWorkItemSchema>;

export const jobWorkBillSchema = z.object({
  id: z.string(),
  type: billKindSchema.extract(['INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL']),
  issueDate: z.string(),
  fullBillNo: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  quantity: decimalSchema,
  workRate: decimalSchema,
  amount: decimalSchema,
  note,
  subParty: subPartyRef.optional(),
});
export type JobWorkBill = z.infer<typeof jobWorkBillSchema>;

export const billSchema = z.object({
  id: z.string(),
  type: billKindSchema.extract(['SALE_BILL', 'PURCHASE_BILL']),
  issueDate: z.string(),
  fullBillNo: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  quantity: decimalSchema,
  workRate: decimalSchema,
  saleRate: decimalSchema,
  amount: decimalSchema,
  note,
  subParty: subPartyRef.optional(),
});
export type Bill = z.infer<typeof billSchema>;

export const cashReceiptSchema = z.object({
  id: z.string(),
  type: z.enum(['INWARD_CASH', 'OUTWARD_CASH']),
  issueDate: z.string(),
  amount: decimalSchema,
  note,
  party: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

const flow = z.object({ quantity: decimalSchema, amount: decimalSchema });
export const partyMonthSchema = z.object({
  id: z.string(),
  month: z.number(),
  year: z.number(),
  stats: z.object({
    openingReceivableQuantity: decimalSchema,
    openingReceivableAmount: decimalSchema,
    closingReceivableQuantity: decimalSchema,
    closingReceivableAmount: decimalSchema,
    in: flow.optional(),
    out: flow.optional(),
  }),
});
export type PartyMonth = z.infer<typeof partyMonthSchema>;

const totals = z.object({ totalQuantity: decimalSchema, totalAmount: decimalSchema });
export const subPartyMonthSchema = z.object({
  id: z.string(),
  month: z.number().optional(),
  year: z.number().optional(),
  note,
  stats: z.object({ in: totals, out: totals }),
});
export type SubPartyMonth = z.infer<typeof subPartyMonthSchema>;

export const statementSchema = z.object({
  party: z.object({
    id: z.string(),
    name: z.string(),
    details: z.object({ note }).partial().optional(),
  }),
  partyMonth: partyMonthSchema,
  subPartyMonthStatementList: z.array(
    z.object({
      subParty: subPartyRef.extend({ isArchived: z.boolean().optional() }),
      subPartyMonth: subPartyMonthSchema,
      inJobWorkItemList: z.array(jobWorkItemSchema),
      outJobWorkItemList: z.array(jobWorkItemSchema),
      inJobWorkBillList: z.array(jobWorkBillSchema),
      outJobWorkBillList: z.array(jobWorkBillSchema),
      saleBillList: z.array(billSchema),
      purchaseBillList: z.array(billSchema),
    }),
  ),
  inCashList: z.array(cashReceiptSchema),
  outCashList: z.array(cashReceiptSchema),
});
export type Statement = z.infer<typeof statementSchema>;
export type SubPartyStatement = Statement['subPartyMonthStatementList'][number];

export const companyMonthSchema = z.object({
  id: z.string(),
  month: z.number(),
  year: z.number(),
  stats: companyStatsSchema,
});
export type CompanyMonth = z.infer<typeof companyMonthSchema>;
