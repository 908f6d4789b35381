// The companies a signed-in user may open (their own and those shared with them read-only), and
// switching the session to one of them (/user/company/list/v1, /user/company/select/v1).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenCompany } from '@ledger/contract';
import { accessEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { announceSessionChange } from '../../../lib/session';
import { sessionKeys, type Self, replaceSession } from '../../session';

export type { OpenCompany };

const openCompaniesKey = [...sessionKeys.all, 'open-companies'] as const;

/** Also started by the signed-in shell's route loaders (app/route-loaders.ts), with the session. */
export const openCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: openCompaniesKey,
    queryFn: () => callEndpoint(accessEndpoints.listOpenCompanies, {}),
    staleTime: 30_000,
  });

export function useOpenCompanies() {
  return useQuery(openCompaniesQueryOptions());
}

export function useSelectCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => callEndpoint(accessEndpoints.selectCompany, { companyId }),
    onSuccess: (self: Self) => {
      // Everything cached belongs to the company the session looked at before; the browser's other tabs
      // share this session (its token) and follow it (app/SessionFollow.tsx).
      replaceSession(queryClient, self);
      announceSessionChange();
    },
  });
}
