// /entries : month entries. Placeholder until the ledger screens land.
import { Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/PageHeader';

export function EntriesPage() {
  return (
    <>
      <PageHeader title="Entries" />
      <Text c="dimmed">Month entries will appear here.</Text>
    </>
  );
}
