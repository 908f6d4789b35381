// /admin/login/v1: username and password for the admin token (kept apart from the user token).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_USERNAME_MAX, PASSWORD_MAX, says } from '@ledger/contract';
import { adminEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

/** The admin login form's rules. */
export const adminLoginInputSchema = z.object({
  username: z.string().trim().min(1, { error: says('required', { label: 'Username' }) }).max(ADMIN_USERNAME_MAX, { error: says('canHaveAtMostChars', { label: 'Username', n: ADMIN_USERNAME_MAX }) }),
  password: z.string().min(1, { error: says('requiredDot', { label: 'Password' }) }).max(PASSWORD_MAX, { error: says('canHaveAtMostChars', { label: 'Password', n: PASSWORD_MAX }) }),
});
type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

export async function adminLogin(input: AdminLoginInput): Promise<void> {
  const { token } = await callEndpoint(adminEndpoints.login, input);
  setToken('admin', token);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
