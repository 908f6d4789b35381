// /party/list/v1 with details and stats: the party list and its balances.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Party } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { partyKeys } from './keys';

export type { Party };

function getParties(): Promise<Party[]> {
  return callEndpoint(partiesEndpoints.list, { include: { details: true, stats: true, contact: true } });
}

export const partiesQueryOptions = () => queryOptions({ queryKey: partyKeys.list(), queryFn: getParties });

export function useParties() {
  return useQuery(partiesQueryOptions());
}
