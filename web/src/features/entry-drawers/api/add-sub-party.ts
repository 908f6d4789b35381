// /subParty/add/v1: a named sub-party of a party; an empty note is left out.
import type { RequestOf } from '@ledger/contract';
import { subPartiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';

export type AddSubPartyInput = RequestOf<typeof subPartiesEndpoints.add>;

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
export function addSubParty(input: AddSubPartyInput, idempotencyKey: string): Promise<WriteResult> {
  return sendCommand(subPartiesEndpoints.add, input, { idempotencyKey });
}
