// Session helpers: store a fresh token with its user and company, or forget everything.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Company, Session } from '@ledger/contract';
import { clearToken, setToken } from '../../../lib/session';
import { sessionKeys, type Self } from './get-self';

/** Where a freshly signed-in user belongs. */
export function homeFor(company: Company | null): string {
  if (!company) return '/company';
  if (company.isExpired) return '/company/expired';
  return '/';
}

/**
 * The session now looks at another company (or as another user): everything cached belongs to the previous
 * one and goes, except the session query itself, which takes the new answer. It is kept rather than cleared:
 * the route guards stay mounted across screens and read it, and an observer of a cleared query never hears
 * of the one that replaces it (the guard then kept the old company while the shell showed none).
 */
export function replaceSession(queryClient: QueryClient, self: Self): void {
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(sessionKeys.self()) });
  queryClient.setQueryData<Self>(sessionKeys.self(), self);
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, ...self }: Session) => {
      setToken('user', token);
      replaceSession(queryClient, self);
      // Reads kept for offline by another user of this browser go (lib/read-cache.ts, loaded only now).
      void import('../../../lib/read-cache').then(({ forgetOtherUsersReads }) => forgetOtherUsersReads(self.user.id));
    },
    [queryClient],
  );
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken('user');
    queryClient.clear();
  }, [queryClient]);
}
