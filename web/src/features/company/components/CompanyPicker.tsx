// The companies this user may open: their own, and those whose owners gave them read-only access as
// their accountant. Picking one switches the session to it and opens its dashboard.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/form-errors';
import { useOpenCompanies, useSelectCompany } from '../api/open-companies';

export function CompanyPicker({ currentId, title }: { currentId?: string | null; title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companies = useOpenCompanies();
  const select = useSelectCompany();
  if (companies.isPending) return <Text c="dimmed">{t('company.loadingCompanies')}</Text>;
  if (companies.isError) return <Text c="red.8" role="alert">{errorMessage(companies.error)}</Text>;
  if (companies.data.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="company-picker">
      <Text fw={600}>{title ?? t('company.companiesYouCanOpen')}</Text>
      {companies.data.map((company) => (
        <Paper key={company.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {company.name}
              </Text>
              <Group gap={4}>
                <Badge size="sm" variant="filled" color={company.role === 'owner' ? 'indigo.8' : 'teal.9'}>
                  {company.role === 'owner' ? t('company.owner') : t('common.accountantReadOnly')}
                </Badge>
                {company.isExpired && (
                  <Badge size="sm" variant="filled" color="red.9">
                    {t('company.planExpired')}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Button
              size="xs"
              variant={company.id === currentId ? 'default' : 'filled'}
              disabled={company.id === currentId}
              loading={select.isPending && select.variables === company.id}
              aria-label={t('company.openNamed', { name: company.name })}
              onClick={() => select.mutate(company.id, { onSuccess: () => navigate('/', { replace: true }) })}
            >
              {company.id === currentId ? t('company.openNow') : t('company.open')}
            </Button>
          </Group>
        </Paper>
      ))}
      {select.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(select.error)}
        </Text>
      )}
    </Stack>
  );
}
