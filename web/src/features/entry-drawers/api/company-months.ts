// /company/month/list/v2: company months newest first, each with its stock and balance stats.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { ledgerKeys } from './keys';
import { companyMonthSchema, type CompanyMonth } from './schemas';

export function getCompanyMonths(): Promise<CompanyMonth[]> {
  return apiPost('/company/month/list/v2', {}, z.array(companyMonthSchema));
}

/** `fresh` refetches on every mount (the dashboard's "stats refresh on load"). */
export function useCompanyMonths(fresh = false) {
  return useQuery({
    queryKey: ledgerKeys.companyMonths(),
    queryFn: getCompanyMonths,
    ...(fresh ? { refetchOnMount: 'always' as const, staleTime: 0 } : {}),
  });
}
