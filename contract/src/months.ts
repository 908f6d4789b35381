// Month arithmetic. A month is an integer ym = year * 12 + (month - 1), so ranges are plain loops.
// "Today" and month boundaries are in Asia/Kolkata (UTC+05:30, no daylight saving).
export type YM = number;

export const toYm = (year: number, month: number): YM => year * 12 + (month - 1);
export const ymYear = (ym: YM): number => Math.floor(ym / 12);
export const ymMonth = (ym: YM): number => (ym % 12) + 1;

/** "2026-04-03" → ym of April 2026. */
export const ymOfDate = (isoDate: string): YM => toYm(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)));

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Asia/Kolkata calendar date (YYYY-MM-DD) of an instant. */
export function istDate(instant: string | Date): string {
  const ms = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + IST_OFFSET_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

export const ymOfInstant = (instant: string | Date): YM => ymOfDate(istDate(instant));

/** Indian financial year (1 April – 31 March), named by the year it starts in. */
export function financialYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
}

/** "2026-27" */
export const fyLabel = (fy: number): string => `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;

/** A calendar-valid YYYY-MM-DD. */
export function isValidDate(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const d = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === isoDate;
}
