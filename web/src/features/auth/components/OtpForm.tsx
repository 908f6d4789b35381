// OTP step shared by registration and password reset: 4 digits, sent as a number, errors under otp.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OTP_DIGITS, type Session } from '@ledger/contract';
import { showSubmitError } from '../../../lib/form-errors';
import { formatTimestamp } from '../../../lib/format';
import { otpSchema } from '../api/fields';
import '../../../i18n/en/auth';

const otpFormSchema = z.object({ otp: otpSchema });

interface OtpFormProps {
  mobileNo: string;
  otpValidTill: string;
  verify: (input: { mobileNo: string; otp: number }) => Promise<Session>;
  onVerified: (session: Session) => void;
  onBack: () => void;
}

export function OtpForm({ mobileNo, otpValidTill, verify, onVerified, onBack }: OtpFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { otp: '' },
    validate: schemaResolver(otpFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const session = await verify({ mobileNo, otp: Number(values.otp) });
      onVerified(session);
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'otp');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('auth.otpSentTo', { mobileNo })}
          <br />
          {t('auth.otpValidTill', { time: formatTimestamp(otpValidTill) })}
        </Text>
        <TextInput
          label={t('auth.otp')}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_DIGITS}
          data-autofocus
          {...form.getInputProps('otp')}
        />
        <Button type="submit" loading={form.submitting}>
          {t('auth.verifyOtp')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('auth.changeDetails')}
        </Anchor>
      </Stack>
    </form>
  );
}
