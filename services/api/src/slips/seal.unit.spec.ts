import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLIP_SEAL_CHARS } from '@ledger/contract';
import { sealOf } from './seal.ts';

describe('slip seals', () => {
  const key = randomBytes(32);
  const id = randomUUID();

  it('is the same for the same key, slip and version, and 16 base64url characters', () => {
    expect(sealOf(key, id, 4)).toBe(sealOf(key, id, 4));
    expect(sealOf(key, id, 4)).toMatch(new RegExp(`^[\\w-]{${SLIP_SEAL_CHARS}}$`));
    expect(sealOf(key, id.toUpperCase(), 4)).toBe(sealOf(key, id, 4));
  });

  it('changes with the version, the slip and the key', () => {
    const base = sealOf(key, id, 4);
    expect(sealOf(key, id, 5)).not.toBe(base);
    expect(sealOf(key, randomUUID(), 4)).not.toBe(base);
    expect(sealOf(randomBytes(32), id, 4)).not.toBe(base);
  });
});
