// /jobWorkItem/update/v2: change a job-work item's rates (the whole month's item is re-priced).
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';
import { useLedgerMutation } from '../../documents';

export type UpdateItemInput = RequestOf<typeof slipsEndpoints.updateItem>;

/** `onSaved` runs as soon as the server accepts, before the reads reload: the item dialog stays open, and an Esc
 *  pressed once the new amount shows must find the rates saved, not typed work to ask about. */
export const useUpdateItem = (onSaved?: () => void) =>
  useLedgerMutation((input: UpdateItemInput) => sendCommand(slipsEndpoints.updateItem, input), onSaved);
