import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOf, divRound, formatDecimal, lossOf, mulRound, parseDecimal } from './decimal.ts';

describe('decimal', () => {
  it('parses numbers and strings exactly, refusing extra precision', () => {
    expect(parseDecimal('105.5', 3)).toBe(105500n);
    expect(parseDecimal(105.5, 3)).toBe(105500n);
    expect(parseDecimal('-0.86', 3)).toBe(-860n);
    expect(parseDecimal('1.2340', 3)).toBe(1234n);
    expect(parseDecimal('1.2345', 3)).toBeNull();
    expect(parseDecimal('1e3', 3)).toBeNull();
    expect(parseDecimal(Number.NaN, 3)).toBeNull();
    expect(parseDecimal('', 3)).toBeNull();
  });

  it('formats with a fixed scale', () => {
    expect(formatDecimal(270750n, 2)).toBe('2707.50');
    expect(formatDecimal(-54860n, 3)).toBe('-54.860');
    expect(formatDecimal(5n, 3)).toBe('0.005');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
    // Zero at every scale (the kept strings for the usual ones, the general path past them).
    expect([0, 1, 2, 3, 4, 5, 6].map((scale) => formatDecimal(0n, scale))).toEqual(['0', '0.0', '0.00', '0.000', '0.0000', '0.00000', '0.000000']);
  });

  it('multiplies and rounds at any scale, past the kept powers of ten too', () => {
    expect(mulRound(123456n, 3, 1250n, 2, 2)).toBe(154320n); // 123.456 × 12.50 = 1543.2000
    expect(mulRound(5n, 0, 3n, 0, 2)).toBe(1500n); // scaled up
    // 10^-30 × 10^-30 at scale 0 rounds to 0; 6 × 10^29 × 10^30 / 10^60 = 0.6 → 1; the shifts are 60, past the table.
    expect(mulRound(1n, 30, 1n, 30, 0)).toBe(0n);
    expect(mulRound(6n * 10n ** 29n, 30, 10n ** 30n, 30, 0)).toBe(1n);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), fc.integer({ min: 0, max: 45 }), (a, b, shift) => {
        expect(mulRound(a, shift, b, 0, 0)).toBe(divRound(a * b, 10n ** BigInt(shift)));
      }),
    );
  });

  it('rounds half away from zero', () => {
    expect(divRound(15n, 10n)).toBe(2n);
    expect(divRound(-15n, 10n)).toBe(-2n);
    expect(divRound(14n, 10n)).toBe(1n);
    expect(divRound(-14n, 10n)).toBe(-1n);
  });

  it('computes the ledger rules example figures', () => {
    // 157.000 KG at 2 % → 3.140; 99.000 KG × ₹12.50 → ₹1,237.50; 10 KG × (2 + 95) → ₹970.00
    expect(lossOf(157000n, 200n)).toBe(3140n);
    expect(amountOf(99000n, 1250n)).toBe(123750n);
    expect(amountOf(10000n, 9700n)).toBe(97000n);
    // 0.001 KG × ₹0.05 = ₹0.00005 → 0.00; 0.100 KG × ₹0.05 = ₹0.005 → 0.01 (half away from zero)
    expect(amountOf(1n, 5n)).toBe(0n);
    expect(amountOf(100n, 5n)).toBe(1n);
    expect(amountOf(-100n, 5n)).toBe(-1n);
  });

  it('round-trips any value through format and parse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 4 }), (v, scale) => {
        expect(parseDecimal(formatDecimal(v, scale), scale)).toBe(v);
      }),
    );
  });
});
