// /user/mobile/verify/v1: the registration OTP, sent as a number, returns the first token.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { sessionSchema, type SessionData } from '../../../lib/entities';

export const verifyInputSchema = z.object({ mobileNo: z.string(), otp: z.number().int() });
export type VerifyInput = z.infer<typeof verifyInputSchema>;

export function verifyMobile(input: VerifyInput): Promise<SessionData> {
  return apiPost('/user/mobile/verify/v1', input, sessionSchema, { auth: 'none' });
}

export function useVerifyMobile() {
  return useMutation({ mutationFn: verifyMobile });
}
