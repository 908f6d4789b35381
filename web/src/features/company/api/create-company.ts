// /company/create/v1: the account (company) name chosen right after registration.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NAME_MAX, says, type Company, type RequestOf } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { sessionKeys } from '../../session';

const companyNameSchema = z
  .string()
  .trim()
  .min(1, { error: says('required', { label: 'Account Name' }) })
  .max(NAME_MAX, { error: says('canHaveAtMostChars', { label: 'Account Name', n: NAME_MAX }) });

/** The account-setup form's rules. */
export const createCompanyInputSchema = z.object({ name: companyNameSchema });

function createCompany(input: RequestOf<typeof companiesEndpoints.create>): Promise<Company> {
  return callEndpoint(companiesEndpoints.create, input, { idempotent: true });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
