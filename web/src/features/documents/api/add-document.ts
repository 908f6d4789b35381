// /saleBill|purchaseBill|inwardJobWorkBill|outwardJobWorkBill/add/v2 and /inwardCashReceipt|outwardCashReceipt/add/v1.
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { DOCUMENT_ENDPOINTS, type DocumentKind } from './documents';

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
export const addDocument = (kind: DocumentKind, body: Record<string, unknown>, idempotencyKey?: string): Promise<WriteResult> =>
  sendCommand(DOCUMENT_ENDPOINTS[kind].add, body as never, { idempotent: true, idempotencyKey });
