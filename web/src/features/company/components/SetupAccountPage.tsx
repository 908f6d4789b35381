// /company: a signed-in session without a company. It picks one: the user's own company and those shared
// with them, apart (CompanyPicker); when an owner has just stopped sharing the company this session was
// reading, a banner says so. A user who owns no company sets one up here (one field, Account Name; on
// success the company is stored and the user goes to /); one who owns one is not offered a second.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAME_MAX } from '@ledger/contract';
import { AuthCard } from '../../../components/ui/AuthCard';
import { showSubmitError } from '../../../lib/form-errors';
import { announceSessionChange } from '../../../lib/session';
import { sessionKeys, useSelf, type Self } from '../../session';
import { createCompanyInputSchema, useCreateCompany } from '../api/create-company';
import { useOpenCompanies } from '../api/open-companies';
import { CompanyPicker } from './CompanyPicker';
import '../../../i18n/en/company';

export function SetupAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createMutation = useCreateCompany();
  const self = useSelf().data;
  const companies = useOpenCompanies();
  const ownsOne = companies.data?.some((c) => c.role === 'owner') ?? false;
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaResolver(createCompanyInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const company = await createMutation.mutateAsync({ name: values.name.trim() });
      queryClient.setQueryData<Self>(sessionKeys.self(), (s) => (s ? { ...s, company, role: 'owner', endedAccess: null } : s));
      announceSessionChange();
      void navigate('/', { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name');
    }
  });

  const hasChoices = (companies.data?.length ?? 0) > 0;
  return (
    <AuthCard title={hasChoices ? t('company.chooseTitle') : t('company.setupTitle')}>
      <Stack gap="lg">
        {self?.endedAccess && (
          <Alert color="red.9" variant="filled" role="alert" title={t('company.accessEndedTitle')} data-testid="access-ended">
            {t('company.accessEnded', { company: self.endedAccess.name })}
          </Alert>
        )}
        <CompanyPicker />
        {!companies.isPending && !ownsOne && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {hasChoices && <Text fw={600}>{t('company.createYourOwn')}</Text>}
              <TextInput
                label={t('company.accountName')}
                description={t('company.accountNameDescription')}
                withAsterisk
                maxLength={NAME_MAX}
                data-autofocus
                {...form.getInputProps('name')}
              />
              <Button type="submit" loading={form.submitting}>
                {t('company.continue')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
