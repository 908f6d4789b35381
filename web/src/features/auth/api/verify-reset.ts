// /user/password/reset/verify/v1: the reset OTP, sent as a number, returns a token, user and company.
import { useMutation } from '@tanstack/react-query';
import { identityEndpoints, type RequestOf, type Session } from '@ledger/contract';
import { callEndpoint } from '../../../lib/api-client';

export function verifyReset(input: RequestOf<typeof identityEndpoints.verifyReset>): Promise<Session> {
  return callEndpoint(identityEndpoints.verifyReset, input);
}

export function useVerifyReset() {
  return useMutation({ mutationFn: verifyReset });
}
