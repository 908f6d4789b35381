// Phone layout of the party list: one card per party plus a totals card, same actions as the table.
import { ActionIcon, Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconHistory } from '@tabler/icons-react';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { useStableHandlers } from '../../../lib/stable-handlers';
import { Link } from 'react-router-dom';
import { formatAmount, formatKg } from '../../../lib/format';
import type { Party } from '../api/get-parties';
import { partyTotals, splitBalance } from './balances';
import { PartyPhone } from './PartyPhone';
import { POSITIVE_COLOR, NEGATIVE_COLOR } from '../../../lib/colors';
import { Writable } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';
import { partyPath } from '../../../lib/party-url';
import '../../../i18n/en/parties';

interface PartyCardsProps {
  parties: Party[];
  /** The search: another one shows the list from its first page (lib/paged-rows.ts). */
  listKey: string;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

const kgOrDash = (value: string | null) => (value === null ? '-' : formatKg(value));
const amountOrDash = (value: string | null) => (value === null ? '-' : formatAmount(value));

/** One party's card, memoised: the list grows a slice at a time, and the cards already drawn are not drawn again. */
const PartyCard = memo(function PartyCard({ party, t, on }: { party: Party; t: TFunction; on: CardHandlers }) {
  const quantity = splitBalance(party.stats?.closingReceivableQuantity);
  const amount = splitBalance(party.stats?.closingReceivableAmount);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={partyPath(party.id)} fw={600}>
            {party.name}
          </Anchor>
          <PartyPhone party={party} />
          {party.details?.note && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {party.details.note}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={t('parties.historyOf', { name: party.name })} onClick={() => openHistory(party.id, party.name)}>
            <IconHistory size={18} aria-hidden />
          </ActionIcon>
        <Writable>
          <ActionIcon variant="subtle" aria-label={t('parties.editNamed', { name: party.name })} onClick={() => on.edit(party)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('parties.deleteNamed', { name: party.name })}
            onClick={() => on.remove(party)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Writable>
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="xs">
        <Figure label={t('parties.quantityToReceive')} value={kgOrDash(quantity.receive)} color={quantity.receive ? POSITIVE_COLOR : undefined} />
        <Figure label={t('parties.amountToReceive')} value={amountOrDash(amount.receive)} color={amount.receive ? POSITIVE_COLOR : undefined} />
        <Figure label={t('parties.quantityToGive')} value={kgOrDash(quantity.give)} color={quantity.give ? NEGATIVE_COLOR : undefined} />
        <Figure label={t('parties.amountToPay')} value={amountOrDash(amount.give)} color={amount.give ? NEGATIVE_COLOR : undefined} />
      </SimpleGrid>
    </Paper>
  );
});

interface CardHandlers {
  edit: (party: Party) => void;
  remove: (party: Party) => void;
}

export function PartyCards({ parties, listKey, onEdit, onDelete }: PartyCardsProps) {
  const { t } = useTranslation();
  const totals = partyTotals(parties);
  const paged = usePagedRows(parties, listKey);
  const { shown } = paged;
  const on = useStableHandlers({ edit: onEdit, remove: onDelete });
  return (
    <Stack gap="sm">
      {shown.map((party) => (
        <PartyCard key={party.id} party={party} t={t} on={on} />
      ))}
      <MoreRows paged={paged} />
      <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label={t('parties.total')}>
        <Text fw={700}>{t('parties.total')}</Text>
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          <Figure label={t('parties.quantityToReceive')} value={formatKg(totals.quantityToReceive)} />
          <Figure label={t('parties.amountToReceive')} value={formatAmount(totals.amountToReceive)} />
          <Figure label={t('parties.quantityToGive')} value={formatKg(totals.quantityToGive)} />
          <Figure label={t('parties.amountToPay')} value={formatAmount(totals.amountToPay)} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
