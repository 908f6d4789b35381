// Working offline in the signed-in shell (docs/offline.md), its own chunk loaded after the first screen: keeps the
// session's reads for offline (lib/read-cache.ts), sends the outbox (api/sender.ts), and draws the banner "Offline —
// figures as of <time>" and the "Waiting to send (n)" button with its list.
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITING_COLOR } from './waiting-color';
import { formatKolkata } from '../../../lib/format';
import { keepReads } from '../../../lib/read-cache';
import { useSelf } from '../../session';
import { OutboxCard } from './OutboxCard';
import { sendNow, startSender } from '../api/sender';
import { sessionScope, useOutboxEntries } from '../api/use-outbox';

const useOnline = () => useSyncExternalStore((listener) => onlineManager.subscribe(listener), () => onlineManager.isOnline() && navigator.onLine);

/** The oldest time among the figures on screen (the active reads' last answers), or null. */
function useFiguresAsOf(online: boolean): number | null {
  const queryClient = useQueryClient();
  const [asOf, setAsOf] = useState<number | null>(null);
  useEffect(() => {
    if (online) return undefined;
    const look = () => {
      const times = queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      setAsOf(times.length > 0 ? Math.min(...times) : null);
    };
    look();
    return queryClient.getQueryCache().subscribe(look);
  }, [online, queryClient]);
  return online ? null : asOf;
}

export function OfflineKit() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scope = sessionScope(useSelf().data);
  const online = useOnline();
  const asOf = useFiguresAsOf(online);
  const entries = useOutboxEntries();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!scope) return undefined;
    const stopKeeping = keepReads(queryClient, scope);
    const stopSending = startSender(scope, queryClient);
    return () => {
      stopKeeping();
      stopSending();
    };
  }, [scope, queryClient]);

  if (online && entries.length === 0) return null;
  return (
    <Stack gap="xs" mb="sm" className="no-print">
      {!online && (
        <Alert color={WAITING_COLOR} variant="outline" p="xs" data-testid="offline-banner">
          <Text size="sm" fw={600}>
            {asOf ? t('offline.banner', { time: formatKolkata(new Date(asOf).toISOString()) }) : t('offline.bannerNoTime')}
          </Text>
        </Alert>
      )}
      {entries.length > 0 && (
        <Group>
          <Button size="xs" variant="outline" color={entries.some((entry) => entry.refusal) ? 'red.9' : WAITING_COLOR} onClick={() => setOpen(true)}>
            {t('offline.waiting', { count: entries.length })}
          </Button>
        </Group>
      )}
      <Drawer opened={open} onClose={() => setOpen(false)} title={t('offline.listTitle')} position="right" closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('offline.listIntro')}
          </Text>
          {online && entries.some((entry) => !entry.refusal) && (
            <Button size="xs" variant="default" onClick={() => void sendNow()} style={{ alignSelf: 'flex-start' }}>
              {t('offline.sendNow')}
            </Button>
          )}
          {entries.map((entry) => (
            <OutboxCard key={entry.key} entry={entry} />
          ))}
        </Stack>
      </Drawer>
    </Stack>
  );
}
