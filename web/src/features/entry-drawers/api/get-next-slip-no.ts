// /itemSlip/nextNo/get/v1: the next free slip number of a prefix in the date's financial year.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREFIX_MAX } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../documents';

const getNextSlipNo = (issueDate: string, prefix: string): Promise<number> =>
  callEndpoint(slipsEndpoints.nextNo, { issueDate, prefix }).then((data) => data.nextSlipNo);

export function useNextSlipNo(issueDate: string, prefix: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ledgerKeys.nextSlipNo(issueDate, prefix),
      queryFn: () => getNextSlipNo(issueDate, prefix),
      enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(issueDate) && prefix.length <= PREFIX_MAX,
      staleTime: 0,
    }),
  );
}
