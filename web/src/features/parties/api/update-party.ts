// /party/update/v1: name, note (null clears it), opening balances and contact details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { asDecimal } from '../../../lib/decimal-input';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { partyKeys } from './keys';
import type { PartyFormValues } from './party-form';
import { toContactInput } from '../../../lib/contact-form';

export interface UpdatePartyInput {
  id: string;
  update: RequestOf<typeof partiesEndpoints.update>['update'];
}

export function toUpdatePartyInput(id: string, values: PartyFormValues): UpdatePartyInput {
  const note = values.note.trim();
  return {
    id,
    update: {
      name: values.name.trim(),
      note: note || null,
      openingReceivableQuantity: asDecimal(values.openingReceivableQuantity),
      openingReceivableAmount: asDecimal(values.openingReceivableAmount),
      contact: toContactInput(values),
    },
  };
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
