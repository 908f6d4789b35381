// /jobWorkItem/slip/add/v2: a new slip; its Idempotency-Key stays the same across retries of one add.
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { useLedgerMutation } from '../../documents';

export type AddSlipInput = RequestOf<typeof slipsEndpoints.add>;

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
const addSlip = (input: AddSlipInput, idempotencyKey?: string): Promise<WriteResult> =>
  sendCommand(slipsEndpoints.add, input, { idempotent: true, idempotencyKey });

export function useAddSlip() {
  const keys = useRetryKeys();
  return useLedgerMutation((input: AddSlipInput) => addSlip(input, keys.keyFor(input)), keys.saved);
}
