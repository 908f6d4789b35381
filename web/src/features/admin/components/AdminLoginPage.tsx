// /admin/login: username (max 10) and password; errors under password.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_USERNAME_MAX, PASSWORD_MAX } from '@ledger/contract';
import { AuthCard } from '../../../components/ui/AuthCard';
import { showSubmitError } from '../../../lib/form-errors';
import { appText } from '../../../lib/app-message';
import { sessionEndedNoted } from '../../../lib/session';
import { adminLoginInputSchema, useAdminLogin } from '../api/admin-login';
import { adminKeys } from '../api/keys';
import '../../../i18n/en/admin';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useAdminLogin();
  // Sent here because the server ended the session (lib/api-client.ts): say so.
  const [ended] = useState(() => sessionEndedNoted('admin'));
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(adminLoginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync({ username: values.username.trim(), password: values.password });
      queryClient.removeQueries({ queryKey: adminKeys.all });
      void navigate('/admin/companies', { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <AuthCard title={t('admin.adminLogin')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {ended && (
            <Alert color="indigo" variant="light" data-testid="session-ended">
              {appText('sessionEnded')}
            </Alert>
          )}
          <TextInput
            label={t('admin.username')}
            withAsterisk
            maxLength={ADMIN_USERNAME_MAX}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('admin.password')}
            withAsterisk
            maxLength={PASSWORD_MAX}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('admin.login')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
