// /company/self/delete/v1: erases the company and revokes tokens; the app then reloads signed out.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

const PASSWORD_REQUIRED = 'Password is required.';

export const deleteCompanyFormSchema = z.object({ password: z.string().min(1, PASSWORD_REQUIRED) });

function deleteCompany(password: string): Promise<unknown> {
  return callEndpoint(companiesEndpoints.deleteSelf, { password });
}

export function useDeleteCompany() {
  return useMutation({ mutationFn: deleteCompany });
}
