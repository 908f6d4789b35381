// Challans, sale/purchase bills and cash receipts: one path table, add/update/delete per kind.
import { useMutation } from '@tanstack/react-query';
import { apiWrite, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { useInvalidateLedger } from './invalidate';

export type BillKind = 'deliveryChallan' | 'receivedChallan' | 'saleBill' | 'purchaseBill';
export type CashKind = 'cashReceived' | 'cashPaid';
export type DocumentKind = BillKind | CashKind;

interface KindInfo {
  title: string;
  base: `/${string}`;
  addVersion: `v${number}`;
  updateVersion: `v${number}`;
}

export const DOCUMENT_KINDS: Record<DocumentKind, KindInfo> = {
  deliveryChallan: { title: 'Delivery Challan', base: '/inwardJobWorkBill', addVersion: 'v2', updateVersion: 'v2' },
  receivedChallan: { title: 'Received Challan', base: '/outwardJobWorkBill', addVersion: 'v2', updateVersion: 'v2' },
  saleBill: { title: 'Sale Bill', base: '/saleBill', addVersion: 'v2', updateVersion: 'v2' },
  purchaseBill: { title: 'Purchase Bill', base: '/purchaseBill', addVersion: 'v2', updateVersion: 'v2' },
  cashReceived: { title: 'Cash Received', base: '/inwardCashReceipt', addVersion: 'v1', updateVersion: 'v1' },
  cashPaid: { title: 'Cash Paid', base: '/outwardCashReceipt', addVersion: 'v1', updateVersion: 'v1' },
};

export const isSaleOrPurchase = (kind: DocumentKind) => kind === 'saleBill' || kind === 'purchaseBill';
export const isCash = (kind: DocumentKind): kind is CashKind => kind === 'cashReceived' || kind === 'cashPaid';

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
export function addDocument(kind: DocumentKind, body: Record<string, unknown>, idempotencyKey?: string): Promise<WriteResult> {
  const info = DOCUMENT_KINDS[kind];
  return apiWrite(`${info.base}/add/${info.addVersion}`, body, { idempotent: true, idempotencyKey });
}

export function updateDocument(kind: DocumentKind, id: string, update: Record<string, unknown>): Promise<WriteResult> {
  const info = DOCUMENT_KINDS[kind];
  return apiWrite(`${info.base}/update/${info.updateVersion}`, { filter: { id }, update });
}

export function deleteDocument(kind: DocumentKind, id: string): Promise<WriteResult> {
  return apiWrite(`${DOCUMENT_KINDS[kind].base}/delete/v1`, { id });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: DocumentKind; id: string }) => deleteDocument(kind, id),
    onSuccess: () => invalidate(),
  });
}

export function useSaveDocument() {
  const invalidate = useInvalidateLedger();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: DocumentKind; id: string | null; body: Record<string, unknown> }) =>
      id ? updateDocument(kind, id, body) : addDocument(kind, body, keys.keyFor({ kind, body })),
    onSuccess: () => {
      keys.saved();
      return invalidate();
    },
  });
}
