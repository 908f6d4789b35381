// Page title with optional actions on the right.
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
