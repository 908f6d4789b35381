// /report/ageing/v1: open quantities with each party by FIFO in day buckets, and the Section 143 list.
import { useQuery } from '@tanstack/react-query';
import { gstEndpoints } from '@ledger/contract';
import { callEndpoint } from '../../../lib/api-client';

export function useAgeing(asOf: string | null) {
  return useQuery({
    queryKey: ['gst', 'ageing', asOf ?? 'today'],
    queryFn: () => callEndpoint(gstEndpoints.ageing, asOf ? { asOf } : {}),
  });
}
