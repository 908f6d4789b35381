// /saleBill|purchaseBill|inwardJobWorkBill|outwardJobWorkBill/update/v2 and /inwardCashReceipt|outwardCashReceipt/update/v1.
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { DOCUMENT_KINDS, type DocumentKind } from './documents';

export const updateDocument = (kind: DocumentKind, id: string, update: Record<string, unknown>): Promise<WriteResult> =>
  sendCommand(DOCUMENT_KINDS[kind].endpoints.update, { filter: { id }, update } as never);
