// /party/add/v1: decimals go as strings so nothing is rounded; an empty note is left out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { partyKeys } from './keys';
import type { PartyFormValues } from './party-form';

export interface AddPartyInput {
  name: string;
  note?: string;
  openingReceivableQuantity: string;
  openingReceivableAmount: string;
}

export function toAddPartyInput(values: PartyFormValues): AddPartyInput {
  const input: AddPartyInput = {
    name: values.name.trim(),
    openingReceivableQuantity: values.openingReceivableQuantity.trim(),
    openingReceivableAmount: values.openingReceivableAmount.trim(),
  };
  const note = values.note.trim();
  return note ? { ...input, note } : input;
}

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
export function addParty(input: AddPartyInput, idempotencyKey?: string): Promise<WriteResult> {
  return apiWrite('/party/add/v1', input, { idempotent: true, idempotencyKey });
}

export function useAddParty() {
  const queryClient = useQueryClient();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (input: AddPartyInput) => addParty(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.saved();
      return queryClient.invalidateQueries({ queryKey: partyKeys.all });
    },
  });
}
