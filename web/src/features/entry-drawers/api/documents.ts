// Challans, sale/purchase bills and cash receipts: one path table, add/update/delete per kind.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { useInvalidateLedger } from './invalidate';

export type BillKind = 'deliveryChallan' | 'receivedChallan' | 'saleBill' | 'purchaseBill';
export type CashKind = 'cashReceived' | 'cashPaid';
export type DocumentKind = BillKind | CashKind;

interface KindInfo {
  title: string;
  base: string;
  addVersion: string;
  updateVersion: string;
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

export function addDocument(kind: DocumentKind, body: Record<string, unknown>): Promise<unknown> {
  const info = DOCUMENT_KINDS[kind];
  return apiPost(`${info.base}/add/${info.addVersion}`, body, z.unknown(), { idempotent: true });
}

export function updateDocument(kind: DocumentKind, id: string, update: Record<string, unknown>): Promise<unknown> {
  const info = DOCUMENT_KINDS[kind];
  return apiPost(`${info.base}/update/${info.updateVersion}`, { filter: { id }, update }, z.unknown());
}

export function deleteDocument(kind: DocumentKind, id: string): Promise<unknown> {
  return apiPost(`${DOCUMENT_KINDS[kind].base}/delete/v1`, { id }, z.unknown());
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
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: DocumentKind; id: string | null; body: Record<string, unknown> }) =>
      id ? updateDocument(kind, id, body) : addDocument(kind, body),
    onSuccess: () => invalidate(),
  });
}
