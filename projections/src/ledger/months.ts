// Month arithmetic lives in @ledger/contract (browser-safe); derived ids need node:crypto.
import { createHash } from 'node:crypto';

export * from '@ledger/contract/months';

/** Deterministic UUID (v5 layout over SHA-1) so that ids derived from a key are equal on every replay. */
export function derivedId(key: string): string {
  const h = createHash('sha1').update(key).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
