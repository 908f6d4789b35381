// Dashboard card: goods sent for job work that are past Section 143's one-year limit (they count as
// supplied) or within 30 days of it, linking to the report. Shown only when there are any.
import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatKg } from '../../../lib/format';
import { useAgeing } from '../api/ageing';
import '../../../i18n/en/gst';

export function Section143Card() {
  const { t } = useTranslation();
  const ageing = useAgeing(null);
  const totals = ageing.data?.section143Totals;
  if (!totals || totals.overdue.lots + totals.dueSoon.lots === 0) return null;
  const { overdue, dueSoon: soon } = totals;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label={t('gst.cardLabel')} style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Text fw={700}>{t('gst.cardTitle')}</Text>
      <Text size="sm">
        {overdue.lots > 0 && `${t('gst.cardOverdue', { n: overdue.lots, kg: formatKg(overdue.quantity) })} `}
        {soon.lots > 0 && t('gst.cardSoon', { n: soon.lots, kg: formatKg(soon.quantity) })}
      </Text>
      <Anchor component={Link} to="/reports" size="sm">{t('gst.seeAgeing')}</Anchor>
    </Paper>
  );
}
