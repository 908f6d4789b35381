// /report/ageing/v1: open quantities with each party by FIFO in day buckets, and the Section 143 list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

/** As of a day, or today (null); the route loader starts today's (app/route-loaders.ts). */
export const ageingQueryOptions = (asOf: string | null) =>
  queryOptions({
    queryKey: ['gst', 'ageing', asOf ?? 'today'],
    queryFn: () => callEndpoint(gstEndpoints.ageing, asOf ? { asOf } : {}),
  });

export function useAgeing(asOf: string | null) {
  return useQuery(ageingQueryOptions(asOf));
}
