// Per-company 'Refresh stats': starts the rebuild, then shows it queued, its progress (events folded of
// the total) while it runs, and how it ended: done with its time, or failed with the reason.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import type { RebuildStatus } from '@ledger/contract';
import { useEffect } from 'react';
import { POSITIVE_COLOR } from '../../../lib/colors';
import { errorMessage } from '../../../lib/form-errors';
import { formatTimestamp } from '../../../lib/format';
import type { AdminCompany } from '../api/get-companies';
import { isRunning, useRefreshStatus } from '../api/get-refresh-status';
import { adminKeys } from '../api/keys';
import { useRefreshStats } from '../api/refresh-stats';

const count = new Intl.NumberFormat('en-IN');

function seconds(status: RebuildStatus): string {
  if (!status.finishedAt) return '';
  const ms = Date.parse(status.finishedAt) - Date.parse(status.startedAt);
  return ` in ${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}

function RebuildState({ status, name }: { status: RebuildStatus; name: string }) {
  if (status.status === 'queued') {
    return (
      <Text size="xs" c="dimmed" role="status">
        Queued…
      </Text>
    );
  }
  if (status.status === 'running') {
    const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
    return (
      <Stack gap={2} role="status" miw={140}>
        <Text size="xs">
          Refreshing… {count.format(status.done)} / {count.format(status.total)} events
        </Text>
        <Progress value={percent} size="sm" aria-label={`Refreshing stats of ${name}`} animated />
      </Stack>
    );
  }
  if (status.status === 'failed') {
    return (
      <Text size="xs" c="red.8" role="alert">
        Refresh failed: {status.error ?? 'no reason given'}
      </Text>
    );
  }
  return (
    <Text size="xs" c={POSITIVE_COLOR} role="status" title={status.finishedAt ? formatTimestamp(status.finishedAt) : undefined}>
      Done: {count.format(status.total)} {status.total === 1 ? 'event' : 'events'}{seconds(status)}
    </Text>
  );
}

export function RefreshStatsButton({ company }: { company: AdminCompany }) {
  const queryClient = useQueryClient();
  const refreshMutation = useRefreshStats();
  // A rebuild already under way when the page opened is followed too.
  const status = useRefreshStatus(company.id, refreshMutation.isSuccess || isRunning(company.rebuild));
  const current = status.data ?? (refreshMutation.isSuccess ? refreshMutation.data : null);
  const finished = current?.status === 'done';
  useEffect(() => {
    // The list's stats come from the rebuilt read models: reload them once it is done.
    if (finished) void queryClient.invalidateQueries({ queryKey: adminKeys.companies() });
  }, [finished, queryClient]);

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {current && <RebuildState status={current} name={company.name} />}
      {refreshMutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {errorMessage(refreshMutation.error)}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={refreshMutation.isPending || isRunning(current)}
        onClick={() => refreshMutation.mutate(company.id)}
        aria-label={`Refresh stats of ${company.name}`}
      >
        Refresh stats
      </Button>
    </Group>
  );
}
