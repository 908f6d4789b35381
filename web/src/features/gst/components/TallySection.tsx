// Reports → "Tally file for your CA": a quarter or a month of a financial year as one XML file TallyPrime
// imports (docs/tally.md); the server makes it off the request thread, and the button spins meanwhile.
import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FY_MONTHS, TALLY_PERIODS, financialYear, fyLabel, fyMonth } from '@ledger/contract';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { downloadEndpoint } from '../../../lib/api-client';
import { todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { monthLabel } from '../../entry-drawers';
import '../../../i18n/en/gst';

type Period = (typeof TALLY_PERIODS)[number];

export function TallySection() {
  const { t } = useTranslation();
  const thisFy = financialYear(todayInKolkata());
  const [fy, setFy] = useState(String(thisFy));
  const [period, setPeriod] = useState<Period>('Q1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  // A month is named with its year ("January 2027" in FY 2026-27); a quarter by its months.
  const label = (p: Period) => {
    const index = (FY_MONTHS as readonly string[]).indexOf(p);
    if (index < 0) return t(`gst.period${p as 'Q1' | 'Q2' | 'Q3' | 'Q4'}`);
    const { year, month } = fyMonth(Number(fy), index);
    return monthLabel(month, year);
  };
  const get = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadEndpoint(gstEndpoints.tallyExport, { fy: Number(fy), period });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Title order={2} fz="h4" id={titleId}>{t('gst.tallyTitle')}</Title>
      <Text size="sm" c="dimmed" mb="xs">{t('gst.tallyIntro')}</Text>
      <Group align="flex-end" gap="xs">
        <Select label={t('gst.financialYear')} w={140} allowDeselect={false} value={fy} onChange={(v) => v && setFy(v)}
          data={[0, 1, 2, 3].map((k) => ({ value: String(thisFy - k), label: fyLabel(thisFy - k) }))} />
        <Select label={t('gst.period')} w={170} allowDeselect={false} value={period} onChange={(v) => v && setPeriod(v as Period)}
          data={TALLY_PERIODS.map((p) => ({ value: p, label: label(p) }))} />
        <Button loading={busy} onClick={() => void get()}>{t('gst.tallyDownload')}</Button>
      </Group>
      {error && <Text size="sm" c="red.8" role="alert" mt={4}>{error}</Text>}
    </Paper>
  );
}
