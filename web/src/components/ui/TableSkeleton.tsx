// Placeholder rows while a list loads.
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en/common';

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  );
}
