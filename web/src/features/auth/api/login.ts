// /user/login/v1: mobile number and password in, token, user and company out.
import { useMutation } from '@tanstack/react-query';
import type { RequestOf, Session } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export function login(input: RequestOf<typeof identityEndpoints.login>): Promise<Session> {
  return callEndpoint(identityEndpoints.login, input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
