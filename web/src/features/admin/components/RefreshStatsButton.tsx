// Per-company 'Refresh stats' action with its result or error next to it.
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { POSITIVE_COLOR } from '../../../lib/colors';
import { errorMessage } from '../../../lib/form-errors';
import type { AdminCompany } from '../api/get-companies';
import { useRefreshStats } from '../api/refresh-stats';

export function RefreshStatsButton({ company }: { company: AdminCompany }) {
  const refreshMutation = useRefreshStats();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {refreshMutation.isSuccess && (
        <Text size="xs" c={POSITIVE_COLOR} role="status">
          {refreshMutation.data.status}
        </Text>
      )}
      {refreshMutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {errorMessage(refreshMutation.error)}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={refreshMutation.isPending}
        onClick={() => refreshMutation.mutate(company.id)}
        aria-label={`Refresh stats of ${company.name}`}
      >
        Refresh stats
      </Button>
    </Group>
  );
}

