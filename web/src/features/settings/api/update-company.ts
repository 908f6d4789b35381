// /company/self/update/v1: company name and default slip prefix ("" clears the prefix).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NAME_MAX, PREFIX_MAX, says, type Company } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { sessionKeys } from '../../session';

export const companyFormSchema = z.object({
  name: z.string().trim().min(1, { error: says('required', { label: 'Company Name' }) }).max(NAME_MAX, { error: says('canHaveAtMostChars', { label: 'Company Name', n: NAME_MAX }) }),
  defaultPrefix: z.string().trim().max(PREFIX_MAX, { error: says('canHaveAtMostChars', { label: 'Default Prefix', n: PREFIX_MAX }) }),
});
export type CompanyFormValues = z.infer<typeof companyFormSchema>;

function updateCompany(values: CompanyFormValues): Promise<Company> {
  return callEndpoint(companiesEndpoints.updateSelf, { update: { name: values.name.trim(), defaultPrefix: values.defaultPrefix.trim() } });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
