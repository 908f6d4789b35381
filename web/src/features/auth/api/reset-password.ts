// /user/password/reset/v1: asks for an OTP to set a new password.
import { useMutation } from '@tanstack/react-query';
import type { OtpSent, RequestOf } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

function resetPassword(input: RequestOf<typeof identityEndpoints.resetPassword>): Promise<OtpSent> {
  return callEndpoint(identityEndpoints.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
