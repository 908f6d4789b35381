// Challan and bill cards, and the party-level cards (cash, notes), in the statement's Outgoing/Incoming columns.
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { sumDecimals } from '../../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { hasDeliveryChallan, isNote, type PartyDocument, type PartyKind } from '../../documents';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@ledger/contract';
import { documentLabelKey, type DocumentEntry } from '../../statement';
import type { StatementActions } from './actions';
import { openHistory } from '../../../lib/history-store';
import classes from './StatementCard.module.css';
import '../../../i18n/en/partyDetail';

export const DocumentCard = memo(function DocumentCard({ entry, showSubParty, actions }: { entry: DocumentEntry; showSubParty: boolean; actions: StatementActions }) {
  const { t } = useTranslation();
  const { kind, doc, subParty } = entry;
  const name = t(documentLabelKey(kind));
  const label = t('partyDetail.documentNumber', { label: name, number: doc.fullBillNo });
  // '10.000 KG @ ₹2.00 + ₹95.00/KG': a bill's labour and sale rates, a challan's labour rate.
  const rate = 'saleRate' in doc ? formatRate(doc.workRate, doc.saleRate) : formatRate(doc.workRate);
  return (
    <Paper className={classes.card} withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm">
            {t('partyDetail.documentTitle', { label: name, number: doc.fullBillNo })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(doc.issueDate)} · {doc.product.name}
            {showSubParty && subParty && !subParty.isDefault ? ` · ${t('partyDetail.subPartyName', { name: subParty.name })}` : ''}
          </Text>
        </div>
        <RowMenuButton
          label={t('partyDetail.actionsFor', { label })}
          items={() => [
            { label: t('partyDetail.edit'), icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.editDocument(kind, doc) },
            { label: t('partyDetail.delete'), color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteDocument(kind, doc) },
            { label: t('partyDetail.history'), icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(doc.id, label), read: true },
            ...(hasDeliveryChallan(kind)
              ? [{ label: t('partyDetail.challanRule55'), onClick: () => actions.challanPdf(doc.id), read: true as const }]
              : []),
          ]}
        />
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="sm">
          {formatKg(doc.quantity)} KG {rate}
        </Text>
        <Text size="sm" fw={600}>
          {formatAmount(doc.amount)}
        </Text>
      </Group>
      {'jobWorkerChallanNo' in doc && doc.jobWorkerChallanNo && doc.jobWorkerChallanDate && (
        <Text size="xs" c="dimmed">
          {t('partyDetail.jobWorkerChallan', { number: doc.jobWorkerChallanNo, date: formatDate(doc.jobWorkerChallanDate) })}
        </Text>
      )}
      {doc.note && (
        <Text size="xs" c="dimmed">
          {doc.note}
        </Text>
      )}
    </Paper>
  );
});

/** A party-level kind's card (Cash Received, a Debit Note, …): its count and total; opens its list. */
export function CashCard({ kind, receipts, onOpen }: { kind: PartyKind; receipts: PartyDocument[]; onOpen: () => void }) {
  const { t } = useTranslation();
  if (receipts.length === 0) return null;
  const name = t(documentLabelKey(kind));
  const total = sumDecimals(receipts.map((receipt) => receipt.amount), 2);
  return (
    <Paper withBorder radius="md" p="sm">
      <UnstyledButton onClick={onOpen} w="100%" aria-label={t('partyDetail.openReceipts', { label: name })}>
        <Group justify="space-between">
          <div>
            <Text fw={700} size="sm">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(isNote(kind) ? 'partyDetail.noteCount' : 'partyDetail.receiptCount', { count: receipts.length })}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {formatAmount(total)}
          </Text>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
