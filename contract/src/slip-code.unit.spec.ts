import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatSlipCode, parseSlipCode, toBase64url } from './slip-code.ts';
import { slipsEndpoints } from './endpoints/slips.ts';

const seal = 'abcdEFGH0123-_xy';

describe('slip codes', () => {
  it('a code round-trips: id, version and seal', () => {
    for (let i = 0; i < 200; i++) {
      const code = { slipId: randomUUID(), version: 1 + (i * 7919) % 100000, seal };
      const text = formatSlipCode(code);
      expect(text).toMatch(/^JWL1\.[\w-]{22}\.\d+\.[\w-]{16}$/);
      expect(parseSlipCode(text)).toEqual(code);
      expect(parseSlipCode(`  ${text}\n`)).toEqual(code);
    }
  });

  it('base64url matches node\'s', () => {
    for (const n of [0, 1, 2, 3, 12, 16, 31]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(toBase64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('a text that is not a code is null: wrong prefix, lengths, version 0 or leading zero, stray bits, extra parts', () => {
    const good = formatSlipCode({ slipId: '0d3b6c2e-8f51-4a7b-9c1d-2e3f4a5b6c7d', version: 3, seal });
    expect(parseSlipCode(good)).not.toBeNull();
    const [, id = '', , s = ''] = good.split('.');
    const bad = [
      '', 'JWL1', good.replace('JWL1', 'JWL2'), good.toLowerCase(), `${good}.x`, good.slice(0, -1), `${good}A`,
      `JWL1.${id}.0.${s}`, `JWL1.${id}.03.${s}`, `JWL1.${id}.1234567890.${s}`, `JWL1.${id.slice(0, -1)}B.3.${s}`,
      `JWL1.${id}.3.${s.slice(0, -1)}=`, `JWL1.${id}.-3.${s}`,
    ];
    for (const text of bad) expect(parseSlipCode(text), text).toBeNull();
  });

  it('the scan field refuses a non-code with its key', () => {
    const r = slipsEndpoints.scan.request.safeParse({ code: 'hello' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("This is not a slip's QR code");
  });
});
