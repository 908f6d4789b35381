// /party/add/v1: decimals go as strings so nothing is rounded; an empty note is left out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { partyKeys } from './keys';
import { partyRequest, type PartyFormValues } from './party-form';
import { toContactInput } from '../../../lib/contact-form';

export type AddPartyInput = RequestOf<typeof partiesEndpoints.add>;

export function toAddPartyInput(values: PartyFormValues): AddPartyInput {
  const { note, ...fields } = partyRequest(values);
  const input = { ...fields, contact: toContactInput(values) };
  return note ? { ...input, note } : input;
}

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
function addParty(input: AddPartyInput, idempotencyKey?: string): Promise<WriteResult> {
  return sendCommand(partiesEndpoints.add, input, { idempotent: true, idempotencyKey });
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
