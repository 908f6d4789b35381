// /company/stats/refresh/status/v1 (admin): how far one company's rebuild has got; polled while it runs.
import { useQuery } from '@tanstack/react-query';
import type { RebuildStatus } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './keys';

const REFRESH_POLL_MS = 1000;

export const isRunning = (status: RebuildStatus | null | undefined) => status?.status === 'queued' || status?.status === 'running';

function getRefreshStatus(companyId: string): Promise<RebuildStatus> {
  return callEndpoint(companiesEndpoints.refreshStatus, { companyId });
}

/** Polls while the rebuild is queued or running; stops at done or failed. */
export function useRefreshStatus(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.refreshStatus(companyId),
    queryFn: () => getRefreshStatus(companyId),
    enabled,
    refetchInterval: (query) => (isRunning(query.state.data) ? REFRESH_POLL_MS : false),
  });
}
