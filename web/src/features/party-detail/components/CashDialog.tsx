// Cash receipt table for one direction (Cash Received or Cash Paid) with edit and delete per receipt.
import { ActionIcon, Group, Modal, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconHistory } from '@tabler/icons-react';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate } from '../../../lib/format';
import type { CashReceipt } from '../../documents';
import { useTranslation } from 'react-i18next';
import { documentLabelKey } from '../../statement';
import { Writable } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';

interface CashDialogProps {
  kind: 'cashReceived' | 'cashPaid' | null;
  receipts: CashReceipt[];
  onClose: () => void;
  onEdit: (kind: 'cashReceived' | 'cashPaid', receipt: CashReceipt) => void;
  onDelete: (kind: 'cashReceived' | 'cashPaid', receipt: CashReceipt) => void;
}

export function CashDialog({ kind, receipts, onClose, onEdit, onDelete }: CashDialogProps) {
  const { t } = useTranslation();
  const label = kind ? t(documentLabelKey(kind)) : '';
  return (
    <Modal opened={kind !== null} onClose={onClose} title={label} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {kind && (
        <Table.ScrollContainer minWidth={360} type="native">
          <Table fz="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partyDetail.date')}</Table.Th>
                <Table.Th>{t('partyDetail.note')}</Table.Th>
                <Table.Th ta="right">{t('partyDetail.amount')}</Table.Th>
                <Table.Th>{t('partyDetail.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipts.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed">{t('partyDetail.nothingToShow')}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {receipts.map((receipt) => (
                <Table.Tr key={receipt.id}>
                  <Table.Td>{formatDate(receipt.issueDate)}</Table.Td>
                  <Table.Td>{receipt.note ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatAmount(receipt.amount)}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" aria-label={t('partyDetail.historyOfLabelOfDate', { label, date: formatDate(receipt.issueDate) })} onClick={() => openHistory(receipt.id, t('partyDetail.labelOfDate', { label, date: formatDate(receipt.issueDate) }))}>
                        <IconHistory size={16} aria-hidden />
                      </ActionIcon>
                    <Writable>
                      <ActionIcon variant="subtle" aria-label={t('partyDetail.editLabelOfDate', { label, date: formatDate(receipt.issueDate) })} onClick={() => onEdit(kind, receipt)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={t('partyDetail.deleteLabelOfDate', { label, date: formatDate(receipt.issueDate) })} onClick={() => onDelete(kind, receipt)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Writable>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td colSpan={2}>{t('partyDetail.total')}</Table.Td>
                <Table.Td ta="right">{formatAmount(sumDecimals(receipts.map((receipt) => receipt.amount), 2))}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
