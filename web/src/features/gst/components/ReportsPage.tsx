// /reports: ageing of open quantities with each party (FIFO per product, the opening quantity as the oldest
// lot, in day buckets, both ways; cards at phone width) as of a day, the Section 143 list (goods sent for job
// work past one year, capital goods three, or within 30 days of it, with the deemed-supply draft and the owner's
// choice), and below them the filing sections (FilingSections.tsx, their own chunk): ITC-04 with the check of its
// Rule 55 serials, the e-way bill bulk file, and the Tally file.
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGEING_BUCKETS, type Ageing } from '@ledger/contract';
import { isZero } from '../../../lib/decimal';
import { DateField } from '../../../components/ui/DateField';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { useFirstArrivalDeferred } from '../../../lib/first-arrival';
import { formatAmount, formatDate, formatKg } from '../../../lib/format';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { useAgeing } from '../api/ageing';
import { DeemedSupplyActions } from './DeemedSupplyActions';
import '../../../i18n/en/gst';

const loadFilingSections = () => import('./FilingSections');
const FilingSections = lazy(loadFilingSections);

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


export function ReportsPage() {
  const { t } = useTranslation();
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const [asOf, setAsOf] = useState<string | null>(null);
  const [draft, setDraft] = useState(todayInKolkata());
  const ageing = useAgeing(asOf);
  // The report's first arrival (every party's rows on a busy company) is drawn in the background, in slices
  // (lib/first-arrival.ts), not in the answer's task (issue 28).
  const a = useFirstArrivalDeferred(ageing.data);
  // The filing sections' chunk loads beside the report, not after it.
  useEffect(() => void loadFilingSections(), []);
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
            <Suspense fallback={<TableSkeleton rows={4} />}>
              <FilingSections />
            </Suspense>
          </>
        )}
      </Stack>
    </>
  );
}
