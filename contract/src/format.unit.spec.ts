// formatAmount and formatKg write what en-IN Intl writes for the same decimal string (they format the API's
// plain decimals without it, so that no screen pays for loading Intl's locale data to draw its first figures).
import { describe, expect, it } from 'vitest';
import { formatAmount, formatKg } from './format.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kg = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const intl = (format: Intl.NumberFormat, value: string) => format.format(value.trim() as Intl.StringNumericLiteral);

/** A small seeded generator (mulberry32): the same strings on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatAmount and formatKg', () => {
  it('when given the edges of rounding, signs, zeros and grouping, then they write what Intl writes', () => {
    const values = [
      '0', '-0', '', '  12 ', '+5', '.5', '5.', '-.005', '0.005', '0.0049', '-0.0005', '-0.0004', '999.995', '999.9949', '99999.9995',
      '-1234567.891', '105500', '123456.5', '1234567890123456789012.5', '0001.2', '-000.000', '1e3', 'abc', '.', '-', 'Infinity',
    ];
    for (const value of values) {
      expect([value, formatAmount(value), formatKg(value)]).toEqual([value, intl(inr, value), intl(kg, value)]);
    }
    expect([formatAmount('123456.5'), formatKg('105500'), formatAmount('-2707.505'), formatKg('-0.0004')]).toEqual(['₹1,23,456.50', '1,05,500.000', '-₹2,707.51', '-0.000']);
  });

  it('when given thousands of decimal strings of every length, then they write what Intl writes', () => {
    const next = random(28);
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
    const differ: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const value = `${next() < 0.3 ? '-' : ''}${digits(Math.floor(next() * 15))}${next() < 0.3 ? '' : `.${digits(Math.floor(next() * 7))}`}`;
      if (formatAmount(value) !== intl(inr, value) || formatKg(value) !== intl(kg, value)) differ.push(value);
    }
    expect(differ).toEqual([]);
  });
});
