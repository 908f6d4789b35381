// After any ledger write: reload ledger reads, party balances and sub-party lists (by key prefix).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { partyKeys } from '../../parties/api/keys';
import { ledgerKeys, subPartyKeys } from './keys';

export function invalidateLedger(queryClient: QueryClient): Promise<unknown> {
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
