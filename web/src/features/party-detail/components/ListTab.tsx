// List tab: one date-sorted table (Issue Date, Slip No., Particulars, Rate, Quantity, Amount, Actions);
// on a phone one compact card per row, so quantity and amount are on screen without scrolling sideways.
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentWords } from '@ledger/contract';
import { useLanguageCode } from '../../../lib/language';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { formatRate } from '@ledger/contract';
import { hasDeliveryChallan } from '../../documents';
import type { Statement, SubPartySelection } from '../../statement';
import { listRows, particularsText, type ListRow } from '../api/list-rows';
import type { StatementActions } from './actions';
import { slipMenuItems, slipMenuLabel } from './SlipMenu';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { openHistory } from '../../../lib/history-store';
import { usePagedRows, type PagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import '../../../i18n/en/partyDetail';

/** A row's "…" button; its menu (a slip's, or a document's and cash's Edit, Delete, History) is built when it is clicked. */
function RowActions({ row, t, actions, onEditCash, onDeleteCash }: { row: ListRow; t: TFunction; actions: StatementActions; onEditCash: (row: Extract<ListRow, { kind: 'cash' }>) => void; onDeleteCash: (row: Extract<ListRow, { kind: 'cash' }>) => void }) {
  if (row.kind === 'slip') return <RowMenuButton label={slipMenuLabel(t, row.slip)} items={() => slipMenuItems(t, row.slip, row.entry, actions)} />;
  const label = `${particularsText(row.particulars, t)} ${row.number}`;
  const edit = () => (row.kind === 'document' ? actions.editDocument(row.entry.kind, row.entry.doc) : onEditCash(row));
  const remove = () => (row.kind === 'document' ? actions.deleteDocument(row.entry.kind, row.entry.doc) : onDeleteCash(row));
  return (
    <RowMenuButton
      label={t('partyDetail.actionsFor', { label })}
      items={() => [
        { label: t('partyDetail.edit'), onClick: edit },
        { label: t('partyDetail.delete'), color: 'red', onClick: remove },
        { label: t('partyDetail.history'), onClick: () => openHistory(row.kind === 'document' ? row.entry.doc.id : row.receipt.id, label), read: true },
        ...(row.kind === 'document' && hasDeliveryChallan(row.entry.kind)
          ? [{ label: t('partyDetail.challanRule55'), onClick: () => actions.challanPdf(row.entry.doc.id), read: true as const }]
          : []),
      ]}
    />
  );
}

interface ListTabProps {
  statement: Statement;
  selection: SubPartySelection;
  actions: StatementActions;
  onEditCash: (row: Extract<ListRow, { kind: 'cash' }>) => void;
  onDeleteCash: (row: Extract<ListRow, { kind: 'cash' }>) => void;
}

type Menu = Omit<ListTabProps, 'statement' | 'selection'>;

/** One row's card (phones) and table row, memoised: the list grows a slice at a time, and what is drawn stays. */
const ListCard = memo(function ListCard({ row, t, menu }: { row: ListRow; t: TFunction; menu: Menu }) {
  return (
    <Paper withBorder radius="md" p="xs" role="listitem" aria-label={`${particularsText(row.particulars, t)} ${row.number}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.issueDate)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.number}
            </Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {particularsText(row.particulars, t)}
            {row.rates ? ` ${formatRate(...row.rates)}` : ''}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600}>
            {row.quantity ? `${formatKg(row.quantity)} KG` : '-'}
          </Text>
          <Text size="sm">{formatAmount(row.amount)}</Text>
        </Stack>
        <div className="no-print">
          <RowActions row={row} t={t} {...menu} />
        </div>
      </Group>
    </Paper>
  );
});

function ListCards({ paged, menu }: { paged: PagedRows<ListRow>; menu: Menu }) {
  const { t } = useTranslation();
  const rows = paged.shown;
  if (paged.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="sm">
        {t('partyDetail.nothingToShow')}
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" role="list" aria-label={t('partyDetail.statementList')}>
        {rows.map((row) => (
          <ListCard key={row.key} row={row} t={t} menu={menu} />
        ))}
      </Stack>
      <MoreRows paged={paged} />
    </>
  );
}

const ListTableRow = memo(function ListTableRow({ row, t, menu }: { row: ListRow; t: TFunction; menu: Menu }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.issueDate)}</Table.Td>
      <Table.Td>{row.number}</Table.Td>
      <Table.Td>{particularsText(row.particulars, t)}</Table.Td>
      <Table.Td ta="right">{row.rates ? formatRate(...row.rates) : '-'}</Table.Td>
      <Table.Td ta="right">{row.quantity ? formatKg(row.quantity) : '-'}</Table.Td>
      <Table.Td ta="right">{formatAmount(row.amount)}</Table.Td>
      <Table.Td className="no-print">
        <Group gap={0}>
          <RowActions row={row} t={t} {...menu} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

export const ListTab = memo(function ListTab({ statement, selection, actions, onEditCash, onDeleteCash }: ListTabProps) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const all = useMemo(() => listRows(statement, selection, documentWords(language)), [statement, selection, language]);
  // A busy month's 500 rows come a page at a time (another month or sub-party starts again at the first).
  const paged = usePagedRows(all, `${statement.partyMonth.id}|${selection ?? ''}`);
  const rows = paged.shown;
  const menu = useMemo(() => ({ actions, onEditCash, onDeleteCash }), [actions, onEditCash, onDeleteCash]);
  const isPhone = useMatchesQuery(PHONE_QUERY);
  if (isPhone) return <ListCards paged={paged} menu={menu} />;
  return (
    <>
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} aria-label={t('partyDetail.statementList')}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('partyDetail.issueDate')}</Table.Th>
            <Table.Th>{t('partyDetail.slipNo')}</Table.Th>
            <Table.Th>{t('partyDetail.particulars')}</Table.Th>
            <Table.Th ta="right">{t('partyDetail.rate')}</Table.Th>
            <Table.Th ta="right">{t('partyDetail.quantity')}</Table.Th>
            <Table.Th ta="right">{t('partyDetail.amount')}</Table.Th>
            <Table.Th className="no-print">{t('partyDetail.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paged.total === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="sm">
                  {t('partyDetail.nothingToShow')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <ListTableRow key={row.key} row={row} t={t} menu={menu} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    <MoreRows paged={paged} />
    </>
  );
});
