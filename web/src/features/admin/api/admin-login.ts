// /admin/login/v1: username and password for the admin token (kept apart from the user token).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

/** The admin login form's rules. */
export const adminLoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(10, 'Username can have at most 10 characters'),
  password: z.string().min(1, 'Password is required.').max(50, 'Password can have at most 50 characters'),
});
type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

export async function adminLogin(input: AdminLoginInput): Promise<void> {
  const { token } = await callEndpoint(adminEndpoints.login, input);
  setToken('admin', token);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
