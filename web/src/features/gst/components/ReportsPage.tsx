// /reports: ageing of open quantities with each party (FIFO per product, the opening quantity as the oldest
// lot, in day buckets, both ways; cards at phone width) as of a day, the Section 143 list (goods sent for job
// work past one year, capital goods three, or within 30 days of it, with the deemed-supply draft and the owner's choice), ITC-04 with the check of its Rule 55 serials, the e-way bill
// bulk file, and the Tally file.
import { Badge, Box, Button, Group, List, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AGEING_BUCKETS, ITC04_PERIODS, financialYear, fyLabel, itc04MissingSaid, type Ageing, type ITC04_TABLES, type Itc04JsonMissing, type Itc04Summary } from '@ledger/contract';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { downloadEndpoint } from '../../../lib/api-client';
import { isZero } from '../../../lib/decimal';
import { DateField } from '../../../components/ui/DateField';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { localText } from '../../../lib/local-message';
import { useFirstArrivalDeferred } from '../../../lib/first-arrival';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { useAgeing } from '../api/ageing';
import { useItc04Summary } from '../api/itc04';
import { TallySection } from './TallySection';
import { ADDRESS_AND_GST_ANCHOR } from '../../settings';
import { EwayBillSection } from './EwayBillSection';
import { DeemedSupplyActions } from './DeemedSupplyActions';
import '../../../i18n/en/admin';
import '../../../i18n/en/gst';

/** Each bucket's and direction's name in the catalogue (i18n/en/gst.ts). */
const BUCKET_LABEL = { '0-90': 'bucket0To90', '91-180': 'bucket91To180', '181-365': 'bucket181To365', 'over-365': 'bucketOver365' } as const satisfies Record<(typeof AGEING_BUCKETS)[number], string>;
const DIRECTION_LABEL = { WITH_PARTY: 'withParty', WITH_US: 'withUs' } as const;

/** A row's goods: its product, or the party's opening quantity (a lot of no product). */
const goodsOf = (t: TFunction, product: Ageing['rows'][number]['product']) => product?.name ?? t('gst.openingLot');
const rowKey = (r: Ageing['rows'][number]) => `${r.party.id}${r.product?.id ?? 'opening'}${r.direction}`;

function AgeingTable({ rows }: { rows: Ageing['rows'] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} aria-label={t('gst.ageing')}>
      <Table striped fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gst.party')}</Table.Th><Table.Th>{t('gst.product')}</Table.Th><Table.Th>{t('gst.whoseGoods')}</Table.Th>
            {AGEING_BUCKETS.map((b) => <Table.Th key={b} ta="right">{t(`gst.${BUCKET_LABEL[b]}`)}</Table.Th>)}
            <Table.Th ta="right">{t('gst.totalKg')}</Table.Th><Table.Th>{t('gst.oldest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              <Table.Td>{r.party.name}</Table.Td><Table.Td fs={r.product ? undefined : 'italic'}>{goodsOf(t, r.product)}</Table.Td>
              <Table.Td>{t(`gst.${DIRECTION_LABEL[r.direction]}`)}</Table.Td>
              {AGEING_BUCKETS.map((b) => <Table.Td key={b} ta="right" fw={b === 'over-365' && !isZero(r.buckets[b]) ? 700 : undefined}>{formatKg(r.buckets[b])}</Table.Td>)}
              <Table.Td ta="right" fw={600}>{formatKg(r.total)}</Table.Td><Table.Td>{formatDate(r.oldest)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** At phone width: a card per row, the buckets two by two, every KG on screen. */
function AgeingCards({ rows }: { rows: Ageing['rows'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="ageing-cards" aria-label={t('gst.ageing')}>
      {rows.map((r) => (
        <Paper key={rowKey(r)} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>{r.party.name} · {goodsOf(t, r.product)}</Text>
              <Text size="xs" c="dimmed">{t(`gst.${DIRECTION_LABEL[r.direction]}`)} · {t('gst.oldest')} {formatDate(r.oldest)}</Text>
            </Box>
            <Text size="sm" fw={700} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{formatKg(r.total)} KG</Text>
          </Group>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={0} mt={4}>
            {AGEING_BUCKETS.map((b) => (
              <Group key={b} justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">{t(`gst.${BUCKET_LABEL[b]}`)}</Text>
                <Text size="xs" fw={b === 'over-365' && !isZero(r.buckets[b]) ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>{formatKg(r.buckets[b])}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}


/** What the period's ITC-04 holds, and each Rule 55 serial that is not in its Table 4 with the reason. */
function Itc04Check({ s }: { s: Itc04Summary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} mt="sm" data-testid="itc04-check">
      <Text size="sm">{t('gst.itc04Counts', { table4: s.table4, table5a: s.table5a, table5b: s.table5b, table5c: s.table5c, from: formatDate(s.from), to: formatDate(s.to) })}</Text>
      {s.missing.length === 0 ? <Text size="sm">{t('gst.serialsAllIn')}</Text> : (
        <>
          <Text size="sm" fw={600}>{t('gst.serialsNotIn')}</Text>
          <List size="sm" spacing={2}>
            {s.missing.map((m) => (
              <List.Item key={m.challanNo}>
                {m.reason === 'DELETED' ? t('gst.serialDeleted', { serial: m.challanNo })
                  : t('gst.serialNowInSlip', { serial: m.challanNo, number: m.number ?? '', date: m.date ? formatDate(m.date) : '' })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {s.withoutSerial > 0 && <Text size="sm" c="red.8">{t('gst.withoutSerial', { n: s.withoutSerial, button: t('admin.refreshStats') })}</Text>}
    </Stack>
  );
}

/** Where each missing detail of the ITC-04 JSON is put right (its words are the refusal's: itc04MissingSaid). */
const MISSING_FIX = {
  COMPANY_GSTIN: () => `/settings#${ADDRESS_AND_GST_ANCHOR}`,
  PARTY_STATE: (id: string | null) => `/party/${id ?? ''}`,
  PRODUCT_HSN: () => '/product',
  PRODUCT_VALUE_RATE: () => '/product',
  DOCUMENT_NUMBER_LONG: (id: string | null) => `/party/${id ?? ''}`,
} as const satisfies Record<Itc04Summary['jsonMissing'][number]['kind'], (id: string | null) => string>;

/** A missing detail in the chosen language, in the words the refusal of the JSON uses. */
function missingText(m: Itc04JsonMissing): string {
  const said = itc04MissingSaid(m);
  return localText(said.code, said.params);
}

/** What the JSON for the GST offline tool still needs, each with a link to where it is added. */
function JsonMissing({ missing }: { missing: Itc04Summary['jsonMissing'] }) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <Stack gap={2} mt="sm" data-testid="itc04-json-missing">
      <Text size="sm" fw={600} c="red.8">{t('gst.jsonMissingTitle', { count: missing.length })}</Text>
      <List size="sm" spacing={2}>
        {missing.map((m) => (
          <List.Item key={`${m.kind}${m.id ?? ''}`}>
            <Text component={Link} to={MISSING_FIX[m.kind](m.id)} size="sm" td="underline">{missingText(m)}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** ITC-04 for a quarter or half-year: Excel with Table 4 and Table 5A, or one table as CSV. */
function Itc04Section() {
  const { t } = useTranslation();
  const thisFy = financialYear(todayInKolkata());
  const [fy, setFy] = useState(String(thisFy));
  const [period, setPeriod] = useState('Q1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = useItc04Summary(Number(fy), period as (typeof ITC04_PERIODS)[number]);
  const get = async (format: 'xlsx' | 'csv' | 'json', table: (typeof ITC04_TABLES)[number] = '4') => {
    setBusy(true);
    setError(null);
    try {
      await downloadEndpoint(gstEndpoints.itc04Export, { fy: Number(fy), period: period as (typeof ITC04_PERIODS)[number], format, table });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4">ITC-04</Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('gst.itc04Intro')}
      </Text>
      <Group align="flex-end" gap="xs">
        <Select label={t('gst.financialYear')} w={140} allowDeselect={false} value={fy} onChange={(v) => v && setFy(v)}
          data={[0, 1, 2, 3].map((k) => ({ value: String(thisFy - k), label: fyLabel(thisFy - k) }))} />
        <Select label={t('gst.period')} w={160} allowDeselect={false} value={period} onChange={(v) => v && setPeriod(v)}
          data={ITC04_PERIODS.map((p) => ({ value: p, label: t(`gst.period${p}`) }))} />
        <Button loading={busy} onClick={() => void get('xlsx')}>{t('gst.excel')}</Button>
        <Button variant="default" disabled={busy} onClick={() => void get('csv', '4')}>{t('gst.csvTable4')}</Button>
        <Button variant="default" disabled={busy} onClick={() => void get('csv', '5A')}>{t('gst.csvTable5A')}</Button>
        {(summary.data?.table5b ?? 0) > 0 && <Button variant="default" disabled={busy} onClick={() => void get('csv', '5B')}>{t('gst.csvTable5B')}</Button>}
        {(summary.data?.table5c ?? 0) > 0 && <Button variant="default" disabled={busy} onClick={() => void get('csv', '5C')}>{t('gst.csvTable5C')}</Button>}
        <Button variant="default" disabled={busy || (summary.data?.jsonMissing.length ?? 0) > 0} onClick={() => void get('json')}>{t('gst.jsonOfflineTool')}</Button>
      </Group>
      {error && <Text size="sm" c="red.8" role="alert" mt={4}>{error}</Text>}
      {summary.isError && <Text size="sm" c="red.8" role="alert" mt={4}>{errorMessage(summary.error)}</Text>}
      {summary.data && <JsonMissing missing={summary.data.jsonMissing} />}
      {summary.data && <Itc04Check s={summary.data} />}
    </Paper>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const [asOf, setAsOf] = useState<string | null>(null);
  const [draft, setDraft] = useState(todayInKolkata());
  const ageing = useAgeing(asOf);
  // The report's first arrival (every party's rows on a busy company) is drawn in the background, in slices
  // (lib/first-arrival.ts), not in the answer's task (issue 28).
  const a = useFirstArrivalDeferred(ageing.data);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isIsoDate(draft)) setAsOf(draft);
  };
  return (
    <>
      <PageHeader title={t('gst.reports')} />
      <Stack gap="md">
        <form onSubmit={submit} aria-label={t('gst.ageingDate')} noValidate>
          <Group align="flex-end" gap="xs">
            <DateField label={t('gst.asOf')} value={draft} onChange={setDraft} w={160} />
            <Button type="submit" loading={ageing.isFetching}>{t('gst.show')}</Button>
          </Group>
        </form>
        {ageing.isError && <Text c="red.8" role="alert">{errorMessage(ageing.error)}</Text>}
        {!a && !ageing.isError && <TableSkeleton rows={6} />}
        {a && (
          <>
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="h4">{t('gst.section143Title')}</Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('gst.section143Intro')}
              </Text>
              {a.section143.length === 0 ? <Text size="sm">{t('gst.nothingNearLimit', { date: formatDate(a.asOf) })}</Text> : (
                <Stack gap={6} data-testid="section-143">
                  {a.section143.map((l) => (
                    <Group key={`${l.number ?? 'opening'}${l.sentOn}${l.party.id}`} justify="space-between" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>{l.party.name} · {goodsOf(t, l.product)}{l.capitalGoods ? ` (${t('gst.capitalGoods')})` : ''}</Text>
                        <Text size="xs" c="dimmed">{l.number ?? t('gst.openingLot')}{l.challanNo ? ` (${l.challanNo})` : ''} {t('gst.lotSent', { sent: formatDate(l.sentOn), days: l.days, limit: formatDate(l.limit) })}</Text>
                        {l.value !== null && <Text size="xs" c="dimmed">{t('gst.draftValue', { value: formatAmount(l.value) })}</Text>}
                        {l.status === 'OVERDUE' && l.slipId !== null && <DeemedSupplyActions lot={{ ...l, slipId: l.slipId }} />}
                      </div>
                      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{formatKg(l.quantity)} KG</Text>
                        <Badge color={l.status === 'OVERDUE' ? 'red.9' : 'dark'} size="sm" style={{ overflow: 'visible' }}>
                          {l.status === 'DUE_SOON' ? t('gst.within30Days') : l.capitalGoods ? t('gst.pastThreeYears') : t('gst.pastOneYear')}
                        </Badge>
                      </Stack>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="h4" mb="xs">{t('gst.ageingTitle', { date: formatDate(a.asOf) })}</Title>
              {a.rows.length === 0 ? <Text size="sm">{t('gst.nothingOpen')}</Text> : isPhone ? <AgeingCards rows={a.rows} /> : <AgeingTable rows={a.rows} />}
              {a.rows.length > 0 && <Text size="xs" c="dimmed" mt="xs">{t('gst.ageingKgHint')}</Text>}
              {a.rows.some((r) => r.product === null) && <Text size="xs" c="dimmed">{t('gst.openingLotHint')}</Text>}
            </Paper>
            <Itc04Section />
            <EwayBillSection />
            <TallySection />
          </>
        )}
      </Stack>
    </>
  );
}
