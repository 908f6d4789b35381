// /itemSlip/mine/list/v1: the slips the signed-in user wrote, as they are now (a gate clerk's "My slips",
// docs/gate.md "The gate clerk"). Under the ledger's keys, so every slip write reloads it.
import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../documents';

export type MySlip = ResponseOf<typeof slipsEndpoints.mine>[number];

export function useMySlips() {
  return useQuery({
    queryKey: [...ledgerKeys.all, 'mySlips'] as const,
    queryFn: () => callEndpoint(slipsEndpoints.mine, { limit: 20 }),
  });
}
