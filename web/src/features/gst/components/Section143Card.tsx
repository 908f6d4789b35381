// Dashboard card: goods sent for job work that are past Section 143's one-year limit (they count as
// supplied) or within 30 days of it, linking to the report. Shown only when there are any.
import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatKg } from '../../../lib/format';
import { sumDecimals } from '../../../lib/decimal';
import { useAgeing } from '../api/ageing';

export function Section143Card() {
  const { t } = useTranslation();
  const ageing = useAgeing(null);
  const lots = ageing.data?.section143 ?? [];
  if (!lots.length) return null;
  const overdue = lots.filter((l) => l.status === 'OVERDUE');
  const soon = lots.filter((l) => l.status === 'DUE_SOON');
  const kg = (xs: typeof lots) => formatKg(sumDecimals(xs.map((l) => l.quantity), 3));
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label={t('gst.cardLabel')} style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Text fw={700}>{t('gst.cardTitle')}</Text>
      <Text size="sm">
        {overdue.length > 0 && `${t('gst.cardOverdue', { n: overdue.length, kg: kg(overdue) })} `}
        {soon.length > 0 && t('gst.cardSoon', { n: soon.length, kg: kg(soon) })}
      </Text>
      <Anchor component={Link} to="/reports" size="sm">{t('gst.seeAgeing')}</Anchor>
    </Paper>
  );
}
