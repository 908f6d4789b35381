// /party/list/v1 with details and stats: the party list and its balances.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { partySchema, type Party } from '../../../lib/entities';
import { partyKeys } from './keys';

export { partySchema, type Party };

export function getParties(): Promise<Party[]> {
  return apiPost('/party/list/v1', { include: { details: true, stats: true } }, z.array(partySchema));
}

export const partiesQueryOptions = () => queryOptions({ queryKey: partyKeys.list(), queryFn: getParties });

export function useParties() {
  return useQuery(partiesQueryOptions());
}
