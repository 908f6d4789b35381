// /jobWorkItem/rates/get/v1: the rates a new slip is pre-filled with (this month's item, else the latest earlier one).
import { useQuery } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../documents';

export type RatesInput = RequestOf<typeof slipsEndpoints.rates>;
export type Rates = ResponseOf<typeof slipsEndpoints.rates>;

const getSlipRates = (input: RatesInput): Promise<Rates> => callEndpoint(slipsEndpoints.rates, input);

export function useSlipRates(input: RatesInput | null) {
  return useQuery({
    queryKey: ledgerKeys.rates(input),
    queryFn: () => getSlipRates(input as RatesInput),
    enabled: input !== null && /^\d{4}-\d{2}-\d{2}$/.test(input.issueDate),
    staleTime: 0,
  });
}
