// /jobWorkItem/slip/transfer/v1: move a slip to the other direction (IN ↔ OUT), optionally re-dated.
import type { RequestOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';
import { useLedgerMutation } from '../../documents';

export type TransferSlipInput = RequestOf<typeof slipsEndpoints.transfer>;

export const useTransferSlip = () => useLedgerMutation((input: TransferSlipInput) => sendCommand(slipsEndpoints.transfer, input));
