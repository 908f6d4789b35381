// /company/month/list/v2: company months newest first, each with its stock and balance stats.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../documents';

const getCompanyMonths = () => callEndpoint(statementEndpoints.companyMonths, {});

export const companyMonthsQueryOptions = () => queryOptions({ queryKey: ledgerKeys.companyMonths(), queryFn: getCompanyMonths });

/**
 * `fresh` refetches on mount (the dashboard's "stats refresh on load") unless the data is a few
 * seconds old at most, as when the route loader fetched it during this very load. Writes invalidate it anyway.
 */
export function useCompanyMonths(fresh = false) {
  return useQuery({
    ...companyMonthsQueryOptions(),
    ...(fresh ? { refetchOnMount: true, staleTime: 3_000 } : {}),
  });
}
