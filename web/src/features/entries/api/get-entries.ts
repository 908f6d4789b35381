// /unified/month/entries/get/v1: one month's documents, only the lists of the selected types.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, decimalSchema } from '../../../lib/api-client';
import { ledgerKeys } from '../../entry-drawers/api/keys';
import type { BillKind } from '@ledger/contract';

const note = z.string().nullable().optional();
const subParty = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  party: z.object({ id: z.string(), name: z.string() }),
});
const slipRow = z.object({
  id: z.string(),
  issueDate: z.string(),
  prefix: z.string().nullable().optional().transform((value) => value ?? ''),
  slipNo: z.union([z.string(), z.number()]).transform(String),
  note,
  grossQuantity: decimalSchema,
  bagQuantity: decimalSchema,
  rejectedQuantity: decimalSchema,
  netQuantity: decimalSchema,
  jobWorkItem: z.object({
    id: z.string().optional(),
    product: z.object({ name: z.string() }),
    workRate: decimalSchema,
    lossPercentage: decimalSchema,
    subParty,
  }),
});
const billRow = z.object({
  id: z.string(),
  issueDate: z.string(),
  fullBillNo: z.string(),
  note,
  quantity: decimalSchema,
  saleRate: decimalSchema.optional(),
  workRate: decimalSchema,
  product: z.object({ name: z.string() }),
  subParty,
});
const cashRow = z.object({
  id: z.string(),
  issueDate: z.string(),
  note,
  amount: decimalSchema,
  party: z.object({ id: z.string(), name: z.string() }),
});

export const entriesSchema = z.object({
  inJobWorkItemSlipList: z.array(slipRow).default([]),
  outJobWorkItemSlipList: z.array(slipRow).default([]),
  saleBillList: z.array(billRow).default([]),
  purchaseBillList: z.array(billRow).default([]),
  inJobWorkBillList: z.array(billRow).default([]),
  outJobWorkBillList: z.array(billRow).default([]),
  inCashReceiptList: z.array(cashRow).default([]),
  outCashReceiptList: z.array(cashRow).default([]),
});
export type Entries = z.infer<typeof entriesSchema>;
export type EntrySlipRow = z.infer<typeof slipRow>;
export type EntryBillRow = z.infer<typeof billRow>;
export type EntryCashRow = z.infer<typeof cashRow>;

export type EntryType = 'INWARD' | 'OUTWARD' | BillKind | 'INWARD_CASH' | 'OUTWARD_CASH';

/** Chip label, badge label and colour, and the include flag of each type (spec section 2 and 3). */
export const ENTRY_TYPES: Array<{ type: EntryType; chip: string; badge: string; color: string; include: string }> = [
  { type: 'INWARD', chip: 'IN', badge: 'IN', color: 'green', include: 'inJobWorkItemSlips' },
  { type: 'OUTWARD', chip: 'OUT', badge: 'OUT', color: 'red', include: 'outJobWorkItemSlips' },
  { type: 'SALE_BILL', chip: 'Sale Bill', badge: 'Sale Bill', color: 'green', include: 'saleBills' },
  { type: 'PURCHASE_BILL', chip: 'Purchase Bill', badge: 'Purchase Bill', color: 'red', include: 'purchaseBills' },
  { type: 'INWARD_JOBWORK_BILL', chip: 'Delivery Challan', badge: 'Delivery Challan', color: 'blue', include: 'inJobWorkBills' },
  { type: 'OUTWARD_JOBWORK_BILL', chip: 'Received Challan', badge: 'Received Challan', color: 'blue', include: 'outJobWorkBills' },
  { type: 'INWARD_CASH', chip: 'In Cash', badge: 'Cash Received', color: 'green', include: 'inCashReceipts' },
  { type: 'OUTWARD_CASH', chip: 'Out Cash', badge: 'Cash Paid', color: 'red', include: 'outCashReceipts' },
];

export interface EntriesFilter {
  year: number;
  month: number;
  partyId: string | null;
  subPartyId: string | null;
  types: EntryType[];
}

export function getEntries(filter: EntriesFilter): Promise<Entries> {
  const include = Object.fromEntries(
    ENTRY_TYPES.filter((entry) => filter.types.includes(entry.type)).map((entry) => [entry.include, true]),
  );
  return apiPost(
    '/unified/month/entries/get/v1',
    {
      filter: {
        year: filter.year,
        month: filter.month,
        ...(filter.partyId ? { partyId: filter.partyId } : {}),
        ...(filter.subPartyId ? { subPartyId: filter.subPartyId } : {}),
      },
      include,
    },
    entriesSchema,
  );
}

export function useEntries(filter: EntriesFilter | null) {
  return useQuery({
    queryKey: ledgerKeys.entries(filter),
    queryFn: () => getEntries(filter as EntriesFilter),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
