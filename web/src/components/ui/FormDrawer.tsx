// Drawer holding a form with Cancel and Save; Enter in any field submits.
import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface FormDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
  /** Keeps Save disabled until the form has what it needs (e.g. slip pickers). */
  saveDisabled?: boolean;
  size?: string;
}

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children, saveDisabled, size = 'md' }: FormDrawerProps) {
  return (
    <Drawer closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title} position="right" size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={saveDisabled}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
