// /login: mobile number and password; on success to /company, /company/expired or /.
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useField } from '@mantine/form';
import { lazyChecks } from '../../../lib/lazy-checks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_MAX } from '@ledger/contract';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { AuthCard } from '../../../components/ui/AuthCard';
import { MobileInput } from '../../../components/ui/MobileInput';
import { showSubmitError } from '../../../lib/form-errors';
import { appText } from '../../../lib/app-message';
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
  // Two fields, each with @mantine/form's useField (its whole useForm is 5 KB more on the first screen: issue 28).
  const fields = { mobileNo: useField({ initialValue: '' }), password: useField({ initialValue: '' }) };
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const values = { mobileNo: fields.mobileNo.getValue(), password: fields.password.getValue() };
    setSubmitting(true);
    try {
      // Checked before anything is sent, as a synchronous resolver would.
      const errors = await checks.errorsOf(values);
      fields.mobileNo.setError(errors.mobileNo ?? null);
      fields.password.setError(errors.password ?? null);
      if (Object.keys(errors).length > 0) return;
      const session = await loginMutation.mutateAsync(values);
      startSession(session);
      void navigate(homeFor(session.company), { replace: true });
    } catch (error) {
      showSubmitError((field: keyof typeof fields, message) => fields[field].setError(message), error, 'password');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.login')}>
      <form onSubmit={(event) => void submit(event)} onFocus={checks.preload} noValidate>
        <Stack gap="md">
          {ended && (
            <Alert color="indigo" variant="light" data-testid="session-ended">
              {appText('sessionEnded')}
            </Alert>
          )}
          <MobileInput {...fields.mobileNo.getInputProps()} />
          <PasswordInput
            label={t('auth.password')}
            withAsterisk
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            {...fields.password.getInputProps()}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting}>
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
