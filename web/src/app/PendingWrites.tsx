// "Saved. Updating the figures…": after a write the server flagged `pending` (committed, read models still
// catching up), refetch the active queries a few times over 8 s and say so in a small, non-blocking status
// region, so an owner who sees the old figures for a moment knows the entry is saved.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onPendingWrite } from '../lib/api-client';

/** Refetch delays after a pending write, in ms. */
const REFETCH_AFTER = [500, 1500, 4000, 8000];

export function PendingWrites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    let timers: number[] = [];
    const clear = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers = [];
    };
    const unsubscribe = onPendingWrite(() => {
      clear();
      setUpdating(true);
      timers = REFETCH_AFTER.map((delay, index) =>
        window.setTimeout(() => {
          void queryClient.invalidateQueries().finally(() => {
            if (index === REFETCH_AFTER.length - 1) setUpdating(false);
          });
        }, delay),
      );
    });
    return () => {
      unsubscribe();
      clear();
    };
  }, [queryClient]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="pending-notice"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        padding: updating ? '6px 14px' : 0,
        borderRadius: 16,
        background: updating ? 'var(--mantine-color-dark-6)' : 'transparent',
        color: 'var(--mantine-color-white)',
        fontSize: 'var(--mantine-font-size-sm)',
        boxShadow: updating ? 'var(--mantine-shadow-md)' : 'none',
      }}
    >
      {updating ? t('common.savedUpdating') : ''}
    </div>
  );
}
