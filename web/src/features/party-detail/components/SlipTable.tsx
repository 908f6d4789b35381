// An item's slips: Date (DD-MM-YYYY), Slip No. (prefix-slipNo), Quantity, and the row menu; or 'No Slips'.
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKg } from '../../../lib/format';
import { slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { slipMenuItems, slipMenuLabel } from './SlipMenu';

export function SlipTable({ entry, actions }: { entry: ItemEntry; actions: StatementActions }) {
  const { t } = useTranslation();
  const { slips } = entry.item;
  if (slips.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('partyDetail.noSlips')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('partyDetail.date')}</Table.Th>
          <Table.Th>{t('partyDetail.slipNo')}</Table.Th>
          <Table.Th ta="right">{t('partyDetail.quantity')}</Table.Th>
          <Table.Th w={36} className="no-print">
            <VisuallyHidden>{t('partyDetail.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slips.map((slip) => (
          <Table.Tr key={slip.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(slip.issueDate)}</Table.Td>
            <Table.Td>{slipNumber(slip.prefix, slip.slipNo)}</Table.Td>
            <Table.Td ta="right">{formatKg(slip.netQuantity)}</Table.Td>
            <Table.Td className="no-print">
              <RowMenuButton label={slipMenuLabel(t, slip)} items={() => slipMenuItems(t, slip, entry, actions)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
