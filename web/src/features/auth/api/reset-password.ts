// /user/password/reset/v1: asks for an OTP to set a new password.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { mobileNoSchema, passwordSchema } from './fields';
import { otpSentSchema, type OtpSent } from './otp';

export const resetInputSchema = z.object({
  mobileNo: mobileNoSchema,
  newPassword: passwordSchema,
  confirmPassword: passwordSchema,
});
export type ResetInput = z.infer<typeof resetInputSchema>;

export function resetPassword(input: ResetInput): Promise<OtpSent> {
  return apiPost('/user/password/reset/v1', input, otpSentSchema, { auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
