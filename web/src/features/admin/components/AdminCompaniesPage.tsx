// /admin/companies: companies with owner mobile, registration, expiry (editable), status and stats refresh.
import { ActionIcon, Badge, Box, Button, Container, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconLogout, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { GradientLogo } from '../../../components/ui/GradientLogo';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatTimestamp } from '../../../lib/format';
import { clearToken } from '../../../lib/session';
import { useCompanies, type AdminCompany } from '../api/get-companies';
import { adminKeys } from '../api/keys';
import { useRefreshStats } from '../api/refresh-stats';
import { ExpiryDialog } from './ExpiryDialog';
import { POSITIVE_COLOR, NEGATIVE_COLOR } from '../../../lib/colors';

function RefreshStatsButton({ company }: { company: AdminCompany }) {
  const refreshMutation = useRefreshStats();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {refreshMutation.isSuccess && (
        <Text size="xs" c={POSITIVE_COLOR} role="status">
          {refreshMutation.data.status}
        </Text>
      )}
      {refreshMutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {errorMessage(refreshMutation.error)}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={refreshMutation.isPending}
        onClick={() => refreshMutation.mutate(company.id)}
        aria-label={`Refresh stats of ${company.name}`}
      >
        Refresh stats
      </Button>
    </Group>
  );
}

export function AdminCompaniesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useCompanies();
  const [editing, setEditing] = useState<AdminCompany | null>(null);

  const signOut = () => {
    clearToken('admin');
    queryClient.removeQueries({ queryKey: adminKeys.all });
    navigate('/admin/login', { replace: true });
  };

  return (
    <Box bg="gray.0" mih="100vh">
      <Box component="header" bg="white" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <GradientLogo />
          <Button variant="default" size="xs" leftSection={<IconLogout size={14} aria-hidden />} onClick={signOut}>
            Log out
          </Button>
        </Group>
      </Box>
      <Container size="xl" component="main" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md">
          <Title order={1} fz="h2">
            Companies
          </Title>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void companies.refetch()}
            loading={companies.isFetching}
          >
            Reload
          </Button>
        </Group>
        {companies.isPending && <TableSkeleton />}
        {companies.isError && (
          <Text c="red.8" role="alert">
            {errorMessage(companies.error)}
          </Text>
        )}
        {companies.data?.length === 0 && <EmptyState message="No companies found." />}
        {companies.data && companies.data.length > 0 && (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} aria-label="Companies">
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company Name</Table.Th>
                    <Table.Th>Owner Mobile</Table.Th>
                    <Table.Th>Registered On</Table.Th>
                    <Table.Th>Expiry Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {companies.data.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td fw={500}>{company.name}</Table.Td>
                      <Table.Td>
                        {company.user?.verifiedMobile ? `+91 ${company.user.verifiedMobile.mobileNo}` : '-'}
                      </Table.Td>
                      <Table.Td>{formatTimestamp(company.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <span>{company.expiresAt ? formatDate(company.expiresAt) : 'No expiry'}</span>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={`Edit expiry date of ${company.name}`}
                            onClick={() => setEditing(company)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={company.isExpired ? NEGATIVE_COLOR : POSITIVE_COLOR} variant="filled">
                          {company.isExpired ? 'Expired' : 'Active'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RefreshStatsButton company={company} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Container>
      <ExpiryDialog company={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
