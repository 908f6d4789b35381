// A job-work item card: product @ work rate, menu, sub-party line, slips, and the totals footer.
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { isZero } from '../../../lib/decimal';
import { formatAmount, formatKg } from '../../../lib/format';
import { formatBurnLoss, formatRate, itemHeading } from '@ledger/contract';
import { hasLoss, itemTypeKey, shortNumber, type ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { SlipTable } from './SlipTable';
import { openHistory } from '../../../lib/history-store';
import classes from './StatementCard.module.css';
import '../../../i18n/en/partyDetail';

/** Memoised: a statement's cards are drawn again only when their item changes. */
export const ItemCard = memo(function ItemCard({ entry, showSubParty, actions }: { entry: ItemEntry; showSubParty: boolean; actions: StatementActions }) {
  const { t } = useTranslation();
  const { item, subParty } = entry;
  const title = itemHeading(item);
  return (
    <Paper className={classes.card} withBorder radius="md" p="sm" component="article" aria-label={t('partyDetail.itemLabel', { type: t(itemTypeKey(item.itemType)), product: item.product.name })}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={() => actions.openItem(entry)} aria-label={t('partyDetail.openItem', { title })} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {title}
          </Text>
        </UnstyledButton>
        <RowMenuButton
          label={t('partyDetail.itemActionsFor', { title })}
          items={() => [
            { label: t('partyDetail.addSlip'), icon: <IconPlus size={14} aria-hidden />, onClick: () => actions.addSlip(entry) },
            { label: t('partyDetail.edit'), icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.openItem(entry) },
            { label: t('partyDetail.delete'), color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteItem(item) },
            { label: t('partyDetail.historyOfRates'), icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(item.id, t('partyDetail.ratesOf', { title })), read: true },
          ]}
        />
      </Group>
      {showSubParty && !subParty.isDefault && (
        <Text size="xs" c="dimmed">
          {t('partyDetail.subPartyName', { name: subParty.name })}
        </Text>
      )}
      <SlipTable entry={entry} actions={actions} />
      <Stack gap={2} mt={4} pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <Text size="sm">{t('partyDetail.totalQuantity')}</Text>
          <Text size="sm" fw={600}>
            {formatKg(item.quantity)}
          </Text>
        </Group>
        {hasLoss(item) && (
          <Group justify="space-between">
            <Text size="sm">
              {t('partyDetail.burnLoss', { percent: shortNumber(item.lossPercentage) })}
            </Text>
            <Text size="sm" fw={600} data-testid="item-burn-loss">
              {formatBurnLoss(item.lossQuantity, item.isLossInclusive)}
            </Text>
          </Group>
        )}
        {hasLoss(item) && (
          <Group justify="space-between">
            <Text size="sm">{t('partyDetail.netQuantity')}</Text>
            <Text size="sm" fw={600}>
              {formatKg(item.effectiveQuantity)}
            </Text>
          </Group>
        )}
        {(!isZero(item.amount) || !isZero(item.workRate)) && (
          <Group justify="space-between">
            <Text size="sm">
              {t('partyDetail.amountAtRate', { rate: formatRate(item.amountRate) })}
            </Text>
            <Text size="sm" fw={600}>
              {formatAmount(item.amount)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
