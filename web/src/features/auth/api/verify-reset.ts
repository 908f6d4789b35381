// /user/password/reset/verify/v1: the reset OTP, sent as a number, returns a token, user and company.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { sessionSchema, type SessionData } from '../../../lib/entities';
import type { VerifyInput } from './verify-mobile';

export function verifyReset(input: VerifyInput): Promise<SessionData> {
  return apiPost('/user/password/reset/verify/v1', input, sessionSchema, { auth: 'none' });
}

export function useVerifyReset() {
  return useMutation({ mutationFn: verifyReset });
}
