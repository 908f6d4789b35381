// Slip and job-work item calls: next slip number, rate pre-fill, add/update/delete/transfer, item rates.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiWrite, decimalSchema, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { useInvalidateLedger } from './invalidate';
import { ledgerKeys } from './keys';
import type { ItemType } from './schemas';

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

/** `idempotencyKey` stays the same across retries of one logical add (bulk rows, Save pressed again). */
export function addSlip(input: AddSlipInput, idempotencyKey?: string): Promise<WriteResult> {
  return apiWrite('/jobWorkItem/slip/add/v2', input, { idempotent: true, idempotencyKey });
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

export const deleteSlip = (slip: SlipRef) => apiWrite('/jobWorkItem/slip/delete/v2', slip);
export const deleteItem = (id: string) => apiWrite('/jobWorkItem/delete/v1', { id });

function useLedgerMutation<I>(mutationFn: (input: I) => Promise<WriteResult>, onSaved?: () => void) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      onSaved?.();
      return invalidate();
    },
  });
}

export function useAddSlip() {
  const keys = useRetryKeys();
  return useLedgerMutation((input: AddSlipInput) => addSlip(input, keys.keyFor(input)), keys.saved);
}
export const useUpdateSlip = () =>
  useLedgerMutation((input: UpdateSlipInput) => apiWrite('/jobWorkItem/slip/update/v2', input));
export const useDeleteSlip = () => useLedgerMutation(deleteSlip);
export const useTransferSlip = () =>
  useLedgerMutation((input: TransferSlipInput) => apiWrite('/jobWorkItem/slip/transfer/v1', input));
export const useUpdateItem = () =>
  useLedgerMutation((input: UpdateItemInput) => apiWrite('/jobWorkItem/update/v2', input));
export const useDeleteItem = () => useLedgerMutation(deleteItem);
