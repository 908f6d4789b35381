// / : the dashboard. Add Entry menu, the current month's closing figures and the month chart.
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Section143Card } from '../../gst';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatKg } from '../../../lib/format';
import { useWhenIdle } from '../../../lib/when-idle';
import { useFirstArrivalDeferred } from '../../../lib/first-arrival';
import { useCompanyMonths, monthLabel, AddEntryMenu, LazyEntryDrawerHost } from '../../entry-drawers';
import type { EntryChoice, EntryRequest } from '../../documents';
import '../../../i18n/en/dashboard';

// visx is only needed once the figures are in; keep it out of the first bundle. The chart is below the
// fold on a phone: it is fetched and drawn once the figures are on screen and the browser is idle.
const MonthChart = lazy(() => import('./MonthChart'));

interface StatCard {
  /** Stable across languages: the card's test id (its English name). */
  id: string;
  label: string;
  value: string;
}

export function DashboardPage() {
  const { t } = useTranslation();
  const months = useCompanyMonths(true);
  // The figures' first arrival is drawn in the background (lib/first-arrival.ts), not in the answer's task.
  const monthList = useFirstArrivalDeferred(months.data);
  const [request, setRequest] = useState<EntryRequest | null>(null);
  const chartWanted = useWhenIdle(monthList !== undefined);
  const current = monthList?.[0];
  const stats = current?.stats;
  const cards: StatCard[] = stats
    ? [
        { id: 'Available Stock', label: t('dashboard.availableStock'), value: `${formatKg(stats.closingStockQuantity)} KG` },
        { id: 'Receivable Quantity', label: t('dashboard.receivableQuantity'), value: `${formatKg(stats.closingReceivableQuantity)} KG` },
        { id: 'Payable Quantity', label: t('dashboard.payableQuantity'), value: `${formatKg(stats.closingPayableQuantity)} KG` },
        { id: 'Receivable Amount', label: t('dashboard.receivableAmount'), value: formatAmount(stats.closingReceivableAmount) },
        { id: 'Payable Amount', label: t('dashboard.payableAmount'), value: formatAmount(stats.closingPayableAmount) },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('dashboard.title')}>
        <AddEntryMenu onSelect={(choice: EntryChoice) => setRequest({ ...choice } as EntryRequest)} />
      </PageHeader>
      {months.isError && (
        <Text c="red.8" role="alert" mb="md">
          {errorMessage(months.error)}
        </Text>
      )}
      {/* Always rendered (a blank line while loading) so the cards below do not shift when it fills in. */}
      <Text size="sm" c="dimmed" mb="xs">
        {current ? t('dashboard.closingFiguresFor', { month: monthLabel(current.month, current.year) }) : '\u00a0'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="lg">
        {monthList === undefined && !months.isError
          ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={91} radius="md" />)
          : cards.map((card) => (
              <Paper key={card.id} withBorder radius="md" p="md" component="section" aria-label={card.label}>
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    {card.label}
                  </Text>
                  <Text fw={700} fz="xl" data-testid={`stat-${card.id}`}>
                    {card.value}
                  </Text>
                </Stack>
              </Paper>
            ))}
      </SimpleGrid>
      <Section143Card />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Suspense fallback={<Skeleton height={540} radius="md" />}>
          {monthList && chartWanted ? <MonthChart months={monthList} /> : <Skeleton height={540} radius="md" />}
        </Suspense>
      </Paper>
      <LazyEntryDrawerHost request={request} onClose={() => setRequest(null)} />
    </>
  );
}
