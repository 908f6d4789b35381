// /itemSlip/returnable/list/v1: the OUT slips an IN slip of a sub-party's party and product may name as returned,
// with the KG each still has open (an edited IN slip's own names do not count against it: exceptSlipId).
import { useQuery } from '@tanstack/react-query';
import type { RequestOf, ReturnableSlip } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../documents';

export type ReturnableInput = RequestOf<typeof slipsEndpoints.returnable>;

const getReturnableSlips = (input: ReturnableInput): Promise<ReturnableSlip[]> => callEndpoint(slipsEndpoints.returnable, input);

export function useReturnableSlips(input: ReturnableInput | null) {
  return useQuery({
    queryKey: ledgerKeys.returnable(input),
    queryFn: () => getReturnableSlips(input as ReturnableInput),
    enabled: input !== null && /^\d{4}-\d{2}-\d{2}$/.test(input.issueDate),
    staleTime: 0,
  });
}
