// /party/update/v1: name, note (null clears it), opening balances and contact details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { partyKeys } from './keys';
import { partyRequest, type PartyFormValues } from './party-form';
import { toContactInput } from '../../../lib/contact-form';

export interface UpdatePartyInput {
  id: string;
  update: RequestOf<typeof partiesEndpoints.update>['update'];
}

export function toUpdatePartyInput(id: string, values: PartyFormValues): UpdatePartyInput {
  const { note, ...fields } = partyRequest(values);
  return { id, update: { ...fields, note: note || null, contact: toContactInput(values) } };
}

function updateParty({ id, update }: UpdatePartyInput): Promise<WriteResult> {
  return sendCommand(partiesEndpoints.update, { filter: { id }, update });
}

export function useUpdateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
