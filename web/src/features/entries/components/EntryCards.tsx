// Entries on a phone: one compact card per row (date, number, type, product and party, net quantity and
// amount) so every figure is on screen at 375 px, then a totals card; the table needs 900 px.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { isZero } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { entryTotals, type EntryRow } from '../api/entry-rows';
import { BADGE_TEXT, BADGES, EntryAmount } from './EntriesTable';

const kgOrDash = (value: string) => (isZero(value) ? '-' : `${formatKg(value)} KG`);

/** One entry's card, memoised: the list grows a slice at a time, and the cards already drawn are not drawn again. */
const EntryCard = memo(function EntryCard({ row, t }: { row: EntryRow; t: TFunction }) {
  const badge = BADGES.get(row.type);
  const badgeLabel = badge ? t(`kinds.badge.${badge.kind}`) : '';
  return (
    <Paper withBorder radius="md" p="xs" role="listitem" aria-label={`${badgeLabel} ${row.slipNo}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {/* The badge goes below the date and number when the card is too narrow for it, never cut. */}
          <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.issueDate)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.slipNo}
            </Text>
            <Badge
              size="sm"
              color={badge?.color}
              variant="light"
              style={{ flexShrink: 0, maxWidth: 'none' }}
              styles={{ label: { color: BADGE_TEXT[badge?.color ?? ''], overflow: 'visible' } }}
            >
              {badgeLabel}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={1}>
            {row.particulars}
          </Text>
          {row.partyLine && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.partyLine}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600} data-testid="card-net">
            {kgOrDash(row.net)}
          </Text>
          <Text size="sm" data-testid="card-amount" ta="right">
            <EntryAmount row={row} />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
});

export function EntryCards({ rows, listKey }: { rows: EntryRow[]; listKey: string }) {
  const { t } = useTranslation();
  const totals = entryTotals(rows);
  const paged = usePagedRows(rows, listKey);
  const { shown } = paged;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('entries.nothingToShow')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" aria-label={t('entries.title')} role="list">
        {shown.map((row) => (
          <EntryCard key={row.key} row={row} t={t} />
        ))}
      </Stack>
      {/* Outside the list: a list holds only its items. */}
      <MoreRows paged={paged} />
      <Paper withBorder radius="md" p="xs" bg="gray.0">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700} data-testid="entries-count">
            {t('entries.entryCount', { count: rows.length })}
          </Text>
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={700} data-testid="total-net">
              {kgOrDash(totals.net)}
            </Text>
            <Text size="sm" fw={700} data-testid="total-amount">
              {isZero(totals.amount) ? '-' : formatAmount(totals.amount)}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
