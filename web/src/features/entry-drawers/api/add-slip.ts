// /jobWorkItem/slip/add/v2: a new slip; its Idempotency-Key stays the same across retries of one add. Offline (or
// with no answer) it goes to the outbox with that key, to be sent when the network returns (features/outbox).
import { useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { ledgerKeys, useLedgerMutation } from '../../documents';
import { useOutboxSave, type Saved } from '../../outbox';

export type AddSlipInput = RequestOf<typeof slipsEndpoints.add>;

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
const addSlip = (input: AddSlipInput, idempotencyKey?: string): Promise<WriteResult> =>
  sendCommand(slipsEndpoints.add, input, { idempotent: true, idempotencyKey });

/** What the outbox list and the party page call a slip that waits to be sent. */
export interface SlipLabel {
  partyId: string;
  what: string;
  number: string;
}

export function useAddSlip() {
  const keys = useRetryKeys();
  const save = useOutboxSave();
  const queryClient = useQueryClient();
  return useLedgerMutation(async ({ input, label }: { input: AddSlipInput; label: SlipLabel }): Promise<Saved> => {
    const key = keys.keyFor(input);
    const saved = await save({ key, target: { kind: 'slip' }, body: input, ...label }, () => addSlip(input, key));
    // Kept offline: the next slip of its prefix is proposed after it (the server's next number cannot be asked).
    const taken = Number(input.slipNo);
    if (saved.queued && Number.isSafeInteger(taken)) {
      queryClient.setQueryData<number>(ledgerKeys.nextSlipNo(input.issueDate, input.prefix ?? ''), (next) => (next !== undefined && taken >= next ? taken + 1 : next));
    }
    return saved;
  }, keys.saved);
}
