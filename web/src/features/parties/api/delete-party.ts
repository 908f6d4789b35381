// /party/delete/v1 (422 while the party has live documents).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { partyKeys } from './keys';

export function deleteParty(id: string): Promise<unknown> {
  return apiPost('/party/delete/v1', { id }, z.unknown());
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
