// /jobWorkItem/slip/delete/v2: delete a slip, addressed by id, item and direction.
import { slipsEndpoints, type RequestOf } from '@ledger/contract';
import { sendCommand } from '../../../lib/api-client';

export type SlipRef = RequestOf<typeof slipsEndpoints.remove>;

export const deleteSlip = (slip: SlipRef) => sendCommand(slipsEndpoints.remove, slip);
