// A party's archived sub-parties (/subParty/list/v1 with includeArchived) and bringing one back
// (/subParty/restore/v1): a sub-party deleted while it had documents is archived, not gone.
import { useQuery } from '@tanstack/react-query';
import type { SubParty } from '@ledger/contract';
import { subPartiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint, sendCommand } from '../../../lib/api-client';
import { useLedgerMutation, subPartyKeys } from '../../documents';

async function getArchivedSubParties(partyId: string): Promise<SubParty[]> {
  const all = await callEndpoint(subPartiesEndpoints.list, { filter: { partyId, includeArchived: true } });
  return all.filter((subParty) => subParty.isArchived);
}

export function useArchivedSubParties(partyId: string) {
  return useQuery({ queryKey: [...subPartyKeys.all, 'archived', partyId], queryFn: () => getArchivedSubParties(partyId) });
}

export const useRestoreSubParty = () => useLedgerMutation((id: string) => sendCommand(subPartiesEndpoints.restore, { id }));
