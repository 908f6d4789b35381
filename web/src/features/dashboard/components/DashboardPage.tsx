// / : the dashboard. Stat cards, chart and the Add Entry menu come with the ledger screens.
import { Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/PageHeader';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Text c="dimmed">Stock, receivable and payable figures will appear here.</Text>
    </>
  );
}
