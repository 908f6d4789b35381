// Column tab: one narrow table per document type, side by side (IN slips, OUT slips, challans, bills, cash).
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import type { Statement } from '../api/get-statement';
import { listRows, type ListRow } from '../api/list-rows';
import { DOCUMENT_LABEL, type SubPartySelection } from '../api/statement-view';

interface Group {
  title: string;
  rows: ListRow[];
  unit: 'kg' | 'amount';
}

function groupOf(row: ListRow): string {
  if (row.kind === 'slip') return row.slip.itemType === 'IN' ? 'In Slips' : 'Out Slips';
  if (row.kind === 'document') return `${DOCUMENT_LABEL[row.entry.kind]}s`;
  return DOCUMENT_LABEL[row.cashKind];
}

const ORDER = ['Out Slips', 'In Slips', 'Delivery Challans', 'Received Challans', 'Sale Bills', 'Purchase Bills', 'Cash Paid', 'Cash Received'];

export function ColumnTab({ statement, selection }: { statement: Statement; selection: SubPartySelection }) {
  const rows = listRows(statement, selection);
  const groups: Group[] = ORDER.map((title) => ({
    title,
    rows: rows.filter((row) => groupOf(row) === title),
    unit: title.endsWith('Slips') ? ('kg' as const) : ('amount' as const),
  })).filter((group) => group.rows.length > 0);
  if (groups.length === 0) return <Text c="dimmed">Nothing to show</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {groups.map((group) => {
        const total =
          group.unit === 'kg'
            ? `${formatKg(sumDecimals(group.rows.map((row) => row.quantity ?? '0'), 3))} KG`
            : formatAmount(sumDecimals(group.rows.map((row) => row.amount), 2));
        return (
          <Paper key={group.title} withBorder radius="md" p="xs" component="section" aria-label={group.title}>
            <Title order={3} fz="sm" mb={4}>
              {group.title}
            </Title>
            <Table fz="xs" verticalSpacing={2} style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>No.</Table.Th>
                  <Table.Th ta="right">{group.unit === 'kg' ? 'Quantity' : 'Amount'}</Table.Th>
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
                  <Table.Td colSpan={2}>Total</Table.Td>
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
