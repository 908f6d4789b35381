// Derived ids are stored in the read models (job-work item ids): every replay and rebuild must derive
// exactly the ids the first projection did, whatever the implementation of the hash call.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedId } from './months.ts';
import { itemIdFor } from './evolve.ts';

/** The first implementation: a Hash object, the version and variant bits set on the digest. */
function reference(key: string): string {
  const h = createHash('sha1').update(key).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

describe('derived ids', () => {
  it('given known keys, then the ids are the ones already stored', () => {
    expect(itemIdFor('0000000a-0000-4000-8000-000000000002', '0000000a-0000-4000-8000-000000000001', 24315, 'IN'))
      .toBe('5b91d100-e013-58e9-aa91-1f7b24296f2d');
    expect(derivedId('निर्माता|ü')).toBe('965163c5-1dde-5a0d-8e6e-7e970fb6b2f8');
    expect(derivedId('')).toBe('da39a3ee-5e6b-5b0d-b255-bfef95601890');
  });

  it('given many keys, then each id equals the first implementation', () => {
    for (let i = 0; i < 20_000; i++) {
      const key = `job-work-item|${i.toString(16)}|${'é'.repeat(i % 5)}|${24_000 + (i % 97)}|${i % 2 ? 'IN' : 'OUT'}`;
      expect(derivedId(key)).toBe(reference(key));
    }
  });
});
