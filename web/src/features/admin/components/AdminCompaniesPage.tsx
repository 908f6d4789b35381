// /admin/companies: companies with owner mobile, registration, expiry (editable), status, stats refresh and Verify.
import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { GradientLogo } from '../../../components/ui/GradientLogo';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import { clearToken } from '../../../lib/session';
import { useCompanies, type AdminCompany } from '../api/get-companies';
import { adminKeys } from '../api/keys';
import { CompaniesTable } from './CompaniesTable';
import { CompanyCards } from './CompanyCards';
import { ExpiryDialog } from './ExpiryDialog';
import { VerifyDialog } from './VerifyDialog';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import '../../../i18n/en/admin';

export function AdminCompaniesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useCompanies();
  const [editing, setEditing] = useState<AdminCompany | null>(null);
  const [verifying, setVerifying] = useState<AdminCompany | null>(null);
  const isPhone = useMatchesQuery(PHONE_QUERY);

  const signOut = () => {
    clearToken('admin');
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Box bg="gray.0" mih="100vh">
      <Box component="header" bg="white" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <GradientLogo />
          <Button variant="default" size="xs" leftSection={<IconLogout size={14} aria-hidden />} onClick={signOut}>
            {t('admin.logOut')}
          </Button>
        </Group>
      </Box>
      <Container size="xl" component="main" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md">
          <Title order={1} fz="h2">
            {t('admin.companies')}
          </Title>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void companies.refetch()}
            loading={companies.isFetching}
          >
            {t('admin.reload')}
          </Button>
        </Group>
        {companies.isPending && <TableSkeleton />}
        {companies.isError && (
          <Text c="red.8" role="alert">
            {errorMessage(companies.error)}
          </Text>
        )}
        {companies.data?.length === 0 && <EmptyState message={t('admin.noCompaniesFound')} />}
        {companies.data && companies.data.length > 0 && (
          isPhone ? (
            <CompanyCards companies={companies.data} onEditExpiry={setEditing} onVerify={setVerifying} />
          ) : (
            <CompaniesTable companies={companies.data} onEditExpiry={setEditing} onVerify={setVerifying} />
          )
        )}
      </Container>
      <ExpiryDialog company={editing} onClose={() => setEditing(null)} />
      <VerifyDialog company={verifying} onClose={() => setVerifying(null)} />
    </Box>
  );
}
