import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOf, divRound, formatDecimal, lossOf, parseDecimal } from './decimal.ts';

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
