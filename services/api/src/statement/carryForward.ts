// The one carry-forward of month figures, for every read (party months, the statement's month,
// company months). Read models hold a row for each month from the first document to the last one;
// a later month holds no document, so its row is the last one carried: openings take the closings and
// nothing moves. Each month table says how its row carries (`carry`); this walks the months.
import { toYm, ymMonth, ymYear } from '@ledger/contract';

export interface MonthRow {
  year: number;
  month: number;
}

/** How a table's last row reads in a later month with no documents. */
export type Carry<R extends MonthRow> = (last: R, year: number, month: number) => R;

/** `rows` (oldest first, contiguous) followed by every later month through `untilYm`, carried from the last row. */
export function carryForward<R extends MonthRow>(rows: readonly R[], untilYm: number, carry: Carry<R>): R[] {
  const out = [...rows];
  const last = rows.at(-1);
  if (!last) return out;
  for (let ym = toYm(last.year, last.month) + 1; ym <= untilYm; ym++) out.push(carry(last, ymYear(ym), ymMonth(ym)));
  return out;
}

/** Month `ym`'s figures from `row`: the projected row of that month, or of the last month before it (carried). */
export const figuresOf = <R extends MonthRow>(row: R, ym: number, carry: Carry<R>): R =>
  toYm(row.year, row.month) < ym ? carry(row, ymYear(ym), ymMonth(ym)) : row;
