// /jobWorkItem/delete/v1: delete a job-work item with its slips.
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';

export const deleteItem = (id: string) => sendCommand(slipsEndpoints.deleteItem, { id });
