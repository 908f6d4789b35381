// The company's accountants (read-only access) and gate clerks (docs/gate.md "The gate clerk"): list with the grant
// log, add by mobile number, revoke. Both are grants of the same kind, by their own endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newMobileNo } from '@ledger/contract';
import { accessEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

/** Whom a grant is for: an accountant (reads everything) or a gate clerk (writes slips, sees no rupee). */
export type GrantKind = 'accountant' | 'clerk';

const grantKeys = (kind: GrantKind) => [kind === 'accountant' ? 'accountants' : 'clerks'] as const;

const ENDPOINTS = {
  accountant: { list: accessEndpoints.listAccountants, add: accessEndpoints.addAccountant, revoke: accessEndpoints.revokeAccountant },
  clerk: { list: accessEndpoints.listClerks, add: accessEndpoints.addClerk, revoke: accessEndpoints.revokeClerk },
} as const;

export const accountantFormSchema = z.object({
  mobileNo: newMobileNo,
});

export function useAccountants(enabled: boolean, kind: GrantKind = 'accountant') {
  return useQuery({
    queryKey: grantKeys(kind),
    queryFn: () => callEndpoint(ENDPOINTS[kind].list, {}),
    enabled,
  });
}

export function useAddAccountant(kind: GrantKind = 'accountant') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobileNo: string) => callEndpoint(ENDPOINTS[kind].add, { mobileNo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys(kind) }),
  });
}

/** The owner gives an accountant "close books" (Settings → Closed books), or takes it back. */
export function useSetCloseBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; closeBooks: boolean }) => callEndpoint(accessEndpoints.setAccountantCloseBooks, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys('accountant') }),
  });
}

export function useRevokeAccountant(kind: GrantKind = 'accountant') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(ENDPOINTS[kind].revoke, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys(kind) }),
  });
}
