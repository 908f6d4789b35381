// Challan and bill cards, and the cash card, in the statement's Outgoing/Incoming columns.
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { ActionMenu } from '../../../components/ui/ActionMenu';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import type { CashReceipt } from '../../entry-drawers/api/schemas';
import { DOCUMENT_LABEL, shortNumber, type DocumentEntry } from '../api/statement-view';
import type { StatementActions } from './actions';
import { openHistory } from '../../audit';

export function DocumentCard({ entry, showSubParty, actions }: { entry: DocumentEntry; showSubParty: boolean; actions: StatementActions }) {
  const { kind, doc, subParty } = entry;
  const label = `${DOCUMENT_LABEL[kind]} ${doc.fullBillNo}`;
  const rate = 'saleRate' in doc ? `${shortNumber(doc.workRate)} + ${shortNumber(doc.saleRate)}` : shortNumber(doc.workRate);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm">
            {DOCUMENT_LABEL[kind]}: {doc.fullBillNo}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(doc.issueDate)} · {doc.product.name}
            {showSubParty && subParty && !subParty.isDefault ? ` · Sub Party: ${subParty.name}` : ''}
          </Text>
        </div>
        <ActionMenu
          label={`Actions for ${label}`}
          items={[
            { label: 'Edit', icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.editDocument(kind, doc) },
            { label: 'Delete', color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteDocument(kind, doc) },
            { label: 'History', icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(doc.id, label), read: true },
            ...(kind === 'deliveryChallan'
              ? [{ label: 'Delivery Challan (Rule 55)', onClick: () => actions.challanPdf(doc.id), read: true as const }]
              : []),
          ]}
        />
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="sm">
          {formatKg(doc.quantity)} KG × ₹{rate}
        </Text>
        <Text size="sm" fw={600}>
          {formatAmount(doc.amount)}
        </Text>
      </Group>
      {doc.note && (
        <Text size="xs" c="dimmed">
          {doc.note}
        </Text>
      )}
    </Paper>
  );
}

export function CashCard({ kind, receipts, onOpen }: { kind: 'cashReceived' | 'cashPaid'; receipts: CashReceipt[]; onOpen: () => void }) {
  if (receipts.length === 0) return null;
  const total = sumDecimals(receipts.map((receipt) => receipt.amount), 2);
  return (
    <Paper withBorder radius="md" p="sm">
      <UnstyledButton onClick={onOpen} w="100%" aria-label={`Open ${DOCUMENT_LABEL[kind]} receipts`}>
        <Group justify="space-between">
          <Text fw={700} size="sm">
            {DOCUMENT_LABEL[kind]} ({receipts.length})
          </Text>
          <Text size="sm" fw={600}>
            {formatAmount(total)}
          </Text>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
