// /subParty/list/v1: the pickers' and the party page's sub-parties (default first), with notes and party.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubParty } from '@ledger/contract';
import { subPartiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { subPartyKeys } from '../../../lib/query-keys';

export type { SubParty };

function getSubParties(partyId: string | null): Promise<SubParty[]> {
  return callEndpoint(subPartiesEndpoints.list, { filter: partyId ? { partyId } : {}, include: { details: true, party: true } });
}

/** Sub-parties of one party (or of every party when `partyId` is null), default first. */
export const subPartiesQueryOptions = (partyId: string | null) =>
  queryOptions({ queryKey: subPartyKeys.list(partyId), queryFn: () => getSubParties(partyId) });

export function useSubParties(partyId: string | null, enabled = true) {
  return useQuery({ ...subPartiesQueryOptions(partyId), enabled });
}
