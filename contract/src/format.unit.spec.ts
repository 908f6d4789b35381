import { describe, expect, it } from 'vitest';
import { formatAmount, formatKg, formatWhole } from './format.ts';

describe('figures as owners read them', () => {
  it('given a count or the whole part of a typed number, then it is grouped en-IN, every digit kept', () => {
    expect(formatWhole(105500)).toBe('1,05,500');
    expect(formatWhole('105500')).toBe('1,05,500');
    expect(formatWhole('12345678901234567890')).toBe('1,23,45,67,89,01,23,45,67,890');
    expect(formatWhole('007')).toBe('7');
    expect(formatWhole(0)).toBe('0');
  });

  it('given amounts and KG as decimal strings, then ₹ with two places and KG with three, exact', () => {
    expect(formatAmount('123456.5')).toBe('₹1,23,456.50');
    expect(formatKg('105500')).toBe('1,05,500.000');
    expect(formatKg('9007199254740993.125')).toBe('9,00,71,99,25,47,40,993.125');
  });
});
