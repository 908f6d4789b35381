// /jobWorkItem/update/v2: change a job-work item's rates (the whole month's item is re-priced).
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';
import { useLedgerMutation } from '../../documents';

export type UpdateItemInput = RequestOf<typeof slipsEndpoints.updateItem>;

export const useUpdateItem = () => useLedgerMutation((input: UpdateItemInput) => sendCommand(slipsEndpoints.updateItem, input));
