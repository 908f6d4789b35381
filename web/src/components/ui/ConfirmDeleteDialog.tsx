// Delete confirmation: spec default text, 'Not Now' / 'Delete', loading and the error in red inside.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const DELETE_CONFIRM_TEXT = "Are you sure? You can't undo this action afterwards.";

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
  error: string | null;
  children?: ReactNode;
  confirmLabel?: string;
  /** The warning above the children: the spec's delete text unless the action is not a delete. */
  message?: string;
}

export function ConfirmDeleteDialog({
  opened,
  title,
  onClose,
  onConfirm,
  loading,
  error,
  children,
  confirmLabel = 'Delete',
  message = DELETE_CONFIRM_TEXT,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={loading ? () => {} : onClose} title={title} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {children}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Not Now
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
