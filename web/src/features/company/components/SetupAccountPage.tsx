// /company: one field, Account Name; on success the company is stored and the user goes to /.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import { showSubmitError } from '../../../lib/form-errors';
import { sessionKeys, type Self } from '../../session/api/get-self';
import { createCompanyInputSchema, useCreateCompany } from '../api/create-company';
import { CompanyPicker } from './CompanyPicker';

export function SetupAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createMutation = useCreateCompany();
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaResolver(createCompanyInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const company = await createMutation.mutateAsync({ name: values.name.trim() });
      queryClient.setQueryData<Self>(sessionKeys.self(), (self) => (self ? { ...self, company, role: 'owner' } : self));
      navigate('/', { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name');
    }
  });

  return (
    <AuthCard title={t('company.setupTitle')}>
      <Stack gap="lg">
      <CompanyPicker title={t('company.sharedWithYou')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('company.accountName')}
            description={t('company.accountNameDescription')}
            withAsterisk
            maxLength={50}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('company.continue')}
          </Button>
        </Stack>
      </form>
      </Stack>
    </AuthCard>
  );
}
