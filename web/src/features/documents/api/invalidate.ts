// After any ledger write: reload ledger reads, party balances and sub-party lists (by key prefix).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WriteResult } from '../../../lib/api-client';
import { useCallback } from 'react';
import { partyKeys } from '../../parties';
import { ledgerKeys, subPartyKeys } from '../../../lib/query-keys';

function invalidateLedger(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    queryClient.invalidateQueries({ queryKey: partyKeys.all }),
    queryClient.invalidateQueries({ queryKey: subPartyKeys.all }),
  ]);
}

export function useInvalidateLedger(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateLedger(queryClient), [queryClient]);
}

/** A ledger command's mutation: on success `onSaved`, then every ledger read reloads. */
export function useLedgerMutation<I, R = WriteResult>(mutationFn: (input: I) => Promise<R>, onSaved?: () => void) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      onSaved?.();
      return invalidate();
    },
  });
}
