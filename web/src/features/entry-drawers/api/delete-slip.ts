// /jobWorkItem/slip/delete/v2: delete a slip, addressed by id, item and direction.
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';

export type SlipRef = RequestOf<typeof slipsEndpoints.remove>;

export const deleteSlip = (slip: SlipRef) => sendCommand(slipsEndpoints.remove, slip);
