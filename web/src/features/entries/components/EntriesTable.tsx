// The Entries table: ten columns, badges per type, a footer with the row count and totals ('-' for zero).
// Particulars name the product and whose document it is; a Sale or Purchase Bill's amount is marked as
// its sale value (the statement reads the same bill with labour added).
import { Badge, Table, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { isZero } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { entryTotals, type EntryRow } from '../api/entry-rows';
import { ENTRY_TYPES } from '../api/get-entries';
import '../../../i18n/en/entries';
import '../../../i18n/en/kinds';

const kgOrDash = (value: string) => (isZero(value) ? '-' : formatKg(value));
const amountOrDash = (value: string) => (isZero(value) ? '-' : formatAmount(value));
export const BADGES = new Map(ENTRY_TYPES.map((entry) => [entry.type, entry]));
// Badge text dark enough for AA contrast on the light badge tint and striped rows.
export const BADGE_TEXT: Record<string, string> = { green: '#14532d', red: 'var(--mantine-color-red-9)', blue: 'var(--mantine-color-blue-9)' };

/** A bill's amount with its reading: "sale value", explained on hover or focus. */
export function EntryAmount({ row }: { row: EntryRow }) {
  const { t } = useTranslation();
  if (!row.saleValue) return <>{amountOrDash(row.amount)}</>;
  return (
    <Tooltip label={t('entries.saleValueNote')} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ cursor: 'help', textDecoration: 'underline dotted' }}>
        {amountOrDash(row.amount)}
        <Text span size="xs" c="dimmed" display="block">
          {t('entries.saleValue')}
        </Text>
      </span>
    </Tooltip>
  );
}

/** The Burn loss column's header, with how its figure is computed (and how the statement's differs) on hover or focus. */
function BurnLossHeader() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('entries.burnLossNote')} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ cursor: 'help', textDecoration: 'underline dotted' }} aria-description={t('entries.burnLossNote')}>
        {t('entries.burnLossQuantity')}
      </span>
    </Tooltip>
  );
}

/** One entry's row, memoised: the table grows a slice at a time, and the rows already drawn are not drawn again. */
const EntryRowView = memo(function EntryRowView({ row, t }: { row: EntryRow; t: TFunction }) {
  const badge = BADGES.get(row.type);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.issueDate)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.slipNo}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          color={badge?.color}
          variant="light"
          style={{ overflow: 'visible' }}
          styles={{ label: { color: BADGE_TEXT[badge?.color ?? ''], overflow: 'visible' } }}
        >
          {badge && t(`kinds.badge.${badge.kind}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {row.particulars}
        {row.partyLine && (
          <Text size="xs" c="dimmed">
            {row.partyLine}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{kgOrDash(row.gross)}</Table.Td>
      <Table.Td ta="right">{kgOrDash(row.bag)}</Table.Td>
      <Table.Td ta="right">{kgOrDash(row.burnLoss)}</Table.Td>
      <Table.Td ta="right">{kgOrDash(row.rejected)}</Table.Td>
      <Table.Td ta="right">{kgOrDash(row.net)}</Table.Td>
      <Table.Td ta="right">
        <EntryAmount row={row} />
      </Table.Td>
    </Table.Tr>
  );
});

export function EntriesTable({ rows, listKey }: { rows: EntryRow[]; listKey: string }) {
  const { t } = useTranslation();
  const totals = entryTotals(rows);
  const paged = usePagedRows(rows, listKey);
  const { shown } = paged;
  return (
    <>
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} aria-label={t('entries.entriesTable')}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.date')}</Table.Th>
            <Table.Th>{t('entries.slipNo')}</Table.Th>
            <Table.Th>{t('entries.type')}</Table.Th>
            <Table.Th>{t('entries.particulars')}</Table.Th>
            <Table.Th ta="right">{t('entries.grossQuantity')}</Table.Th>
            <Table.Th ta="right">{t('entries.bagQuantity')}</Table.Th>
            <Table.Th ta="right">
              <BurnLossHeader />
            </Table.Th>
            <Table.Th ta="right">{t('entries.rejectedQuantity')}</Table.Th>
            <Table.Th ta="right">{t('entries.netQuantity')}</Table.Th>
            <Table.Th ta="right">{t('entries.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={10}>
                <Text c="dimmed" ta="center" py="md">
                  {t('entries.nothingToShow')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {shown.map((row) => (
            <EntryRowView key={row.key} row={row} t={t} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={4} data-testid="entries-count">
              {t('entries.entryCount', { count: rows.length })}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-gross">{kgOrDash(totals.gross)}</Table.Td>
            <Table.Td ta="right" data-testid="total-bag">{kgOrDash(totals.bag)}</Table.Td>
            <Table.Td ta="right" data-testid="total-burn">{kgOrDash(totals.burnLoss)}</Table.Td>
            <Table.Td ta="right" data-testid="total-rejected">{kgOrDash(totals.rejected)}</Table.Td>
            <Table.Td ta="right" data-testid="total-net">{kgOrDash(totals.net)}</Table.Td>
            <Table.Td ta="right" data-testid="total-amount">{amountOrDash(totals.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
    <MoreRows paged={paged} />
    </>
  );
}
