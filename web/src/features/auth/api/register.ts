// /user/register/v1: creates the user and sends an OTP to the mobile number.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { mobileNoSchema, passwordSchema } from './fields';
import { otpSentSchema, type OtpSent } from './otp';

export const registerInputSchema = z.object({
  mobileNo: mobileNoSchema,
  password: passwordSchema,
  confirmPassword: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export function register(input: RegisterInput): Promise<OtpSent> {
  return apiPost('/user/register/v1', input, otpSentSchema, { auth: 'none', idempotent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
