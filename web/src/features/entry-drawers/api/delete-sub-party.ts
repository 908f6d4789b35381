// /subParty/delete/v1: removes a sub-party without documents, archives one with them.
import { useMutation } from '@tanstack/react-query';
import { subPartiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useInvalidateLedger } from '../../documents';

function deleteSubParty(id: string): Promise<WriteResult> {
  return sendCommand(subPartiesEndpoints.delete, { id });
}

export function useDeleteSubParty() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: deleteSubParty,
    onSuccess: () => invalidate(),
  });
}
