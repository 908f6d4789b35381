// Dashboard card: goods sent for job work that are past Section 143's one-year limit (they count as
// supplied) or within 30 days of it, linking to the report. Shown only when there are any.
import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatKg } from '../../../lib/format';
import { useAgeing } from '../api/ageing';
import '../../../i18n/en/dashboard';

export function Section143Card() {
  const { t } = useTranslation();
  const ageing = useAgeing(null);
  const totals = ageing.data?.section143Totals;
  if (!totals || totals.overdue.lots + totals.dueSoon.lots === 0) return null;
  const { overdue, dueSoon: soon } = totals;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label={t('dashboard.section143Label')} style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Text fw={700}>{t('dashboard.section143Title')}</Text>
      <Text size="sm">
        {overdue.lots > 0 && `${t('dashboard.section143Overdue', { n: overdue.lots, kg: formatKg(overdue.quantity) })} `}
        {soon.lots > 0 && t('dashboard.section143Soon', { n: soon.lots, kg: formatKg(soon.quantity) })}
      </Text>
      <Anchor component={Link} to="/reports" size="sm">{t('dashboard.seeAgeing')}</Anchor>
    </Paper>
  );
}
