// /party/list/v1 with details and stats: the party list and its balances.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, decimalSchema } from '../../../lib/api-client';
import { partyKeys } from './keys';

export const partySchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z
    .object({
      note: z.string().nullable(),
      openingReceivableQuantity: decimalSchema,
      openingReceivableAmount: decimalSchema,
    })
    .optional(),
  stats: z
    .object({ closingReceivableQuantity: decimalSchema, closingReceivableAmount: decimalSchema })
    .optional(),
});
export type Party = z.infer<typeof partySchema>;

export function getParties(): Promise<Party[]> {
  return apiPost('/party/list/v1', { include: { details: true, stats: true } }, z.array(partySchema));
}

export const partiesQueryOptions = () => queryOptions({ queryKey: partyKeys.list(), queryFn: getParties });

export function useParties() {
  return useQuery(partiesQueryOptions());
}
