// /party/delete/v1 (422 while the party has live documents).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { partyKeys } from './keys';

function deleteParty(id: string): Promise<WriteResult> {
  return sendCommand(partiesEndpoints.delete, { id });
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
