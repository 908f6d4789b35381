// ITC-04 for a quarter or half-year on the Reports page (ReportsPage): the period's files, what the period holds,
// the Rule 55 serials not in its Table 4, and what the JSON for the GST offline tool still needs.
import { Button, Group, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ITC04_PERIODS, financialYear, fyLabel, itc04MissingSaid, type ITC04_TABLES, type Itc04JsonMissing, type Itc04Summary } from '@ledger/contract';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { downloadEndpoint } from '../../../lib/api-client';
import { todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { localText } from '../../../lib/local-message';
import { formatDate } from '../../../lib/format';
import { useItc04Summary } from '../api/itc04';
import { ADDRESS_AND_GST_ANCHOR } from '../../settings';
import '../../../i18n/en/admin';
import '../../../i18n/en/gst';

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
export function Itc04Section() {
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
