// Empty list message with an 'Add now' action.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from './ReadOnly';
import '../../i18n/en/common';

interface EmptyStateProps {
  message: string;
  onAdd?: () => void;
  actionLabel?: string;
}

export function EmptyState({ message, onAdd, actionLabel }: EmptyStateProps) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {onAdd && canWrite && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} variant="light">
            {actionLabel ?? t('common.addNow')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
