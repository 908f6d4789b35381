// What working offline shows in the signed-in shell (OfflineKit draws it only offline or with adds waiting): the
// banner "Offline — figures as of <time>" and the "Waiting to send (n)" button with its list.
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITING_COLOR } from './waiting-color';
import { formatKolkata } from '../../../lib/format';
import { OutboxCard } from './OutboxCard';
import { sendNow } from '../api/sender';
import type { OutboxEntry } from '../api/queue';
import '../../../i18n/en/common';
import '../../../i18n/en/offline';

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

export default function OfflineBar({ online, entries }: { online: boolean; entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  const asOf = useFiguresAsOf(online);
  const [open, setOpen] = useState(false);
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
