// /user/self/get/v1: the signed-in user and their company (null until account setup).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { companySchema, userSchema } from '../../../lib/entities';

export const selfSchema = z.object({ user: userSchema, company: companySchema.nullable() });
export type Self = z.infer<typeof selfSchema>;

export const sessionKeys = {
  all: ['session'] as const,
  self: () => [...sessionKeys.all, 'self'] as const,
};

export function getSelf(): Promise<Self> {
  return apiPost('/user/self/get/v1', { include: { company: true } }, selfSchema);
}

export const selfQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.self(), queryFn: getSelf, staleTime: 60_000 });

export function useSelf(enabled = true) {
  return useQuery({ ...selfQueryOptions(), enabled });
}
