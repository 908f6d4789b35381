// / : the dashboard. Add Entry menu, the current month's closing figures and the month chart.
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Section143Card } from '../../gst';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatKg } from '../../../lib/format';
import { useCompanyMonths } from '../../entry-drawers/api/company-months';
import { monthLabel } from '../../entry-drawers/api/dates';
import type { EntryKind, EntryRequest } from '../../entry-drawers/api/entry-request';
import { AddEntryMenu, LazyEntryDrawerHost } from '../../entry-drawers';

// visx is only needed once the figures are in; keep it out of the first bundle.
const MonthChart = lazy(() => import('./MonthChart'));

interface StatCard {
  label: string;
  value: string;
}

export function DashboardPage() {
  const months = useCompanyMonths(true);
  const [request, setRequest] = useState<EntryRequest | null>(null);
  const current = months.data?.[0];
  const stats = current?.stats;
  const cards: StatCard[] = stats
    ? [
        { label: 'Available Stock', value: `${formatKg(stats.closingStockQuantity)} KG` },
        { label: 'Receivable Quantity', value: `${formatKg(stats.closingReceivableQuantity)} KG` },
        { label: 'Payable Quantity', value: `${formatKg(stats.closingPayableQuantity)} KG` },
        { label: 'Receivable Amount', value: formatAmount(stats.closingReceivableAmount) },
        { label: 'Payable Amount', value: formatAmount(stats.closingPayableAmount) },
      ]
    : [];

  return (
    <>
      <PageHeader title="Dashboard">
        <AddEntryMenu onSelect={(kind: EntryKind) => setRequest({ kind } as EntryRequest)} />
      </PageHeader>
      {months.isError && (
        <Text c="red.8" role="alert" mb="md">
          {errorMessage(months.error)}
        </Text>
      )}
      {/* Always rendered (a blank line while loading) so the cards below do not shift when it fills in. */}
      <Text size="sm" c="dimmed" mb="xs">
        {current ? `Closing figures for ${monthLabel(current.month, current.year)}` : '\u00a0'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="lg">
        {months.isPending
          ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={91} radius="md" />)
          : cards.map((card) => (
              <Paper key={card.label} withBorder radius="md" p="md" component="section" aria-label={card.label}>
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    {card.label}
                  </Text>
                  <Text fw={700} fz="xl" data-testid={`stat-${card.label}`}>
                    {card.value}
                  </Text>
                </Stack>
              </Paper>
            ))}
      </SimpleGrid>
      <Section143Card />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Suspense fallback={<Skeleton height={540} radius="md" />}>
          {months.data ? <MonthChart months={months.data} /> : <Skeleton height={540} radius="md" />}
        </Suspense>
      </Paper>
      <LazyEntryDrawerHost request={request} onClose={() => setRequest(null)} />
    </>
  );
}
