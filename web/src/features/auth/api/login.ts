// /user/login/v1: mobile number and password in, token, user and company out.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { identityEndpoints, type RequestOf, type Session } from '@ledger/contract';
import { callEndpoint } from '../../../lib/api-client';
import { mobileNoSchema, passwordSchema } from './fields';

/** The login form's rules. */
export const loginInputSchema = z.object({ mobileNo: mobileNoSchema, password: passwordSchema });

export function login(input: RequestOf<typeof identityEndpoints.login>): Promise<Session> {
  return callEndpoint(identityEndpoints.login, input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
