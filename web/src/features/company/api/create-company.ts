// /company/create/v1: the account (company) name chosen right after registration.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { companySchema, type Company } from '../../../lib/entities';
import { sessionKeys } from '../../session/api/get-self';

export const companyNameSchema = z
  .string()
  .trim()
  .min(1, 'Account Name is required')
  .max(50, 'Account Name can have at most 50 characters');

export const createCompanyInputSchema = z.object({ name: companyNameSchema });
export type CreateCompanyInput = z.infer<typeof createCompanyInputSchema>;

export function createCompany(input: CreateCompanyInput): Promise<Company> {
  return apiPost('/company/create/v1', input, companySchema, { idempotent: true });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
