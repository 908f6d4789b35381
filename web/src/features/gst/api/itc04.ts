// /report/itc04/v1: what ITC-04 of a period holds, and the Rule 55 serials it does not, with the reason.
import { useQuery } from '@tanstack/react-query';
import type { ITC04_PERIODS } from '@ledger/contract';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export function useItc04Summary(fy: number, period: (typeof ITC04_PERIODS)[number]) {
  return useQuery({
    queryKey: ['gst', 'itc04', fy, period],
    queryFn: () => callEndpoint(gstEndpoints.itc04, { fy, period }),
  });
}
