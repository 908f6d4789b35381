// Month arithmetic lives in @ledger/contract (browser-safe); derived ids need node:crypto.
import { hash } from 'node:crypto';

export * from '@ledger/contract/months';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Deterministic UUID (v5 layout over SHA-1) so that ids derived from a key are equal on every replay. */
export function derivedId(key: string): string {
  // crypto.hash: one call, no Hash object (a rebuild derives an id for every slip it folds).
  const h = hash('sha1', key, 'buffer');
  const x = HEX;
  return x[h[0]] + x[h[1]] + x[h[2]] + x[h[3]] + '-' + x[h[4]] + x[h[5]] + '-' + x[(h[6] & 0x0f) | 0x50] + x[h[7]]
    + '-' + x[(h[8] & 0x3f) | 0x80] + x[h[9]] + '-' + x[h[10]] + x[h[11]] + x[h[12]] + x[h[13]] + x[h[14]] + x[h[15]];
}
