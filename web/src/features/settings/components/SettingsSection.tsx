// A titled card on the settings page.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} id={id}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
