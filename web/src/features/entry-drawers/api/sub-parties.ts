// /subParty/* calls: the pickers' list (default first), add, update and delete.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiWrite } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { useInvalidateLedger } from './invalidate';
import { subPartyKeys } from './keys';

export const subPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  isArchived: z.boolean().optional(),
  details: z.object({ note: z.string().nullable().optional() }).optional(),
  party: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type SubParty = z.infer<typeof subPartySchema>;

export function getSubParties(partyId: string | null): Promise<SubParty[]> {
  return apiPost(
    '/subParty/list/v1',
    { filter: partyId ? { partyId } : {}, include: { details: true, party: true } },
    z.array(subPartySchema),
  );
}

/** Sub-parties of one party (or of every party when `partyId` is null), default first. */
export const subPartiesQueryOptions = (partyId: string | null) =>
  queryOptions({ queryKey: subPartyKeys.list(partyId), queryFn: () => getSubParties(partyId) });

export function useSubParties(partyId: string | null, enabled = true) {
  return useQuery({ ...subPartiesQueryOptions(partyId), enabled });
}

/** The name shown for a sub-party: the default one is labelled 'Default'. */
export const subPartyLabel = (subParty: { name: string; isDefault: boolean }) =>
  subParty.isDefault ? 'Default' : subParty.name;

export function useSaveSubParty() {
  const invalidate = useInvalidateLedger();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: ({ id, partyId, name, note }: { id: string | null; partyId: string; name: string; note: string }) => {
      const trimmed = note.trim();
      if (id) return apiWrite('/subParty/update/v1', { filter: { id }, update: { name: name.trim(), note: trimmed || null } });
      const body = { partyId, name: name.trim(), ...(trimmed ? { note: trimmed } : {}) };
      return apiWrite('/subParty/add/v1', body, { idempotencyKey: keys.keyFor(body) });
    },
    onSuccess: () => {
      keys.saved();
      return invalidate();
    },
  });
}

export function useDeleteSubParty() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (id: string) => apiWrite('/subParty/delete/v1', { id }),
    onSuccess: () => invalidate(),
  });
}
