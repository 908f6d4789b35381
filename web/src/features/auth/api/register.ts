// /user/register/v1: creates the user and sends an OTP to the mobile number.
import { useMutation } from '@tanstack/react-query';
import type { OtpSent, RequestOf } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

function register(input: RequestOf<typeof identityEndpoints.register>): Promise<OtpSent> {
  return callEndpoint(identityEndpoints.register, input, { idempotent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
