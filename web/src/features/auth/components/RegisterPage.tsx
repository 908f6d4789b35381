// /register: mobile, password and confirm, then the OTP screen; then to /company (or / with a company).
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OtpSent } from '@ledger/contract';
import { PASSWORD_MAX } from '@ledger/contract';
import { AuthCard } from '../../../components/ui/AuthCard';
import { MobileInput } from '../../../components/ui/MobileInput';
import { showSubmitError } from '../../../lib/form-errors';
import { homeFor, useStartSession } from '../../session';
import { passwordPairSchema } from '../api/fields';
import { useRegister } from '../api/register';
import { verifyMobile } from '../api/verify-mobile';
import { OtpForm } from './OtpForm';
import '../../../i18n/en/auth';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const registerMutation = useRegister();
  const [otpSent, setOtpSent] = useState<OtpSent | null>(null);
  const form = useForm({
    initialValues: { mobileNo: '', password: '', confirmPassword: '' },
    validate: schemaResolver(passwordPairSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      setOtpSent(await registerMutation.mutateAsync(values));
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'confirmPassword');
    }
  });

  if (otpSent) {
    return (
      <AuthCard title={t('auth.verifyMobile')}>
        <OtpForm
          mobileNo={otpSent.mobileNo}
          otpValidTill={otpSent.otpValidTill}
          verify={verifyMobile}
          onBack={() => setOtpSent(null)}
          onVerified={(session) => {
            startSession(session);
            void navigate(homeFor(session.company), { replace: true });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileInput {...form.getInputProps('mobileNo')} />
          <PasswordInput
            label={t('auth.password')}
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...form.getInputProps('confirmPassword')}
          />
          <Text size="xs" c="dimmed">
            {t('auth.agreeBefore')}{' '}
            <Anchor component={Link} to="/terms" size="xs" underline="always">
              {t('auth.termsTitle')}
            </Anchor>{' '}
            {t('auth.agreeBetween')}{' '}
            <Anchor component={Link} to="/privacyPolicy" size="xs" underline="always">
              {t('auth.privacyTitle')}
            </Anchor>
            {t('auth.agreeAfter')}
          </Text>
          <Button type="submit" loading={form.submitting}>
            {t('auth.register')}
          </Button>
          <Group justify="center" gap={6}>
            <span>{t('auth.alreadyHaveAccount')}</span>
            <Anchor component={Link} to="/login">
              {t('auth.login')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
