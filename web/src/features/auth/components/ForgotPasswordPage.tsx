// /forgot-password: mobile and new password, 'Send OTP', then the OTP screen with its validity time.
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OtpSent } from '@ledger/contract';
import { z } from 'zod';
import { PASSWORD_MAX, said } from '@ledger/contract';
import { AuthCard } from '../../../components/ui/AuthCard';
import { MobileInput } from '../../../components/ui/MobileInput';
import { showSubmitError } from '../../../lib/form-errors';
import { homeFor, useStartSession } from '../../session';
import { mobileNoSchema, newPasswordSchema, passwordSchema } from '../api/fields';
import { useResetPassword } from '../api/reset-password';
import { verifyReset } from '../api/verify-reset';
import { OtpForm } from './OtpForm';
import '../../../i18n/en/auth';

const forgotFormSchema = z
  .object({ mobileNo: mobileNoSchema, newPassword: newPasswordSchema('New password'), confirmPassword: passwordSchema })
  .refine((values) => values.newPassword === values.confirmPassword, {
    ...said('passwordMismatch'),
    path: ['confirmPassword'],
  });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const resetMutation = useResetPassword();
  const [otpSent, setOtpSent] = useState<OtpSent | null>(null);
  const form = useForm({
    initialValues: { mobileNo: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(forgotFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      setOtpSent(await resetMutation.mutateAsync(values));
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'confirmPassword');
    }
  });

  if (otpSent) {
    return (
      <AuthCard title={t('auth.forgotPassword')}>
        <OtpForm
          mobileNo={otpSent.mobileNo}
          otpValidTill={otpSent.otpValidTill}
          verify={verifyReset}
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
    <AuthCard title={t('auth.forgotPassword')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileInput description={t('auth.otpHint')} {...form.getInputProps('mobileNo')} />
          <PasswordInput
            label={t('auth.newPassword')}
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('auth.sendOtp')}
          </Button>
          <Anchor component={Link} to="/login" ta="center">
            {t('auth.goBack')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
