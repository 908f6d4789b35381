// Delete Company and Data: password, a confirmation dialog, then the app reloads signed out.
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@ledger/contract';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/form-errors';
import { clearToken } from '../../../lib/session';
import { deleteCompanyFormSchema, useDeleteCompany } from '../api/delete-company';
import { SettingsSection } from './SettingsSection';
import '../../../i18n/en/settings';

export function DeleteCompanySection({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  const deleteMutation = useDeleteCompany();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaResolver(deleteCompanyFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(() => {
    deleteMutation.reset();
    setConfirming(true);
  });

  const confirm = () => {
    deleteMutation.mutate(form.getValues().password, {
      onSuccess: () => {
        // Tokens are revoked with the company: start the app afresh.
        clearToken('user');
        window.location.assign('/');
      },
    });
  };

  return (
    <SettingsSection title={t('settings.deleteCompany')}>
      <form onSubmit={submit} noValidate>
        <Text size="sm" mb="sm">
          {t('settings.deleteCompanyWarning', { companyName })}
        </Text>
        <PasswordInput
          label={t('settings.password')}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
          mb="md"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red">
            {t('settings.deleteCompany')}
          </Button>
        </Group>
      </form>
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('settings.deleteCompany')}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        loading={deleteMutation.isPending || deleteMutation.isSuccess}
        error={deleteMutation.isError ? errorMessage(deleteMutation.error) : null}
      />
    </SettingsSection>
  );
}
