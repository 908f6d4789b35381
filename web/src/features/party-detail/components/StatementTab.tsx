// Statement tab: Outgoing and Incoming columns, then the summary (Out−In, or carried-in/forward).
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@ledger/contract';
import { Balance } from '../../../components/ui/Balance';
import type { Statement } from '../../statement';
import { statementColumns, visibleStatements, type DocumentEntry, type ItemEntry, type StatementColumn, type SubPartySelection } from '../../statement';
import type { StatementActions } from './actions';
import { CashCard, DocumentCard } from './DocumentCards';
import { ItemCard } from './ItemCard';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import '../../../i18n/en/partyDetail';

/** Cards per page of a column (an item's card holds its slips: a busy one ten or more), the first drawn at once,
 * then one per task. */
const PAGE_CARDS = 6;
const FIRST_CARDS = 2;

type Card = { item: ItemEntry; doc?: never } | { doc: DocumentEntry; item?: never };

const Column = memo(function Column({ title, column, showSubParty, actions, listKey }: { title: string; column: StatementColumn; showSubParty: boolean; actions: StatementActions; listKey: string }) {
  const { t } = useTranslation();
  const empty = column.items.length === 0 && column.documents.length === 0 && column.party.every(({ docs }) => docs.length === 0);
  // A busy month's cards come a page at a time (lib/paged-rows.ts): the items, then the documents.
  const cards = useMemo((): Card[] => [...column.items.map((item) => ({ item })), ...column.documents.map((doc) => ({ doc }))], [column]);
  const paged = usePagedRows(cards, listKey, PAGE_CARDS, FIRST_CARDS, 1);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {empty && (
        <Text size="sm" c="dimmed">
          {t('partyDetail.nothingToShow')}
        </Text>
      )}
      {paged.shown.map((card) =>
        card.item ? (
          <ItemCard key={card.item.item.id} entry={card.item} showSubParty={showSubParty} actions={actions} />
        ) : (
          <DocumentCard key={card.doc.doc.id} entry={card.doc} showSubParty={showSubParty} actions={actions} />
        ),
      )}
      <MoreRows paged={paged} />
      {column.party.map(({ kind, docs }) => (
        <CashCard key={kind} kind={kind} receipts={docs} onOpen={() => actions.openCash(kind)} />
      ))}
    </Stack>
  );
});

/** A balance (or a sub-party's Out − In) read by its side, as everywhere: 'To give 54.860 KG'. */
function Figure({ label, raw, unit, testId }: { label: string; raw: string; unit: BalanceUnit; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Balance value={raw} unit={unit} size="sm" fw={700} ta="right" testId={testId} />
    </Group>
  );
}

function Summary({ statement, selection }: { statement: Statement; selection: SubPartySelection }) {
  const { t } = useTranslation();
  if (selection !== null) {
    const entry = visibleStatements(statement, selection)[0];
    if (!entry) return null;
    const { totalQuantity: quantity, totalAmount: amount } = entry.subPartyMonth.outMinusIn;
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('partyDetail.summary')}>
        <Text fw={700} mb={4}>
          {t('partyDetail.outMinusIn')}
        </Text>
        <Figure label={t('partyDetail.quantity')} raw={quantity} unit="kg" testId="summary-quantity" />
        <Figure label={t('partyDetail.amount')} raw={amount} unit="amount" testId="summary-amount" />
      </Paper>
    );
  }
  const stats = statement.partyMonth.stats;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('partyDetail.summary')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text fw={700} mb={4}>
            {t('partyDetail.carriedInBalance')}
          </Text>
          <Figure label={t('partyDetail.quantity')} raw={stats.openingReceivableQuantity} unit="kg" testId="opening-quantity" />
          <Figure label={t('partyDetail.amount')} raw={stats.openingReceivableAmount} unit="amount" testId="opening-amount" />
        </div>
        <div>
          <Text fw={700} mb={4}>
            {t('partyDetail.forwardBalance')}
          </Text>
          <Figure label={t('partyDetail.quantity')} raw={stats.closingReceivableQuantity} unit="kg" testId="closing-quantity" />
          <Figure label={t('partyDetail.amount')} raw={stats.closingReceivableAmount} unit="amount" testId="closing-amount" />
        </div>
      </SimpleGrid>
    </Paper>
  );
}

export function StatementTab({ statement, selection, actions }: { statement: Statement; selection: SubPartySelection; actions: StatementActions }) {
  const { t } = useTranslation();
  const { outgoing, incoming } = useMemo(() => statementColumns(statement, selection), [statement, selection]);
  const showSubParty = selection === null;
  // Another month or sub-party shows each column from its first page.
  const listKey = `${statement.partyMonth.id}|${selection ?? ''}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Column title={t('partyDetail.outgoing')} column={outgoing} showSubParty={showSubParty} actions={actions} listKey={listKey} />
        <Column title={t('partyDetail.incoming')} column={incoming} showSubParty={showSubParty} actions={actions} listKey={listKey} />
      </SimpleGrid>
      <Summary statement={statement} selection={selection} />
    </Stack>
  );
}
