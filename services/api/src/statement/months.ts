// Month ids and date bounds of the reads.
import { toYm, ymMonth, ymYear } from '@ledger/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM' of a month: company month ids, and the tail of party and sub-party month ids. */
export const monthId = (year: number, month: number) => `${year}-${pad(month)}`;

/** [first day, first day of the next month) as ISO dates: the issue dates of the month's documents. */
export function monthBounds(year: number, month: number): [string, string] {
  const next = toYm(year, month) + 1;
  return [`${year}-${pad(month)}-01`, `${ymYear(next)}-${pad(ymMonth(next))}-01`];
}
