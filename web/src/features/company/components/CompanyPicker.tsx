// The companies this user may open, apart: their own company, and those whose owners gave them read-only
// access as their accountant or made them its gate clerk. Picking one switches the session to it (and every tab of this browser with
// it) and opens its dashboard.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/form-errors';
import { useOpenCompanies, useSelectCompany, type OpenCompany } from '../api/open-companies';
import '../../../i18n/en/common';
import '../../../i18n/en/company';

function CompanyRow({ company, current, select }: { company: OpenCompany; current: boolean; select: ReturnType<typeof useSelectCompany> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`company-${company.role}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {company.name}
          </Text>
          <Group gap={4}>
            {company.role !== 'owner' && (
              <Badge size="sm" variant="filled" color="teal.9">
                {company.role === 'clerk' ? t('common.gateClerk') : t('common.accountantReadOnly')}
              </Badge>
            )}
            {company.isExpired && (
              <Badge size="sm" variant="filled" color="red.9">
                {t('company.planExpired')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          size="xs"
          variant={current ? 'default' : 'filled'}
          disabled={current}
          loading={select.isPending && select.variables === company.id}
          aria-label={t('company.openNamed', { name: company.name })}
          onClick={() => select.mutate(company.id, { onSuccess: () => navigate('/', { replace: true }) })}
        >
          {current ? t('company.openNow') : t('company.open')}
        </Button>
      </Group>
    </Paper>
  );
}

interface GroupProps {
  title: string;
  companies: OpenCompany[];
  currentId?: string | null;
  select: ReturnType<typeof useSelectCompany>;
  'data-testid': string;
}

function CompanyGroup({ title, companies, currentId, select, 'data-testid': testId }: GroupProps) {
  if (companies.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} fz="md">
        {title}
      </Title>
      {companies.map((company) => (
        <CompanyRow key={company.id} company={company} current={company.id === currentId} select={select} />
      ))}
    </Stack>
  );
}

/** `currentId`: the company the session looks at now (not offered again). */
export function CompanyPicker({ currentId }: { currentId?: string | null }) {
  const { t } = useTranslation();
  const companies = useOpenCompanies();
  const select = useSelectCompany();
  if (companies.isPending) return <Text c="dimmed">{t('company.loadingCompanies')}</Text>;
  if (companies.isError) return <Text c="red.8" role="alert">{errorMessage(companies.error)}</Text>;
  const own = companies.data.filter((c) => c.role === 'owner');
  const shared = companies.data.filter((c) => c.role !== 'owner');
  if (own.length === 0 && shared.length === 0) return null;
  return (
    <Stack gap="md" data-testid="company-picker">
      <CompanyGroup title={t('company.yourCompany')} companies={own} currentId={currentId} select={select} data-testid="own-companies" />
      <CompanyGroup title={t('company.sharedWithYou')} companies={shared} currentId={currentId} select={select} data-testid="shared-companies" />
      {select.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(select.error)}
        </Text>
      )}
    </Stack>
  );
}
