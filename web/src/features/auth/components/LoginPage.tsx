// /login: mobile number and password; on success to /company, /company/expired or /.
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazyChecks } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { AuthCard } from '../../../components/ui/AuthCard';
import { MobileInput } from '../../../components/ui/MobileInput';
import { showSubmitError } from '../../../lib/form-errors';
import { localText } from '../../../lib/local-message';
import { sessionEndedNoted } from '../../../lib/session';
import { homeFor, useStartSession } from '../../session';
import { useLogin } from '../api/login';
import '../../../i18n/en/auth';

/** The form's rules (zod and the contract's mobile field) load when the form is first touched, not with the page. */
const checks = lazyChecks(() => import('../api/fields').then((m) => m.loginInputSchema));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const loginMutation = useLogin();
  // Sent here because the server ended the session (lib/api-client.ts): say so.
  const [ended] = useState(() => sessionEndedNoted('user'));
  const form = useForm({ initialValues: { mobileNo: '', password: '' } });

  const submit = form.onSubmit(async (values) => {
    try {
      // Checked before anything is sent, as a synchronous resolver would.
      const errors = await checks.errorsOf(values);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
      const session = await loginMutation.mutateAsync(values);
      startSession(session);
      void navigate(homeFor(session.company), { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <AuthCard title={t('auth.login')}>
      <form onSubmit={submit} onFocus={checks.preload} noValidate>
        <Stack gap="md">
          {ended && (
            <Alert color="indigo" variant="light" data-testid="session-ended">
              {localText('sessionEnded')}
            </Alert>
          )}
          <MobileInput {...form.getInputProps('mobileNo')} />
          <PasswordInput
            label={t('auth.password')}
            withAsterisk
            autoComplete="current-password"
            maxLength={50}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting}>
            {t('auth.login')}
          </Button>
          <Group justify="center" gap={6}>
            <span>{t('auth.noAccount')}</span>
            <Anchor component={Link} to="/register">
              {t('auth.registerNow')}
            </Anchor>
          </Group>
          <Group justify="center">
            <LanguageSwitch />
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
