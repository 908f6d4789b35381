// /party/month/list/v1: a party's months, newest first, each with its balances carried in and out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../../lib/query-keys';

const getPartyMonths = (partyId: string) => callEndpoint(statementEndpoints.partyMonths, { partyId });

export const partyMonthsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: ledgerKeys.partyMonths(partyId), queryFn: () => getPartyMonths(partyId) });

export function usePartyMonths(partyId: string) {
  return useQuery(partyMonthsQueryOptions(partyId));
}
