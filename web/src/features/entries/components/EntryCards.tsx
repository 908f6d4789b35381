// Entries on a phone: one compact card per row (date, number, type, product and party, net quantity and
// amount) so every figure is on screen at 375 px, then a totals card; the table needs 900 px.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { isZero } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { entryTotals, type EntryRow } from '../api/entry-rows';
import { BADGE_TEXT, BADGES, EntryAmount } from './EntriesTable';
import classes from './EntryCards.module.css';
import '../../../i18n/en/entries';
import '../../../i18n/en/kinds';

const kgOrDash = (value: string) => (isZero(value) ? '-' : `${formatKg(value)} KG`);

/**
 * One entry's card, memoised (the list grows a slice at a time, and the cards already drawn are not drawn again),
 * in plain elements: a page of Mantine components per card cost a phone most of the screen's first render.
 */
const EntryCard = memo(function EntryCard({ row, t }: { row: EntryRow; t: TFunction }) {
  const badge = BADGES.get(row.type);
  const badgeLabel = badge ? t(`kinds.badge.${badge.kind}`) : '';
  const color = badge?.color ?? 'gray';
  return (
    <div className={classes.card} role="listitem" aria-label={`${badgeLabel} ${row.slipNo}`}>
      <div className={classes.text}>
        <div className={classes.heading}>
          <span className={classes.date}>{formatDate(row.issueDate)}</span>
          <span className={classes.number}>{row.slipNo}</span>
          <span className={classes.badge} style={{ background: `var(--mantine-color-${color}-light)`, color: BADGE_TEXT[color] ?? `var(--mantine-color-${color}-light-color)` }}>
            {badgeLabel}
          </span>
        </div>
        <div className={classes.oneLine}>{row.particulars}</div>
        {row.partyLine && <div className={`${classes.oneLine} ${classes.party}`}>{row.partyLine}</div>}
      </div>
      <div className={classes.figures}>
        <span className={classes.net} data-testid="card-net">
          {kgOrDash(row.net)}
        </span>
        <span data-testid="card-amount">
          <EntryAmount row={row} />
        </span>
      </div>
    </div>
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
