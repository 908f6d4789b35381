// dec() reads stored decimals without parseDecimal's pattern in the common case: its result must be
// parseDecimal's for every input, and it must throw wherever parseDecimal finds nothing.
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '@ledger/contract';
import { dec } from './kit.ts';

const outcome = (f: () => bigint | null): bigint | 'refused' => {
  try {
    return f() ?? 'refused';
  } catch {
    return 'refused';
  }
};

describe('dec', () => {
  it('given stored decimals and near misses, then it reads what parseDecimal reads and refuses what it refuses', () => {
    const texts = ['0.000', '-0.000', '0.00', '1.5', '1.50', '01.50', '+1.50', ' 1.50', '1.50 ', '-1.50', '--1.50', '1..50', '.50',
      '1.', '1', '-', '', '.', '-.5', '999999999999.999', '9999999999999.999', '99999999999999.99', '-9999999999999.99',
      '123456789012345.6', '1234567890123456.00', '1e5.00', '12a.00', '١.٠٠', '1.5x', 'x1.50', '0.05', '-0.05', '1.500000',
      '1.501', '99999999999999999999.999'];
    for (const scale of [1, 2, 3]) {
      for (const t of texts) {
        expect({ t, scale, v: outcome(() => dec(t, scale)) }).toEqual({ t, scale, v: outcome(() => parseDecimal(t, scale)) });
      }
    }
  });

  it('given random fixed-scale decimals of up to 17 digits, then it reads what parseDecimal reads', () => {
    let x = 7;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 50_000; i++) {
      const scale = 2 + (i % 2);
      const digits = String(Math.floor(rnd() * 10 ** (1 + (i % 17)))).padStart(scale + 1, '0');
      const t = `${rnd() < 0.3 ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      expect(dec(t, scale)).toBe(parseDecimal(t, scale));
    }
  });
});
