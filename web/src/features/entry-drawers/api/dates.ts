// Month labels: months are labelled 'Month Year' (spec section 9), in the screen's language (English, or
// Hindi month names with the same digits). Typed dates and "today" live in lib/date-input.ts.
import i18next from 'i18next';
import { HINDI_MONTH_NAMES, MONTH_NAMES } from '@ledger/contract';

/** The month's name in the language the screens are in (English before the catalogues load). */
function monthName(month: number): string {
  const names = i18next.isInitialized && i18next.language === 'hi' ? HINDI_MONTH_NAMES : MONTH_NAMES;
  return names[month - 1] ?? names[0];
}

/** 'April 2026' (अप्रैल 2026 in Hindi); the spec's fallback for a missing month is 1 and 2022. */
export function monthLabel(month: number | undefined, year: number | undefined): string {
  return `${monthName(month ?? 1)} ${year ?? 2022}`;
}

/** 'Apr 26' for chart axes (the whole month name in Hindi, which has no three-letter forms). */
export function shortMonthLabel(month: number, year: number): string {
  const name = monthName(month);
  return `${i18next.language === 'hi' ? name : name.slice(0, 3)} ${String(year).slice(-2)}`;
}
