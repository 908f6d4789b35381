// /jobWorkItem/slip/update/v2: change a slip's date, number, quantities or note.
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';
import { useLedgerMutation } from '../../documents';

export type UpdateSlipInput = RequestOf<typeof slipsEndpoints.update>;

export const useUpdateSlip = () => useLedgerMutation((input: UpdateSlipInput) => sendCommand(slipsEndpoints.update, input));
