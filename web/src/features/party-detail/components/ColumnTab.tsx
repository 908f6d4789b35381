// Column tab: one narrow table per kind of entry, side by side (slips, challans, bills, cash), each headed
// by its kind's one name (kinds.name).
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import type { Statement, SubPartySelection } from '../../statement';
import { listRows, type ListRow } from '../api/list-rows';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentWords } from '@ledger/contract';
import { useLanguageCode } from '../../../lib/language';
import { DOCUMENT_KIND, LEDGER_ORDER, slipKind, type EntryKind } from '@ledger/contract';
import '../../../i18n/en/kinds';
import '../../../i18n/en/partyDetail';

/** A group is one kind of entry. */
type GroupId = EntryKind;

interface Group {
  id: GroupId;
  rows: ListRow[];
  unit: 'kg' | 'amount';
}

function groupOf(row: ListRow): GroupId {
  if (row.kind === 'slip') return slipKind(row.slip.itemType);
  if (row.kind === 'document') return row.entry.kind;
  return row.cashKind;
}

export function ColumnTab({ statement, selection }: { statement: Statement; selection: SubPartySelection }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const rows = useMemo(() => listRows(statement, selection, documentWords(language)), [statement, selection, language]);
  // The kinds in ledger order; a kind that moves KG is totalled in KG, every other in ₹ (the registry's, documentKinds.ts).
  const groups: Group[] = LEDGER_ORDER.map((id) => ({
    id,
    rows: rows.filter((row) => groupOf(row) === id),
    unit: DOCUMENT_KIND[id].movesKg ? ('kg' as const) : ('amount' as const),
  })).filter((group) => group.rows.length > 0);
  if (groups.length === 0) return <Text c="dimmed">{t('partyDetail.nothingToShow')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {groups.map((group) => {
        const title = t(`kinds.name.${group.id}`);
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
