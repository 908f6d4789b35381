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
}

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children }: FormDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
