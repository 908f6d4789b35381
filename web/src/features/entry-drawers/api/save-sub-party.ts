// The sub-party dialog's Save: an add (with a retry key) or an update, then the ledger reads reload.
import { useMutation } from '@tanstack/react-query';
import { useRetryKeys } from '../../../lib/retry-key';
import { addSubParty } from './add-sub-party';
import { useInvalidateLedger } from '../../documents';
import { updateSubParty } from './update-sub-party';

export interface SaveSubPartyInput {
  /** null for a new sub-party. */
  id: string | null;
  partyId: string;
  name: string;
  note: string;
}

export function useSaveSubParty() {
  const invalidate = useInvalidateLedger();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: ({ id, partyId, name, note }: SaveSubPartyInput) => {
      const trimmed = note.trim();
      if (id) return updateSubParty(id, { name: name.trim(), note: trimmed || null });
      const body = { partyId, name: name.trim(), ...(trimmed ? { note: trimmed } : {}) };
      return addSubParty(body, keys.keyFor(body));
    },
    onSuccess: () => {
      keys.saved();
      return invalidate();
    },
  });
}
