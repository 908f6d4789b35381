// Empty list message with an 'Add now' action.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCanWrite } from './ReadOnly';

interface EmptyStateProps {
  message: string;
  onAdd?: () => void;
  actionLabel?: string;
}

export function EmptyState({ message, onAdd, actionLabel = 'Add now' }: EmptyStateProps) {
  const canWrite = useCanWrite();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {onAdd && canWrite && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} variant="light">
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
