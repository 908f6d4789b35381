// /user/self/get/v1: the signed-in user and their company (null until account setup).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Self } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export type { Self };

export const sessionKeys = {
  all: ['session'] as const,
  self: () => [...sessionKeys.all, 'self'] as const,
};

function getSelf(): Promise<Self> {
  return callEndpoint(identityEndpoints.getSelf, { include: { company: true } });
}

export const selfQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.self(), queryFn: getSelf, staleTime: 60_000 });

export function useSelf(enabled = true) {
  return useQuery({ ...selfQueryOptions(), enabled });
}
