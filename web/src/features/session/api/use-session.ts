// Session helpers: store a fresh token with its user and company, or forget everything.
import { useQueryClient } from '@tanstack/react-query';
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

export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, ...self }: Session) => {
      // Anything cached belongs to the previous session.
      queryClient.clear();
      setToken('user', token);
      queryClient.setQueryData<Self>(sessionKeys.self(), self);
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
