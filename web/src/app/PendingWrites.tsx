// "Saved. Updating the figures…": after a write the server flagged `pending` (committed, read models still
// catching up), refetch the active queries a few times over 8 s and say so in the app's notice region
// (lib/notices.ts), so an owner who sees the old figures for a moment knows the entry is saved.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPendingWrite } from '../lib/api-client';
import { showUpdating } from '../lib/notices';

/** Refetch delays after a pending write, in ms. */
const REFETCH_AFTER = [500, 1500, 4000, 8000];

export function PendingWrites() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timers: number[] = [];
    const clear = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers = [];
    };
    const unsubscribe = onPendingWrite(() => {
      clear();
      showUpdating(true);
      timers = REFETCH_AFTER.map((delay, index) =>
        window.setTimeout(() => {
          void queryClient.invalidateQueries().finally(() => {
            if (index === REFETCH_AFTER.length - 1) showUpdating(false);
          });
        }, delay),
      );
    });
    return () => {
      unsubscribe();
      clear();
      showUpdating(false);
    };
  }, [queryClient]);

  return null;
}
