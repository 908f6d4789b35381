// Column tab: one narrow table per document type, side by side (IN slips, OUT slips, challans, bills, cash).
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import type { Statement } from '../api/get-statement';
import { listRows, type ListRow } from '../api/list-rows';
import { useTranslation } from 'react-i18next';
import type { SubPartySelection } from '../api/statement-view';
import type { DocumentKind } from '../../entry-drawers/api/documents';

/** A group's name in the catalogue (i18n/en/partyDetail.ts, groups). */
type GroupId = 'outSlips' | 'inSlips' | 'deliveryChallans' | 'receivedChallans' | 'saleBills' | 'purchaseBills' | 'cashPaid' | 'cashReceived';

interface Group {
  id: GroupId;
  rows: ListRow[];
  unit: 'kg' | 'amount';
}

const DOCUMENT_GROUP = {
  deliveryChallan: 'deliveryChallans',
  receivedChallan: 'receivedChallans',
  saleBill: 'saleBills',
  purchaseBill: 'purchaseBills',
  cashPaid: 'cashPaid',
  cashReceived: 'cashReceived',
} as const satisfies Record<DocumentKind, GroupId>;

function groupOf(row: ListRow): GroupId {
  if (row.kind === 'slip') return row.slip.itemType === 'IN' ? 'inSlips' : 'outSlips';
  if (row.kind === 'document') return DOCUMENT_GROUP[row.entry.kind];
  return DOCUMENT_GROUP[row.cashKind];
}

const ORDER: GroupId[] = ['outSlips', 'inSlips', 'deliveryChallans', 'receivedChallans', 'saleBills', 'purchaseBills', 'cashPaid', 'cashReceived'];

export function ColumnTab({ statement, selection }: { statement: Statement; selection: SubPartySelection }) {
  const { t } = useTranslation();
  const rows = listRows(statement, selection);
  const groups: Group[] = ORDER.map((id) => ({
    id,
    rows: rows.filter((row) => groupOf(row) === id),
    unit: id === 'outSlips' || id === 'inSlips' ? ('kg' as const) : ('amount' as const),
  })).filter((group) => group.rows.length > 0);
  if (groups.length === 0) return <Text c="dimmed">{t('partyDetail.nothingToShow')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {groups.map((group) => {
        const title = t(`partyDetail.groups.${group.id}`);
        const total =
          group.unit === 'kg'
            ? `${formatKg(sumDecimals(group.rows.map((row) => row.quantity ?? '0'), 3))} KG`
            : formatAmount(sumDecimals(group.rows.map((row) => row.amount), 2));
        return (
          <Paper key={group.id} withBorder radius="md" p="xs" component="section" aria-label={title}>
            <Title order={3} fz="sm" mb={4}>
              {title}
            </Title>
            <Table fz="xs" verticalSpacing={2} style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('partyDetail.date')}</Table.Th>
                  <Table.Th>{t('partyDetail.number')}</Table.Th>
                  <Table.Th ta="right">{group.unit === 'kg' ? t('partyDetail.quantity') : t('partyDetail.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{formatDate(row.issueDate)}</Table.Td>
                    <Table.Td>{row.number}</Table.Td>
                    <Table.Td ta="right">{group.unit === 'kg' ? formatKg(row.quantity ?? '0') : formatAmount(row.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={2}>{t('partyDetail.total')}</Table.Td>
                  <Table.Td ta="right">{total}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
