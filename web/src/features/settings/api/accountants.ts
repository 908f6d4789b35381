// The company's accountants (read-only access): list with the grant log, add by mobile number, revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newMobileNo } from '@ledger/contract';
import { accessEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

const accountantKeys = { all: ['accountants'] as const };

export const accountantFormSchema = z.object({
  mobileNo: newMobileNo,
});

export function useAccountants(enabled: boolean) {
  return useQuery({
    queryKey: accountantKeys.all,
    queryFn: () => callEndpoint(accessEndpoints.listAccountants, {}),
    enabled,
  });
}

export function useAddAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobileNo: string) => callEndpoint(accessEndpoints.addAccountant, { mobileNo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountantKeys.all }),
  });
}

export function useRevokeAccountant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accessEndpoints.revokeAccountant, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountantKeys.all }),
  });
}
