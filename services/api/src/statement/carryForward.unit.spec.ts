// The one carry-forward of month figures: later months carried from the last projected row.
import { describe, expect, it } from 'vitest';
import { toYm } from '@ledger/contract';
import { carryForward, figuresOf, type Carry } from './carryForward.ts';

interface Row { year: number; month: number; opening: string; closing: string; moved: string }
const carry: Carry<Row> = (last, year, month) => ({ year, month, opening: last.closing, closing: last.closing, moved: '0' });
const march: Row = { year: 2026, month: 3, opening: '1', closing: '5', moved: '4' };

describe('carryForward', () => {
  it('appends every later month through untilYm, across a year end', () => {
    const rows = carryForward([march], toYm(2027, 1), carry);
    expect(rows.map((r) => `${r.year}-${r.month}`)).toEqual(['2026-3', ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => `2026-${m}`), '2027-1']);
    expect(rows.at(-1)).toEqual({ year: 2027, month: 1, opening: '5', closing: '5', moved: '0' });
  });

  it('leaves the rows as they are when untilYm is not later, and has nothing to carry without rows', () => {
    expect(carryForward([march], toYm(2026, 2), carry)).toEqual([march]);
    expect(carryForward([], toYm(2027, 1), carry)).toEqual([]);
  });

  it("figuresOf reads a month's own row as it is and carries an earlier one", () => {
    expect(figuresOf(march, toYm(2026, 3), carry)).toBe(march);
    expect(figuresOf(march, toYm(2026, 9), carry)).toEqual({ year: 2026, month: 9, opening: '5', closing: '5', moved: '0' });
  });
});
