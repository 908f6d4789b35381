// Exact totals and formatting from decimal strings.
import { describe, expect, it } from 'vitest';
import { absDecimal, fromScaled, isNegative, sumDecimals, toScaled } from './decimal';
import { formatAmount, formatKg } from './format';

describe('decimal strings', () => {
  it('when summing values that floats get wrong, then the total is exact', () => {
    expect(sumDecimals(['0.1', '0.2'], 2)).toBe('0.30');
    expect(sumDecimals(['123456789012345.67', '0.01'], 2)).toBe('123456789012345.68');
    expect(sumDecimals(['1250.500', '0.100'], 3)).toBe('1250.600');
    expect(sumDecimals([], 3)).toBe('0.000');
  });

  it('when values are negative, then signs are kept through scaling', () => {
    expect(toScaled('-2707.5', 2)).toBe(-270750n);
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(sumDecimals(['-300.250', '100'], 3)).toBe('-200.250');
    expect(isNegative('-0.001')).toBe(true);
    expect(isNegative('0.000')).toBe(false);
    expect(absDecimal('-2707.50')).toBe('2707.50');
  });

  it('when formatting, then INR uses Indian grouping and KG three decimals', () => {
    expect(formatAmount('123456.75')).toBe('₹1,23,456.75');
    expect(formatAmount('12345678901234567.89')).toBe('₹12,34,56,78,90,12,34,567.89');
    expect(formatKg('1250.5')).toBe('1,250.500');
  });
});
