// /report/section143/draft/v1 and /report/section143/decide/v1: a lot's deemed-supply draft (a PDF) and the
// owner's accept, dismiss or undo; the Section 143 list is read again after a choice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { downloadEndpoint, sendCommand } from '../../../lib/api-client';

export const downloadDraft = (slipId: string) => downloadEndpoint(gstEndpoints.deemedSupplyDraft, { slipId });

export function useDecideDeemedSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slipId: string; decision: 'accept' | 'dismiss' | 'undo' }) => sendCommand(gstEndpoints.deemedSupplyDecide, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gst', 'ageing'] }),
  });
}
