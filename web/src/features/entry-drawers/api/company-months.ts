// /company/month/list/v2: company months newest first, each with its stock and balance stats.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { ledgerKeys } from './keys';
import { companyMonthSchema, type CompanyMonth } from './schemas';

export function getCompanyMonths(): Promise<CompanyMonth[]> {
  return apiPost('/company/month/list/v2', {}, z.array(companyMonthSchema));
}

export const companyMonthsQueryOptions = () => queryOptions({ queryKey: ledgerKeys.companyMonths(), queryFn: getCompanyMonths });

/**
 * `fresh` refetches on mount (the dashboard's "stats refresh on load") unless the data is a few
 * seconds old at most, as when main.tsx prefetched it during this very load. Writes invalidate it anyway.
 */
export function useCompanyMonths(fresh = false) {
  return useQuery({
    ...companyMonthsQueryOptions(),
    ...(fresh ? { refetchOnMount: true, staleTime: 3_000 } : {}),
  });
}
