// Fallback for unknown paths: a 404 page with a Go Home link.
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import '../../i18n/en/common';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('common.pageNotFound')}>
      <Stack gap="md">
        <Text>{t('common.notFoundMessage')}</Text>
        <Anchor component={Link} to="/">
          {t('common.goHome')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
