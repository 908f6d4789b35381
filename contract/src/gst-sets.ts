// The GST papers' closed sets (ageing buckets and directions, ITC-04's and the Tally file's periods), without
// zod: the Reports screen reads them, and the endpoints' schemas (endpoints/gst.ts) are made from them.
import type { Said } from './i18n/messages.ts';
import { GST_DOCUMENT_NO_MAX } from './limits.ts';
import { FY_FIRST_MONTH } from './months.ts';

export const AGEING_BUCKETS = ['0-90', '91-180', '181-365', 'over-365'] as const;
export const AGEING_DIRECTIONS = ['WITH_PARTY', 'WITH_US'] as const;
export const ITC04_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'] as const;
/** The tables of ITC-04 a CSV export holds one of. */
export const ITC04_TABLES = ['4', '5A', '5B', '5C'] as const;
/** The months of a financial year, April first, as the Tally file's period names them. */
export const FY_MONTHS = ['APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC', 'JAN', 'FEB', 'MAR'] as const;
/** The Tally file is made for a quarter or a month of a financial year. */
export const TALLY_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', ...FY_MONTHS] as const;
/** Any period of a financial year a paper is made for. */
export type FyPeriod = (typeof ITC04_PERIODS)[number] | (typeof TALLY_PERIODS)[number];
/** The calendar month of a financial year's month (0 = April of `fy` … 11 = March of `fy` + 1). */
export function fyMonth(fy: number, index: number): { year: number; month: number } {
  const m = FY_FIRST_MONTH - 1 + index;
  return { year: fy + Math.floor(m / 12), month: (m % 12) + 1 };
}
/** A period's first month (0 = April) and how many months it has. */
export function fyPeriodMonths(period: FyPeriod): { first: number; months: number } {
  const month = (FY_MONTHS as readonly string[]).indexOf(period);
  if (month >= 0) return { first: month, months: 1 };
  return { first: { Q1: 0, Q2: 3, Q3: 6, Q4: 9, H1: 0, H2: 6 }[period as (typeof ITC04_PERIODS)[number]], months: period.startsWith('Q') ? 3 : 6 };
}
/** transMode: 1 road, 2 rail, 3 air, 4 ship. */
export const TRANSPORT_MODES = ['1', '2', '3', '4'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** What the ITC-04 JSON can lack (endpoints/gst.ts, itc04JsonMissingShape). */
export const ITC04_MISSING_KINDS = ['COMPANY_GSTIN', 'PARTY_STATE', 'PRODUCT_HSN', 'PRODUCT_VALUE_RATE', 'DOCUMENT_NUMBER_LONG'] as const;

/**
 * A missing detail in words, the one home of them: the refusal of the JSON lists it so (a 422's problems, in the
 * caller's language), and the Reports screen's list of what to add shows the same words (here, without zod, for it).
 */
export function itc04MissingSaid(m: { kind: (typeof ITC04_MISSING_KINDS)[number]; name: string | null }): Said {
  const name = m.name ?? '';
  switch (m.kind) {
    case 'COMPANY_GSTIN':
      return { code: 'missingCompanyGstin', params: {} };
    case 'PARTY_STATE':
      return { code: 'missingPartyState', params: { party: name } };
    case 'PRODUCT_HSN':
      return { code: 'missingHsn', params: { product: name } };
    case 'PRODUCT_VALUE_RATE':
      return { code: 'missingValueRate', params: { product: name } };
    case 'DOCUMENT_NUMBER_LONG':
      return { code: 'missingNumberLong', params: { no: name, max: GST_DOCUMENT_NO_MAX } };
  }
}
