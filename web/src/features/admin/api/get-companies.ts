// /company/list/v1 (admin): every company with its owner's mobile number and stats, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { companySchema, companyStatsSchema } from '../../../lib/entities';
import { adminKeys } from './keys';

export const adminCompanySchema = companySchema.extend({
  user: z.object({ verifiedMobile: z.object({ mobileNo: z.string() }).nullable() }).nullable().optional(),
  stats: companyStatsSchema.nullable().optional(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export function getCompanies(): Promise<AdminCompany[]> {
  return apiPost('/company/list/v1', { include: { userVerifiedMobile: true } }, z.array(adminCompanySchema), {
    auth: 'admin',
  });
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.companies(), queryFn: getCompanies });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
