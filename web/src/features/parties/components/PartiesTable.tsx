// Party balances table: a row opens the party; edit and delete stay on this page.
import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconHistory } from '@tabler/icons-react';
import { memo, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { useStableHandlers } from '../../../lib/stable-handlers';
import { Link, useNavigate } from 'react-router-dom';
import { formatAmount, formatKg } from '../../../lib/format';
import type { Party } from '../api/get-parties';
import { PartyPhone } from './PartyPhone';
import { partyTotals, splitBalance } from './balances';
import { POSITIVE_COLOR, NEGATIVE_COLOR } from '../../../lib/colors';
import { Writable } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';
import { partyPath } from '../../../lib/party-url';
import '../../../i18n/en/parties';

interface PartiesTableProps {
  parties: Party[];
  /** The search: another one shows the list from its first page (lib/paged-rows.ts). */
  listKey: string;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
}

const DASH = '-';
const kgOrDash = (value: string | null) => (value === null ? DASH : formatKg(value));
const amountOrDash = (value: string | null) => (value === null ? DASH : formatAmount(value));

/** One party's row, memoised: the list grows a slice at a time, and the rows already drawn are not drawn again. */
const PartyRow = memo(function PartyRow({ party, t, on }: { party: Party; t: TFunction; on: RowHandlers }) {
  const quantity = splitBalance(party.stats?.closingReceivableQuantity);
  const amount = splitBalance(party.stats?.closingReceivableAmount);
  // Row clicks navigate; the action buttons must not.
  const act = (event: MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => on.open(party)}>
      <Table.Td>
        <Anchor component={Link} to={partyPath(party.id)} fw={500} onClick={(e) => e.stopPropagation()}>
          {party.name}
        </Anchor>
        <PartyPhone party={party} />
      </Table.Td>
      <Table.Td maw={240}>
        <Text size="sm" lineClamp={2}>
          {party.details?.note ?? ''}
        </Text>
      </Table.Td>
      <Table.Td ta="right" c={quantity.receive ? POSITIVE_COLOR : undefined}>
        {kgOrDash(quantity.receive)}
      </Table.Td>
      <Table.Td ta="right" c={amount.receive ? POSITIVE_COLOR : undefined}>
        {amountOrDash(amount.receive)}
      </Table.Td>
      <Table.Td ta="right" c={quantity.give ? NEGATIVE_COLOR : undefined}>
        {kgOrDash(quantity.give)}
      </Table.Td>
      <Table.Td ta="right" c={amount.give ? NEGATIVE_COLOR : undefined}>
        {amountOrDash(amount.give)}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={t('parties.historyOf', { name: party.name })} onClick={(event) => act(event, () => openHistory(party.id, party.name))}>
            <IconHistory size={18} aria-hidden />
          </ActionIcon>
        <Writable>
          <ActionIcon
            variant="subtle"
            aria-label={t('parties.editNamed', { name: party.name })}
            onClick={(event) => act(event, () => on.edit(party))}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('parties.deleteNamed', { name: party.name })}
            onClick={(event) => act(event, () => on.remove(party))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Writable>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

interface RowHandlers {
  open: (party: Party) => void;
  edit: (party: Party) => void;
  remove: (party: Party) => void;
}

export function PartiesTable({ parties, listKey, onEdit, onDelete }: PartiesTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totals = partyTotals(parties);
  const paged = usePagedRows(parties, listKey);
  const { shown } = paged;
  const on = useStableHandlers({ open: (party: Party) => navigate(partyPath(party.id)), edit: onEdit, remove: onDelete });

  return (
    <>
    <Table.ScrollContainer minWidth={960} type="native" tabIndex={0} aria-label={t('parties.title')}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parties.partyName')}</Table.Th>
            <Table.Th>{t('parties.note')}</Table.Th>
            <Table.Th ta="right">{t('parties.quantityToReceive')}</Table.Th>
            <Table.Th ta="right">{t('parties.amountToReceive')}</Table.Th>
            <Table.Th ta="right">{t('parties.quantityToGive')}</Table.Th>
            <Table.Th ta="right">{t('parties.amountToPay')}</Table.Th>
            <Table.Th ta="right">{t('parties.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((party) => (
            <PartyRow key={party.id} party={party} t={t} on={on} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} bg="gray.0">
            <Table.Th scope="row">{t('parties.total')}</Table.Th>
            <Table.Td />
            <Table.Td ta="right" data-testid="total-quantity-to-receive">
              {formatKg(totals.quantityToReceive)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-amount-to-receive">
              {formatAmount(totals.amountToReceive)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-quantity-to-give">
              {formatKg(totals.quantityToGive)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-amount-to-pay">
              {formatAmount(totals.amountToPay)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
    <MoreRows paged={paged} />
    </>
  );
}
