// Slip and job-work item calls: next slip number, rate pre-fill, add/update/delete/transfer, item rates.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, decimalSchema } from '../../../lib/api-client';
import { useInvalidateLedger } from './invalidate';
import { ledgerKeys } from './keys';
import { jobWorkItemSchema, slipSchema, type ItemType, type Slip } from './schemas';

export function getNextSlipNo(issueDate: string, prefix: string): Promise<number> {
  return apiPost('/itemSlip/nextNo/get/v1', { issueDate, prefix }, z.object({ nextSlipNo: z.coerce.number() })).then(
    (data) => data.nextSlipNo,
  );
}

export function useNextSlipNo(issueDate: string, prefix: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ledgerKeys.nextSlipNo(issueDate, prefix),
      queryFn: () => getNextSlipNo(issueDate, prefix),
      enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(issueDate) && prefix.length <= 10,
      staleTime: 0,
    }),
  );
}

export const ratesSchema = z.object({
  workRate: decimalSchema,
  lossPercentage: decimalSchema,
  marketRate: decimalSchema,
  isLossInclusive: z.boolean(),
  includeMarketRate: z.boolean(),
  source: z.string().optional(),
});
export type Rates = z.infer<typeof ratesSchema>;

export interface RatesInput {
  subPartyId: string;
  productId: string;
  itemType: ItemType;
  issueDate: string;
}

export function useSlipRates(input: RatesInput | null) {
  return useQuery({
    queryKey: ledgerKeys.rates(input),
    queryFn: () => apiPost('/jobWorkItem/rates/get/v1', input, ratesSchema),
    enabled: input !== null && /^\d{4}-\d{2}-\d{2}$/.test(input.issueDate),
    staleTime: 0,
  });
}

export interface AddSlipInput {
  itemType: ItemType;
  subPartyId: string;
  productId: string;
  issueDate: string;
  prefix?: string;
  slipNo: string;
  grossQuantity: string;
  bagQuantity?: string;
  rejectedQuantity?: string;
  workRate?: string;
  marketRate?: string;
  lossPercentage?: string;
  isLossInclusive?: boolean;
  includeMarketRate?: boolean;
  note?: string;
}

/** `idempotencyKey` stays the same across retries of one logical add (bulk rows). */
export function addSlip(input: AddSlipInput, idempotencyKey?: string): Promise<Slip> {
  return apiPost('/jobWorkItem/slip/add/v2', input, slipSchema, { idempotent: true, idempotencyKey });
}

export interface SlipRef {
  id: string;
  jobWorkItemId: string;
  itemType: ItemType;
}

export interface UpdateSlipInput {
  filter: SlipRef;
  update: {
    issueDate?: string;
    prefix?: string;
    slipNo?: string;
    grossQuantity?: string;
    bagQuantity?: string;
    rejectedQuantity?: string;
    note?: string;
  };
}

export interface TransferSlipInput {
  filter: SlipRef;
  update: { itemType: ItemType; issueDate: string };
}

export interface UpdateItemInput {
  filter: { id: string; itemType: ItemType };
  update: { workRate: string; lossPercentage: string; isLossInclusive: boolean; marketRate: string; includeMarketRate: boolean };
}

function useLedgerMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const invalidate = useInvalidateLedger();
  return useMutation({ mutationFn, onSuccess: () => invalidate() });
}

export const useAddSlip = () => useLedgerMutation((input: AddSlipInput) => addSlip(input));
export const useUpdateSlip = () =>
  useLedgerMutation((input: UpdateSlipInput) => apiPost('/jobWorkItem/slip/update/v2', input, slipSchema));
export const useDeleteSlip = () =>
  useLedgerMutation((input: SlipRef) => apiPost('/jobWorkItem/slip/delete/v2', input, z.unknown()));
export const useTransferSlip = () =>
  useLedgerMutation((input: TransferSlipInput) => apiPost('/jobWorkItem/slip/transfer/v1', input, slipSchema));
export const useUpdateItem = () =>
  useLedgerMutation((input: UpdateItemInput) => apiPost('/jobWorkItem/update/v2', input, jobWorkItemSchema));
export const useDeleteItem = () =>
  useLedgerMutation((id: string) => apiPost('/jobWorkItem/delete/v1', { id }, z.unknown()));
