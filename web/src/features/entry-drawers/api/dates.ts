// Ledger dates: "today" is Asia/Kolkata (docs/api.md); months are labelled 'Month Year' (spec section 9).
const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India as YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return kolkataDay.format(now);
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** 'April 2026'; the spec's fallback for a missing month is 1 and 2022. */
export function monthLabel(month: number | undefined, year: number | undefined): string {
  return `${MONTH_NAMES[(month ?? 1) - 1] ?? MONTH_NAMES[0]} ${year ?? 2022}`;
}

/** 'Apr 26' for chart axes. */
export function shortMonthLabel(month: number, year: number): string {
  return `${(MONTH_NAMES[month - 1] ?? '').slice(0, 3)} ${String(year).slice(-2)}`;
}
