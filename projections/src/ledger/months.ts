// Month arithmetic lives in @ledger/contract (browser-safe); derived ids need node:crypto.
import { hash } from 'node:crypto';

export * from '@ledger/contract/months';

const HEX_CODES = Buffer.from('0123456789abcdef', 'latin1');
// The id's characters, made in place (synchronously) and read out as one flat string: joining 20
// pieces with + made a rope of cons strings per id, flattened again at every lookup (a rebuild
// derives an id for every slip it folds, and keeps ~500,000 of them).
const ID = Buffer.alloc(36);

/** Deterministic UUID (v5 layout over SHA-1) so that ids derived from a key are equal on every replay. */
export function derivedId(key: string): string {
  // crypto.hash: one call, no Hash object; its digest as a latin1 string (one byte a character), not a
  // Buffer ('binary' is latin1): a Buffer per id was an ArrayBuffer each, which V8 tracks apart from its heap.
  const h = hash('sha1', key, 'binary');
  let at = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) ID[at++] = 45; /* - */
    const b = i === 6 ? (h.charCodeAt(6) & 0x0f) | 0x50 : i === 8 ? (h.charCodeAt(8) & 0x3f) | 0x80 : h.charCodeAt(i);
    ID[at++] = HEX_CODES[b >> 4];
    ID[at++] = HEX_CODES[b & 15];
  }
  return ID.toString('latin1');
}
