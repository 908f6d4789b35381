// "As of…": this month's statement as it read at a past moment (folded from the log up to then), beside
// today's, the figures that differ highlighted, and what was recorded in between, each with its history.
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_WIRE, balanceText, kindsOf, type LanguageCode, type ResponseOf, type statementEndpoints } from '@ledger/contract';
import { DateField } from '../../../components/ui/DateField';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatDate, formatKg, formatKolkata } from '../../../lib/format';
import { useLanguageCode } from '../../../lib/language';
import { useStatementAsOf } from '../api/audit';
import { describeEvent, documentName } from '../api/describe';
import { openHistory } from '../../../lib/history-store';
import '../../../i18n/en/audit';
import '../../../i18n/en/common';
import '../../../i18n/en/kinds';

type Statement = ResponseOf<typeof statementEndpoints.statement>;

interface Line { label: string; then: string | null; now: string | null }

function figureLines(then: Statement | null, now: Statement, tr: TFunction, lang: LanguageCode): Line[] {
  const t = then?.partyMonth.stats, n = now.partyMonth.stats;
  const kg = (v: string | undefined) => (v === undefined ? null : `${formatKg(v)} KG`);
  const rs = (v: string | undefined) => (v === undefined ? null : formatAmount(v));
  // Balances read by their side, as on every screen ('To give 54.860 KG'): @ledger/contract balance.ts.
  const balance = (v: string | undefined, unit: 'kg' | 'amount') => (v === undefined ? null : balanceText(v, unit, lang).text);
  return [
    { label: tr('audit.openingQuantity'), then: balance(t?.openingReceivableQuantity, 'kg'), now: balance(n.openingReceivableQuantity, 'kg') },
    { label: tr('audit.openingAmount'), then: balance(t?.openingReceivableAmount, 'amount'), now: balance(n.openingReceivableAmount, 'amount') },
    { label: tr('audit.incomingQuantity'), then: kg(t?.in.quantity), now: kg(n.in.quantity) },
    { label: tr('audit.incomingAmount'), then: rs(t?.in.amount), now: rs(n.in.amount) },
    { label: tr('audit.outgoingQuantity'), then: kg(t?.out.quantity), now: kg(n.out.quantity) },
    { label: tr('audit.outgoingAmount'), then: rs(t?.out.amount), now: rs(n.out.amount) },
    { label: tr('audit.closingQuantity'), then: balance(t?.closingReceivableQuantity, 'kg'), now: balance(n.closingReceivableQuantity, 'kg') },
    { label: tr('audit.closingAmount'), then: balance(t?.closingReceivableAmount, 'amount'), now: balance(n.closingReceivableAmount, 'amount') },
  ];
}

/** Each job-work item of the month with its quantity and amount. */
function itemLines(then: Statement | null, now: Statement, tr: TFunction): Line[] {
  const items = (s: Statement | null) => {
    const map = new Map<string, { label: string; text: string }>();
    for (const sp of s?.subPartyMonthStatementList ?? []) {
      for (const item of kindsOf('slip').flatMap((kind) => sp[KIND_WIRE[kind].statementList])) {
        const label = `${tr(`kinds.direction.${item.itemType}`)} ${item.product.name}${sp.subParty.isDefault ? '' : ` · ${sp.subParty.name}`}`;
        map.set(item.id, { label, text: `${formatKg(item.quantity)} KG · ${formatAmount(item.amount)}` });
      }
    }
    return map;
  };
  const t = items(then), n = items(now);
  // Every item of either moment, labelled as it is now (or was then, if it is gone).
  const labels = new Map([...t, ...n].map(([id, line]) => [id, line.label]));
  return [...labels].map(([id, label]) => ({ label, then: t.get(id)?.text ?? null, now: n.get(id)?.text ?? null }));
}

function Comparison({ title, lines }: { title: string; lines: Line[] }) {
  const { t } = useTranslation();
  return (
      <Table fz="sm" verticalSpacing={4} data-testid="as-of-comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th ta="right">{t('audit.then')}</Table.Th>
            <Table.Th ta="right">{t('audit.today')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => {
            const differs = l.then !== l.now;
            return (
              <Table.Tr key={l.label} bg={differs ? 'yellow.1' : undefined} data-differs={differs || undefined}>
                <Table.Td>{l.label}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={differs ? 700 : undefined}>{l.then ?? '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={differs ? 700 : undefined}>{l.now ?? '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    
  );
}

export function AsOfDialog({ opened, onClose, partyMonthId, monthLabel, today }: {
  opened: boolean; onClose: () => void; partyMonthId: string; monthLabel: string; today: Statement | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const [date, setDate] = useState(todayInKolkata());
  const [time, setTime] = useState('23:59');
  const [asOf, setAsOf] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useStatementAsOf(partyMonthId, asOf);

  const show = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(date)) return setError(t('audit.dateFormat'));
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return setError(t('audit.timeFormat'));
    setError(null);
    setAsOf(`${date}T${time}:59.999+05:30`);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('audit.asOfTitle', { month: monthLabel })} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={show} noValidate>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <DateField label={t('audit.date')} value={date} onChange={setDate} style={{ flex: '1 1 140px' }} />
          <TextInput label={t('audit.timeIst')} value={time} onChange={(e) => setTime(e.currentTarget.value)} w={110} inputMode="numeric" />
          <Button type="submit">{t('audit.show')}</Button>
        </Group>
      </form>
      {error && <Text c="red.8" role="alert" mt="xs">{error}</Text>}
      {result.isFetching && <Text c="dimmed" mt="md">{t('audit.replaying')}</Text>}
      {result.isError && <Text c="red.8" role="alert" mt="md">{errorMessage(result.error)}</Text>}
      {result.data && today && (
        <Stack gap="md" mt="md" data-testid="as-of-result">
          <Text size="sm">
            {t('audit.asRecordedBy', { time: formatKolkata(result.data.asOf), seq: result.data.seq })}
            {result.data.statement === null ? ` ${t('audit.notExistYet')}` : ''}
          </Text>
          <Comparison title={t('audit.figures')} lines={figureLines(result.data.statement, today, t, lang)} />
          <Comparison title={t('audit.items')} lines={itemLines(result.data.statement, today, t)} />
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('audit.recordedSince', { n: `${result.data.between.length}${result.data.more ? '+' : ''}` })}
            </Text>
            {result.data.between.length === 0 && <Text size="sm" c="dimmed">{t('audit.nothingSince')}</Text>}
            {result.data.between.map((e) => (
              <Group key={e.seq} justify="space-between" wrap="nowrap" gap="xs" data-testid="as-of-between">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {formatKolkata(e.recordedAt)} · {describeEvent(e, t)}
                  {typeof e.data.issueDate === 'string' ? ` (${t('audit.dated', { date: formatDate(e.data.issueDate) })})` : ''}
                </Text>
                {e.documentKind && (
                  <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => openHistory(e.documentId, documentName(e, t))}>
                    {t('audit.history')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
