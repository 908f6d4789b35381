// /user/password/update/v1: older tokens are revoked, so the returned token replaces ours.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MIN_PASSWORD, PASSWORD_MAX, said, says } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

const passwordField = (label: string) =>
  z.string().min(1, { error: says('required', { label }) }).max(PASSWORD_MAX, { error: says('canHaveAtMostChars', { label, n: PASSWORD_MAX }) });

export const updatePasswordFormSchema = z
  .object({
    currentPassword: passwordField('Current Password'),
    newPassword: passwordField('New Password').min(MIN_PASSWORD, { error: says('atLeastChars', { label: 'New Password', n: MIN_PASSWORD }) }),
    newPasswordConfirm: passwordField('Confirm Password'),
  })
  .refine((values) => values.newPassword === values.newPasswordConfirm, {
    ...said('newPasswordMismatch'),
    path: ['newPasswordConfirm'],
  });
export type UpdatePasswordFormValues = z.infer<typeof updatePasswordFormSchema>;

async function updatePassword(values: UpdatePasswordFormValues): Promise<void> {
  const { token } = await callEndpoint(identityEndpoints.updatePassword, {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmPassword: values.newPasswordConfirm,
  });
  setToken('user', token);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
