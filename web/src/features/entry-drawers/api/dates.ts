// Month labels: months are labelled 'Month Year' (spec section 9). Typed dates and "today" live in lib/date-input.ts.

import { MONTH_NAMES } from '@ledger/contract';

/** 'April 2026'; the spec's fallback for a missing month is 1 and 2022. */
export function monthLabel(month: number | undefined, year: number | undefined): string {
  return `${MONTH_NAMES[(month ?? 1) - 1] ?? MONTH_NAMES[0]} ${year ?? 2022}`;
}

/** 'Apr 26' for chart axes. */
export function shortMonthLabel(month: number, year: number): string {
  return `${(MONTH_NAMES[month - 1] ?? '').slice(0, 3)} ${String(year).slice(-2)}`;
}
