// /subParty/update/v1: rename a sub-party and set its note (null clears it).
import type { RequestOf } from '@ledger/contract';
import { subPartiesEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';

export function updateSubParty(id: string, update: RequestOf<typeof subPartiesEndpoints.update>['update']): Promise<WriteResult> {
  return sendCommand(subPartiesEndpoints.update, { filter: { id }, update });
}
