// /party/:id : party statement. Placeholder until the ledger screens land.
import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';

export function PartyDetailPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Party" />
      <Text c="dimmed" mb="sm" data-party-id={id}>
        The party statement will appear here.
      </Text>
      <Anchor component={Link} to="/party">
        Back to Parties
      </Anchor>
    </>
  );
}
