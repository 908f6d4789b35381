// /party/list/v1 with details and stats: the party list and its balances.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Party } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { rememberPartyNames } from '../../../lib/known-names';
import { partyKeys } from './keys';

export type { Party };

async function getParties(): Promise<Party[]> {
  const parties = await callEndpoint(partiesEndpoints.list, { include: { details: true, stats: true, contact: true } });
  // Each party page's first paint then holds its name (lib/known-names.ts).
  rememberPartyNames(parties);
  return parties;
}

export const partiesQueryOptions = () => queryOptions({ queryKey: partyKeys.list(), queryFn: getParties });

export function useParties() {
  return useQuery(partiesQueryOptions());
}
