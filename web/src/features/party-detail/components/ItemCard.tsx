// A job-work item card: product (work rate), menu, sub-party line, slips, and the totals footer.
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ActionMenu } from '../../../components/ui/ActionMenu';
import { isZero } from '../../../lib/decimal';
import { formatAmount, formatKg } from '../../../lib/format';
import { hasLoss, shortNumber, type ItemEntry } from '../api/statement-view';
import type { StatementActions } from './actions';
import { SlipTable } from './SlipTable';
import { openHistory } from '../../audit';

export function ItemCard({ entry, showSubParty, actions }: { entry: ItemEntry; showSubParty: boolean; actions: StatementActions }) {
  const { item, subParty } = entry;
  const title = `${item.product.name}${isZero(item.workRate) ? '' : ` (${shortNumber(item.workRate)})`}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${item.itemType} item ${item.product.name}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={() => actions.openItem(entry)} aria-label={`Open item ${title}`} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {title}
          </Text>
        </UnstyledButton>
        <ActionMenu
          label={`Item actions for ${title}`}
          items={[
            { label: 'Add Slip', icon: <IconPlus size={14} aria-hidden />, onClick: () => actions.addSlip(entry) },
            { label: 'Edit', icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.openItem(entry) },
            { label: 'Delete', color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteItem(item) },
            { label: 'History of rates', icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(item.id, `Rates of ${title}`), read: true },
          ]}
        />
      </Group>
      {showSubParty && !subParty.isDefault && (
        <Text size="xs" c="dimmed">
          Sub Party: {subParty.name}
        </Text>
      )}
      <SlipTable entry={entry} actions={actions} />
      <Stack gap={2} mt={4} pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <Text size="sm">Total Quantity</Text>
          <Text size="sm" fw={600}>
            {formatKg(item.quantity)}
          </Text>
        </Group>
        {hasLoss(item) && (
          <Group justify="space-between">
            <Text size="sm">
              Burn Loss ({shortNumber(item.lossPercentage)}%{item.isLossInclusive ? '' : ', exclusive'})
            </Text>
            <Text size="sm" fw={600}>
              {item.isLossInclusive ? '-' : '+'}
              {formatKg(item.lossQuantity)}
            </Text>
          </Group>
        )}
        {hasLoss(item) && (
          <Group justify="space-between">
            <Text size="sm">Net Quantity</Text>
            <Text size="sm" fw={600}>
              {formatKg(item.effectiveQuantity)}
            </Text>
          </Group>
        )}
        {(!isZero(item.amount) || !isZero(item.workRate)) && (
          <Group justify="space-between">
            <Text size="sm">
              Amount ({formatAmount(item.amountRate)})
            </Text>
            <Text size="sm" fw={600}>
              {formatAmount(item.amount)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
