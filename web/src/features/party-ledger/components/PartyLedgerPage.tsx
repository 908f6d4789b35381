// /party/:id/ledger: the party's ledger between two dates (this financial year by default): the opening
// balance, every slip, bill, challan and cash in date order with what it adds and the running balance,
// and the closing. A table on a desktop, cards on a phone; PDF, Excel and CSV downloads.
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { LedgerRow, LedgerRowKind, PartyLedger } from '@ledger/contract';
import { DateField } from '../../../components/ui/DateField';
import { DownloadMenu } from '../../../components/ui/DownloadMenu';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { Balance, useBalanceText } from '../../../components/ui/Balance';
import { NEGATIVE_COLOR, POSITIVE_COLOR } from '../../../lib/colors';
import { isNegative, isZero } from '../../../lib/decimal';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { partyPath } from '../../../lib/party-url';
import { downloadLedger, fyStart, usePartyLedger } from '../api/ledger';
import '../../../i18n/en/kinds';
import '../../../i18n/en/ledger';


const signColor = (v: string) => (isZero(v) ? undefined : isNegative(v) ? NEGATIVE_COLOR : POSITIVE_COLOR);
const docName = (r: LedgerRow, t: TFunction) => `${t(`kinds.name.${r.kind satisfies LedgerRowKind}`)}${r.number ? ` ${r.number}` : ''}`;
const detail = (r: LedgerRow) => [r.particulars, r.subParty].filter(Boolean).join(' · ');

/** A balance read by its side ('To give 54.860 KG'), or, `plain`, a column's total. */
function BalanceCard({ label, b, plain, testId }: { label: string; b: PartyLedger['opening']; plain?: boolean; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">{label}</Text>
      {plain ? (
        <>
          <Text fw={600}>{formatKg(b.quantity)} KG</Text>
          <Text fw={600}>{formatAmount(b.amount)}</Text>
        </>
      ) : (
        <>
          <Balance value={b.quantity} unit="kg" fw={600} />
          <Balance value={b.amount} unit="amount" fw={600} />
        </>
      )}
    </Paper>
  );
}

/** A running balance cell, read by its side as everywhere. */
function BalanceTd({ value, unit }: { value: string; unit: 'kg' | 'amount' }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      <Balance value={value} unit={unit} size="sm" fw="inherit" span />
    </Table.Td>
  );
}

function LedgerTable({ l }: { l: PartyLedger }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} aria-label={t('ledger.tableLabel')}>
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.date')}</Table.Th><Table.Th>{t('ledger.document')}</Table.Th><Table.Th>{t('ledger.particulars')}</Table.Th>
            <Table.Th ta="right">KG</Table.Th><Table.Th ta="right">{t('ledger.amount')}</Table.Th>
            <Table.Th ta="right">{t('ledger.balanceKg')}</Table.Th><Table.Th ta="right">{t('ledger.balanceRupees')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr fw={600}>
            <Table.Td>{formatDate(l.from)}</Table.Td><Table.Td>{t('ledger.openingBalance')}</Table.Td><Table.Td /><Table.Td /><Table.Td />
            <BalanceTd value={l.opening.quantity} unit="kg" /><BalanceTd value={l.opening.amount} unit="amount" />
          </Table.Tr>
          {l.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDate(r.date)}</Table.Td>
              <Table.Td>{docName(r, t)}</Table.Td>
              <Table.Td>{detail(r)}</Table.Td>
              <Table.Td ta="right" c={signColor(r.quantity)}>{isZero(r.quantity) ? '' : formatKg(r.quantity)}</Table.Td>
              <Table.Td ta="right" c={signColor(r.amount)}>{isZero(r.amount) ? '' : formatAmount(r.amount)}</Table.Td>
              <BalanceTd value={r.balance.quantity} unit="kg" />
              <BalanceTd value={r.balance.amount} unit="amount" />
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{formatDate(l.to)}</Table.Td><Table.Td>{t('ledger.closingBalance')}</Table.Td><Table.Td /><Table.Td /><Table.Td />
            <BalanceTd value={l.closing.quantity} unit="kg" /><BalanceTd value={l.closing.amount} unit="amount" />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LedgerCards({ l }: { l: PartyLedger }) {
  const { t } = useTranslation();
  const read = useBalanceText();
  return (
    <Stack gap="xs" data-testid="ledger-cards">
      {l.rows.map((r) => (
        <Paper key={r.id} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>{docName(r, t)}</Text>
              <Text size="xs" c="dimmed">{[formatDate(r.date), detail(r) || null].filter(Boolean).join(' · ')}</Text>
            </Box>
            <Box ta="right" style={{ flexShrink: 0 }}>
              {!isZero(r.quantity) && <Text size="sm" c={signColor(r.quantity)}>{formatKg(r.quantity)} KG</Text>}
              {!isZero(r.amount) && <Text size="sm" c={signColor(r.amount)}>{formatAmount(r.amount)}</Text>}
            </Box>
          </Group>
          <Text size="xs" c="dimmed" ta="right">{t('ledger.cardBalance', { kg: read(r.balance.quantity, 'kg').text, amount: read(r.balance.amount, 'amount').text })}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

export function PartyLedgerPage() {
  const { t } = useTranslation();
  const { id: partyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = todayInKolkata();
  const dateParam = (name: 'from' | 'to', fallback: string) => {
    const value = params.get(name);
    return value !== null && isIsoDate(value) ? value : fallback;
  };
  const from = dateParam('from', fyStart(today));
  const to = dateParam('to', today);
  const [draft, setDraft] = useState({ from, to });
  const [problem, setProblem] = useState<string | null>(null);
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const range = { partyId, from, to };
  const ledger = usePartyLedger(range);
  const l = ledger.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(draft.from) || !isIsoDate(draft.to)) return setProblem(t('ledger.bothDates'));
    if (draft.from > draft.to) return setProblem(t('ledger.toAfterFrom'));
    setProblem(null);
    setParams({ from: draft.from, to: draft.to });
  };

  return (
    <>
      <PageHeader title={l ? t('ledger.titleFor', { name: l.party.name }) : t('ledger.title')} />
      <Stack gap="sm">
        <Anchor component={Link} to={partyPath(partyId)} size="sm"><IconArrowLeft size={14} aria-hidden /> {t('ledger.backToParty')}</Anchor>
        <form onSubmit={submit} aria-label={t('ledger.datesForm')} noValidate>
          <Group align="flex-end" gap="xs">
            <DateField label={t('ledger.from')} value={draft.from} onChange={(v) => setDraft((d) => ({ ...d, from: v }))} w={150} />
            <DateField label={t('ledger.to')} value={draft.to} onChange={(v) => setDraft((d) => ({ ...d, to: v }))} w={150} />
            <Button type="submit" loading={ledger.isFetching}>{t('ledger.show')}</Button>
            <DownloadMenu what={t('ledger.downloadWhat')} onDownload={(format) => downloadLedger(range, format)} disabled={!l} />
          </Group>
          {problem && <Text size="sm" c="red.8" role="alert" mt={4}>{problem}</Text>}
        </form>
        {ledger.isError && <Text c="red.8" role="alert">{errorMessage(ledger.error)}</Text>}
        {ledger.isPending && <TableSkeleton rows={8} />}
        {l && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
              <BalanceCard label={t('ledger.openingOn', { date: formatDate(l.from) })} b={l.opening} testId="ledger-opening" />
              <BalanceCard label={t('ledger.outgoingRaises')} b={l.outgoing} plain />
              <BalanceCard label={t('ledger.incomingLowers')} b={l.incoming} plain />
              <BalanceCard label={t('ledger.closingOn', { date: formatDate(l.to) })} b={l.closing} testId="ledger-closing" />
            </SimpleGrid>
            <Text size="xs" c="dimmed">{t('ledger.movementNote')}</Text>
            {l.rows.length === 0 ? <Text c="dimmed">{t('ledger.noDocuments')}</Text> : isPhone ? <LedgerCards l={l} /> : <LedgerTable l={l} />}
          </>
        )}
      </Stack>
    </>
  );
}
