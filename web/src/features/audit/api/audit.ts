// The auditor's reads: a document's history, the company's Activity, the statement as of a past moment,
// and "Verify this company".
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityEvent, RequestOf } from '@ledger/contract';
import { historyEndpoints, statementEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export type { ActivityEvent };

export const auditKeys = {
  all: ['audit'] as const,
  history: (id: string) => [...auditKeys.all, 'history', id] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
  verify: (companyId: string | null) => [...auditKeys.all, 'verify', companyId ?? 'self'] as const,
  asOf: (partyMonthId: string, asOf: string) => [...auditKeys.all, 'asOf', partyMonthId, asOf] as const,
};

export function useDocumentHistory(id: string | null) {
  return useQuery({
    queryKey: auditKeys.history(id ?? ''),
    queryFn: id === null ? skipToken : () => callEndpoint(historyEndpoints.documentHistory, { id }),
  });
}

export function useActors() {
  return useQuery({ queryKey: auditKeys.actors(), queryFn: () => callEndpoint(historyEndpoints.actors, {}) });
}

/** The Activity screen's filters: the endpoint's request without its paging. */
export type ActivityFilter = Omit<RequestOf<typeof historyEndpoints.activity>, 'beforeSeq' | 'limit'>;

export function listActivity(filter: ActivityFilter, beforeSeq: number | null, limit = 50) {
  return callEndpoint(historyEndpoints.activity, { ...filter, ...(beforeSeq ? { beforeSeq } : {}), limit });
}

export function useStatementAsOf(partyMonthId: string, asOf: string | null) {
  return useQuery({
    queryKey: auditKeys.asOf(partyMonthId, asOf ?? ''),
    queryFn: asOf === null ? skipToken : () => callEndpoint(statementEndpoints.statementAsOf, { partyMonthId, asOf }),
    staleTime: Infinity,
  });
}

/**
 * The latest verification of the signed-in company, or (with `companyId`, for the admin) of that
 * company; polled every second while one runs.
 */
export function useVerifyStatus(companyId: string | null = null) {
  return useQuery({
    queryKey: auditKeys.verify(companyId),
    queryFn: () => (companyId
      ? callEndpoint(historyEndpoints.adminVerifyStatus, { companyId })
      : callEndpoint(historyEndpoints.verifyStatus, {})),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

export function useStartVerify(companyId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (companyId
      ? callEndpoint(historyEndpoints.adminVerifyStart, { companyId })
      : callEndpoint(historyEndpoints.verifyStart, {})),
    onSuccess: (status) => queryClient.setQueryData(auditKeys.verify(companyId), status),
  });
}
