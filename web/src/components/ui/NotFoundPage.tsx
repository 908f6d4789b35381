// Fallback for unknown paths: a 404 page with a Go Home link.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export function NotFoundPage() {
  return (
    <AuthCard title="Page not found">
      <Stack gap="md">
        <Text>404: the page you are looking for does not exist.</Text>
        <Anchor component={Link} to="/">
          Go Home
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
