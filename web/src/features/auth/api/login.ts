// /user/login/v1: mobile number and password in, token, user and company out.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { sessionSchema, type SessionData } from '../../../lib/entities';
import { mobileNoSchema, passwordSchema } from './fields';

export const loginInputSchema = z.object({ mobileNo: mobileNoSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginInputSchema>;

export function login(input: LoginInput): Promise<SessionData> {
  return apiPost('/user/login/v1', input, sessionSchema, { auth: 'none' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
