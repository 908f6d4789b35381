// Delete confirmation: spec default text, 'Not Now' / 'Delete', loading and the error in red inside.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/en/common';

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
  confirmLabel,
  message,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={loading ? () => {} : onClose} title={title} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="md">
        <Text size="sm">{message ?? t('common.deleteConfirm')}</Text>
        {children}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.notNow')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
