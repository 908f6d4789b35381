// /saleBill|purchaseBill|inwardJobWorkBill|outwardJobWorkBill/delete/v1 and /inwardCashReceipt|outwardCashReceipt/delete/v1.
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { DOCUMENT_ENDPOINTS, type DocumentKind } from './documents';

export const deleteDocument = (kind: DocumentKind, id: string): Promise<WriteResult> =>
  sendCommand(DOCUMENT_ENDPOINTS[kind].remove, { id });
