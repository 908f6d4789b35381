// OTP step shared by registration and password reset: 4 digits, sent as a number, errors under otp.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import type { Session } from '@ledger/contract';
import { showSubmitError } from '../../../lib/form-errors';
import { formatTimestamp } from '../../../lib/format';
import { otpSchema } from '../api/fields';

const otpFormSchema = z.object({ otp: otpSchema });

interface OtpFormProps {
  mobileNo: string;
  otpValidTill: string;
  verify: (input: { mobileNo: string; otp: number }) => Promise<Session>;
  onVerified: (session: Session) => void;
  onBack: () => void;
}

export function OtpForm({ mobileNo, otpValidTill, verify, onVerified, onBack }: OtpFormProps) {
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
          Enter the 4 digit OTP sent to +91 {mobileNo}.
          <br />
          OTP is valid till {formatTimestamp(otpValidTill)}.
        </Text>
        <TextInput
          label="OTP"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          data-autofocus
          {...form.getInputProps('otp')}
        />
        <Button type="submit" loading={form.submitting}>
          Verify OTP
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Change details
        </Anchor>
      </Stack>
    </form>
  );
}
