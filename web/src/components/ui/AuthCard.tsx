// Centered card with the logo, used by the signed-out screens.
import { Box, Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GradientLogo } from './GradientLogo';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" px="md" py={48}>
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <GradientLogo fz={28} />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
