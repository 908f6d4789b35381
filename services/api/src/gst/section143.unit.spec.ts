// Section 143's pure rules, hand-computed: the limit (one year for inputs, three for capital goods, in
// calendar years), the status as of a day, the day the law deems the supply made and the draft's value.
import { describe, expect, it } from 'vitest';
import { QTY, RATE, decimalUnits } from '@ledger/contract';
import { addYears, deemedSupplyDate, draftValue, section143Limit, section143Status } from './section143.ts';
import { SECTION_143_YEARS } from './fifo.ts';

describe('Section 143 limits', () => {
  it('given inputs sent on 01-10-2025, then the last day to come back is 01-10-2026; capital goods 01-10-2028', () => {
    expect(SECTION_143_YEARS).toEqual({ inputs: 1, capitalGoods: 3 });
    expect(section143Limit('2025-10-01', false)).toBe('2026-10-01');
    expect(section143Limit('2025-10-01', true)).toBe('2028-10-01');
  });

  it('given goods sent on 29-02-2024, then a year later is 28-02-2025, and four years later 29-02-2028', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(section143Limit('2024-02-29', true)).toBe('2027-02-28');
  });

  it('when the day is after the limit, then the lot is overdue; from 30 days before it up to it, due soon; else not listed', () => {
    const limit = section143Limit('2025-10-01', false);
    expect(section143Status(limit, '2026-08-31')).toBeNull();
    expect(section143Status(limit, '2026-09-01')).toBe('DUE_SOON');
    expect(section143Status(limit, '2026-10-01')).toBe('DUE_SOON');
    expect(section143Status(limit, '2026-10-02')).toBe('OVERDUE');
    // Capital goods sent the same day are not even due soon by then.
    expect(section143Status(section143Limit('2025-10-01', true), '2026-10-02')).toBeNull();
    expect(section143Status(section143Limit('2025-10-01', true), '2028-09-01')).toBe('DUE_SOON');
  });

  it('given goods sent on 01-10-2025, then the supply is deemed made that day (143(3), (4))', () => {
    expect(deemedSupplyDate('2025-10-01')).toBe('2025-10-01');
  });

  it('when the draft is valued, then it is the unreturned KG × the value rate, rounded to paise (half up); none without a rate', () => {
    const kg = (v: string) => decimalUnits(v, QTY);
    const rate = (v: string) => decimalUnits(v, RATE);
    expect(draftValue(kg('100.000'), rate('85.50'))).toBe('8550.00');
    // 12.345 × 85.50 = 1055.4975 → 1055.50; 0.001 × 4.99 = 0.00499 → 0.00; 0.001 × 5.00 = 0.005 → 0.01
    expect(draftValue(kg('12.345'), rate('85.50'))).toBe('1055.50');
    expect(draftValue(kg('0.001'), rate('4.99'))).toBe('0.00');
    expect(draftValue(kg('0.001'), rate('5.00'))).toBe('0.01');
    expect(draftValue(kg('100.000'), null)).toBeNull();
  });
});
