// Month arithmetic. A month is an integer ym = year * 12 + (month - 1), so ranges are plain loops.
// "Today" and month boundaries are in Asia/Kolkata (UTC+05:30, no daylight saving).
export type YM = number;

export const toYm = (year: number, month: number): YM => year * 12 + (month - 1);
export const ymYear = (ym: YM): number => Math.floor(ym / 12);
export const ymMonth = (ym: YM): number => (ym % 12) + 1;

/** "2026-04-03" → ym of April 2026. */
export const ymOfDate = (isoDate: string): YM => toYm(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)));

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The YYYY-MM-DD of a UTC millisecond count: pure calendar arithmetic, no time zone. */
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The Asia/Kolkata calendar date (YYYY-MM-DD) of an instant: the one home of "today" and of every date
 * printed or named from a clock (documents, file names). `toISOString().slice(0, 10)` would give the UTC
 * date, a day early from 00:00 to 05:30 IST; test/unit/business-dates.unit.spec.ts refuses it elsewhere.
 */
export function istDate(instant: string | Date): string {
  return utcDay((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + IST_OFFSET_MS);
}

/** The Asia/Kolkata clock time (HH:MM, 24-hour) of an instant: a gate clerk's "correct until 14:35". */
export function istTime(instant: string | Date): string {
  return new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + IST_OFFSET_MS).toISOString().slice(11, 16);
}

const DAY_MS = 86_400_000;

/** A calendar date `days` days after (or before) a YYYY-MM-DD date. */
export const addDays = (isoDate: string, days: number): string => utcDay(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS);

/** Whole days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day (YYYY-MM-DD) of a month; `month` may run past 12 or below 1 (13 is January of the next year). */
export const lastDayOfMonth = (year: number, month: number): string => utcDay(Date.UTC(year, month, 0));

export const ymOfInstant = (instant: string | Date): YM => ymOfDate(istDate(instant));

/** The month an Indian financial year starts in (April). */
export const FY_FIRST_MONTH = 4;

/** Indian financial year (1 April – 31 March), named by the year it starts in. */
export function financialYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= FY_FIRST_MONTH ? year : year - 1;
}

/** First day of the financial year `fy` (YYYY-MM-DD). */
export const fyFirstDay = (fy: number): string => `${String(fy).padStart(4, '0')}-${String(FY_FIRST_MONTH).padStart(2, '0')}-01`;

/** "2026-27" */
export const fyLabel = (fy: number): string => `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;

/** A Rule 55 delivery challan serial (DC/2026-27/7): consecutive per financial year; the one home of its form. */
export const CHALLAN_SERIAL = /^DC\/(\d{4})-\d{2}\/([1-9]\d*)$/;

/** The serial `n` of financial year `fy`. */
export const challanSerial = (fy: number, n: number): string => `DC/${fyLabel(fy)}/${n}`;

/** A serial's financial year and number; null for text that is not a serial. */
export function challanSerialParts(challanNo: string): { fy: number; n: number } | null {
  const m = CHALLAN_SERIAL.exec(challanNo);
  return m ? { fy: Number(m[1]), n: Number(m[2]) } : null;
}

/** A calendar-valid YYYY-MM-DD. */
export function isValidDate(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(ms) && utcDay(ms) === isoDate;
}
