// Closed books (ledger-rules "Closed books"): the months a close covers and their fingerprints. A closed
// month's figures must never change; the close records a fingerprint of each closed month's party-month
// rows (as the projector renders them), and Verify renders them again from the log and compares.
import { createHash } from 'node:crypto';
import { lastDayOfMonth, ymMonth, ymYear } from './months.ts';
import { emptyCache, everythingDirty, render, rowYm, type Row } from './render.ts';
import type { LedgerState } from './state.ts';

/** A month key as BooksClosed records it: YYYY-MM. */
const monthKey = (row: Row): string => {
  const ym = rowYm(row);
  return `${String(ymYear(ym)).padStart(4, '0')}-${String(ymMonth(ym)).padStart(2, '0')}`;
};

/** Whether a month (YYYY-MM) is closed as a whole when the books are closed up to `upTo` (its last day is on or before it). */
export const monthClosedBy = (month: string, upTo: string): boolean =>
  lastDayOfMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) <= upTo;

/** A row with movement: a document of that month made it. */
const moved = (row: Row): boolean =>
  [row.in_quantity, row.in_amount, row.out_quantity, row.out_amount].some((v) => Number(v) !== 0);

/**
 * The fingerprint (sha256, hex) of each month wholly on or before `upTo`, over every party's row of that
 * month that has movement, in party order, each row's columns in name order. `rows` are party-month rows as
 * render gives them. A row without movement only carries a balance forward: it may appear later (a party's
 * months run to its last document) and its figures follow from the rows before it and the opening balance,
 * which a close freezes too; so it is left out, and a month with no movement has no fingerprint.
 */
export function monthFingerprints(rows: Row[], upTo: string): Record<string, string> {
  const byMonth = new Map<string, Row[]>();
  for (const row of rows) {
    const month = monthKey(row);
    if (!monthClosedBy(month, upTo) || !moved(row)) continue;
    const list = byMonth.get(month) ?? [];
    list.push(row);
    byMonth.set(month, list);
  }
  const out: Record<string, string> = {};
  for (const month of [...byMonth.keys()].sort()) {
    const text = (byMonth.get(month) ?? [])
      .sort((a, b) => (String(a.party_id) < String(b.party_id) ? -1 : 1))
      .map((row) => Object.keys(row).sort().map((k) => `${k}=${row[k] === null ? '∅' : String(row[k])}`).join('\t'))
      .join('\n');
    out[month] = createHash('sha256').update(text).digest('hex');
  }
  return out;
}

/** Fingerprints as BooksClosed records them: `YYYY-MM=<sha256>` pairs, space-separated, oldest first. */
export const writeFingerprints = (months: Record<string, string>): string =>
  Object.keys(months).sort().map((m) => `${m}=${months[m]}`).join(' ');
export const readFingerprints = (text: string): Record<string, string> =>
  Object.fromEntries(text.split(' ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

/** The closed months' fingerprints of a company's state as it stands (a full render of its party months). */
export function closedMonthFingerprints(s: LedgerState, upTo: string): Record<string, string> {
  const changes = render(s, everythingDirty(s), emptyCache());
  return monthFingerprints(changes.partyMonths.flatMap((p) => p.rows), upTo);
}
