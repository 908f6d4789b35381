// Under a paged list (lib/paged-rows.ts): how many rows are drawn of how many, "Show 50 more" and "Show all".
// Nothing when every row is drawn. Not printed (printing draws every row).
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PagedRows } from '../../lib/paged-rows';
import '../../i18n/en/common';

export function MoreRows({ paged }: { paged: PagedRows<unknown> }) {
  const { t } = useTranslation();
  if (paged.asked >= paged.total) return null;
  return (
    <Group justify="center" gap="xs" py="xs" className="no-print" data-testid="more-rows">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('common.rowsShown', { shown: paged.asked, total: paged.total })}
      </Text>
      <Button variant="light" size="xs" onClick={paged.showMore}>
        {t('common.showMore', { count: paged.next })}
      </Button>
      <Button variant="subtle" size="xs" onClick={paged.showAll}>
        {t('common.showAll', { count: paged.total })}
      </Button>
    </Group>
  );
}
