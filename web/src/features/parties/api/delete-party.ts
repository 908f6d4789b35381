// /party/delete/v1 (422 while the party has live documents).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite, type WriteResult } from '../../../lib/api-client';
import { partyKeys } from './keys';

export function deleteParty(id: string): Promise<WriteResult> {
  return apiWrite('/party/delete/v1', { id });
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
