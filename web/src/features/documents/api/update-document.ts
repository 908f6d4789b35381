// /saleBill|purchaseBill|inwardJobWorkBill|outwardJobWorkBill/update/v2 and /inwardCashReceipt|outwardCashReceipt/update/v1.
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { DOCUMENT_ENDPOINTS, type DocumentKind } from './documents';

export const updateDocument = (kind: DocumentKind, id: string, update: Record<string, unknown>): Promise<WriteResult> =>
  sendCommand(DOCUMENT_ENDPOINTS[kind].update, { filter: { id }, update } as never);
