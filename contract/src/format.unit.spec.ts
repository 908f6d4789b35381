import { describe, expect, it, vi } from 'vitest';
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

describe('figures drawn by their digits (issue 28: no Intl.NumberFormat, whose locale data is a phone\'s long task)', () => {
  const intl = {
    amount: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    kg: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  };
  const asIntl = (value: string) => value.trim() as Intl.StringNumericLiteral;

  it('given decimals of every length, sign and rounding edge, then each reads exactly as Intl en-IN reads it', () => {
    const edges = ['0', '-0', '-0.001', '0.005', '-0.005', '0.0049999', '999.995', '99999.9995', '-123456.505', '+5', '5.', '.5', '  12 ',
      '1000', '-1000.4', '12345678.9999', '007', '0000.0001', '9007199254740993.125', '12345678901234567890.55'];
    // A deterministic spread of lengths and digits (a linear congruential sequence, not Math.random: a failure repeats).
    let seed = 28;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const spread = Array.from({ length: 2000 }, () => {
      const digits = (n: number) => Array.from({ length: n }, () => String(next(10))).join('');
      return `${next(4) === 0 ? '-' : ''}${digits(1 + next(14))}${next(3) === 0 ? '' : `.${digits(next(7))}`}`;
    });
    for (const value of [...edges, ...spread]) {
      expect(formatAmount(value), value).toBe(intl.amount.format(asIntl(value)));
      expect(formatKg(value), value).toBe(intl.kg.format(asIntl(value)));
      expect(formatWhole(value), value).toBe(intl.whole.format(asIntl(value)));
    }
    for (const value of [0, -0, 7, -105500, 123456789, 2 ** 53 + 2, 1e21, 0.5, -2.5]) expect(formatWhole(value), String(value)).toBe(intl.whole.format(value));
  });

  it('given what is not a plain decimal, then Intl reads it as before', () => {
    for (const value of ['1e5', '', '  ', '0x10', '-.', 'abc']) {
      expect(formatAmount(value), value).toBe(intl.amount.format(asIntl(value)));
      expect(formatKg(value), value).toBe(intl.kg.format(asIntl(value)));
    }
  });

  it('given plain decimals, then no Intl.NumberFormat is made', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // A fresh copy of the module: formatters made by the tests above are not reused.
      vi.resetModules();
      const fresh = await import('./format.ts');
      fresh.formatAmount('123456.5');
      fresh.formatKg('-0.0005');
      fresh.formatWhole(105500);
      fresh.formatWhole('42');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
