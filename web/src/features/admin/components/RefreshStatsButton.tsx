// Per-company 'Refresh stats': starts the rebuild, then shows it queued, its progress (events folded of
// the total) while it runs, and how it ended: done with its time, or failed with the reason.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import type { RebuildStatus } from '@ledger/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITIVE_COLOR } from '../../../lib/colors';
import { errorMessage } from '../../../lib/form-errors';
import { formatTimestamp, formatWhole } from '../../../lib/format';
import type { AdminCompany } from '../api/get-companies';
import { isRunning, useRefreshStatus } from '../api/get-refresh-status';
import { adminKeys } from '../api/keys';
import { useRefreshStats } from '../api/refresh-stats';
import '../../../i18n/en/admin';


/** How long a finished rebuild took, in seconds to one decimal; null while it has no end. */
function seconds(status: RebuildStatus): string | null {
  if (!status.finishedAt) return null;
  const ms = Date.parse(status.finishedAt) - Date.parse(status.startedAt);
  return (Math.max(ms, 0) / 1000).toFixed(1);
}

function RebuildState({ status, name }: { status: RebuildStatus; name: string }) {
  const { t } = useTranslation();
  if (status.status === 'queued') {
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('admin.queued')}
      </Text>
    );
  }
  if (status.status === 'running') {
    const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
    return (
      <Stack gap={2} role="status" miw={140}>
        <Text size="xs">
          {t('admin.refreshingEvents', { done: formatWhole(status.done), total: formatWhole(status.total) })}
        </Text>
        <Progress value={percent} size="sm" aria-label={t('admin.refreshingStatsOf', { name })} animated />
      </Stack>
    );
  }
  if (status.status === 'failed') {
    return (
      <Text size="xs" c="red.8" role="alert">
        {t('admin.refreshFailed', { reason: status.error ?? t('admin.noReasonGiven') })}
      </Text>
    );
  }
  const took = seconds(status);
  return (
    <Text size="xs" c={POSITIVE_COLOR} role="status" title={status.finishedAt ? formatTimestamp(status.finishedAt) : undefined}>
      {t(status.total === 1 ? 'admin.doneOneEvent' : 'admin.doneEvents', { n: formatWhole(status.total) })}
      {took === null ? '' : t('admin.inSeconds', { seconds: took })}
    </Text>
  );
}

export function RefreshStatsButton({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
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
        aria-label={t('admin.refreshStatsOf', { name: company.name })}
      >
        {t('admin.refreshStats')}
      </Button>
    </Group>
  );
}
