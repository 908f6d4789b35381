// The documents of one party-level kind (Cash Received, Cash Paid, a Debit or Credit Note) with edit and delete per
// document; a note with its number, reason and what it adjusts.
import { ActionIcon, Group, Modal, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconHistory } from '@tabler/icons-react';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate } from '../../../lib/format';
import { documentWords, partyDocumentNumber, partyDocumentText } from '@ledger/contract';
import type { PartyDocument, PartyKind } from '../../documents';
import { useLanguageCode } from '../../../lib/language';
import { useTranslation } from 'react-i18next';
import { documentLabelKey } from '../../statement';
import { Writable } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';
import '../../../i18n/en/common';
import '../../../i18n/en/partyDetail';

interface CashDialogProps {
  kind: PartyKind | null;
  receipts: PartyDocument[];
  onClose: () => void;
  onEdit: (kind: PartyKind, receipt: PartyDocument) => void;
  onDelete: (kind: PartyKind, receipt: PartyDocument) => void;
}

export function CashDialog({ kind, receipts, onClose, onEdit, onDelete }: CashDialogProps) {
  const { t } = useTranslation();
  const label = kind ? t(documentLabelKey(kind)) : '';
  const d = documentWords(useLanguageCode());
  // A note is named by its number ('History of Debit Note: DN-1'), cash by its date ('History of Cash Received of 03-04-2026').
  const named = (receipt: PartyDocument, action: 'history' | 'edit' | 'delete' | null) => {
    const number = partyDocumentNumber(receipt);
    const date = formatDate(receipt.issueDate);
    if (number) {
      const title = t('partyDetail.documentTitle', { label, number });
      return action ? t(`partyDetail.${action}Of`, { label: title }) : title;
    }
    return action ? t(`partyDetail.${action === 'history' ? 'historyOfLabelOfDate' : action === 'edit' ? 'editLabelOfDate' : 'deleteLabelOfDate'}`, { label, date }) : t('partyDetail.labelOfDate', { label, date });
  };
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
                  <Table.Td>{[partyDocumentNumber(receipt), partyDocumentText(receipt, d)].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td ta="right">{formatAmount(receipt.amount)}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" aria-label={named(receipt, 'history')} onClick={() => openHistory(receipt.id, named(receipt, null))}>
                        <IconHistory size={16} aria-hidden />
                      </ActionIcon>
                    <Writable>
                      <ActionIcon variant="subtle" aria-label={named(receipt, 'edit')} onClick={() => onEdit(kind, receipt)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={named(receipt, 'delete')} onClick={() => onDelete(kind, receipt)}>
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
