// /party/add/v1: decimals go as strings so nothing is rounded; an empty note is left out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { partySchema, type Party } from './get-parties';
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

export function addParty(input: AddPartyInput): Promise<Party> {
  return apiPost('/party/add/v1', input, partySchema, { idempotent: true });
}

export function useAddParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
