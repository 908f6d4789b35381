// /company/stats/refresh/v1 (admin): rebuild one company's stats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebuildStatus } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './keys';

function refreshStats(companyId: string): Promise<RebuildStatus> {
  return callEndpoint(companiesEndpoints.refreshStats, { companyId });
}

export function useRefreshStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshStats,
    // The answer is the rebuild's first status: polling (get-refresh-status.ts) takes over from it.
    onSuccess: (status, companyId) => queryClient.setQueryData(adminKeys.refreshStatus(companyId), status),
  });
}
