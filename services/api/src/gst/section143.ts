// Section 143 of the CGST Act, the pure rules (docs/gst.md "Section 143" and "Deemed supply"): the limit of a
// lot sent for job work (one year for inputs, three for capital goods: fifo.ts SECTION_143_YEARS), whether
// it is past it or within DUE_SOON_DAYS of it, the day the law deems it supplied and the draft's value.
import { AMT, addDays, formatDecimal } from '@ledger/contract';
import { declaredValue } from '@ledger/projections';
import { DUE_SOON_DAYS, SECTION_143_YEARS } from './fifo.ts';

/** `isoDate` moved by whole years; 29 February becomes 28 February in a year that has none. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last day a lot sent on `sentOn` may come back: "within one year" ("three years" for capital goods)
 * "of their being sent out", the first day not counted (General Clauses Act, s. 9), so the same date a year
 * (three) later. From the next day the goods count as supplied.
 */
export const section143Limit = (sentOn: string, capitalGoods: boolean): string =>
  addYears(sentOn, capitalGoods ? SECTION_143_YEARS.capitalGoods : SECTION_143_YEARS.inputs);

/** OVERDUE after the limit, DUE_SOON from DUE_SOON_DAYS before it up to it, else null (not listed). */
export function section143Status(limit: string, asOf: string): 'OVERDUE' | 'DUE_SOON' | null {
  if (asOf > limit) return 'OVERDUE';
  if (asOf >= addDays(limit, -DUE_SOON_DAYS)) return 'DUE_SOON';
  return null;
}

/** Section 143(3) and (4): the supply is deemed made "on the day when the said inputs [capital goods] were sent out". */
export const deemedSupplyDate = (sentOn: string): string => sentOn;

/**
 * The draft's taxable value: the value on the challan for the unreturned grams, at the product's value rate,
 * round2 (the projector's one rule for a challan's declared value); null without a rate.
 */
export function draftValue(grams: bigint, valueRate: bigint | null): string | null {
  const value = declaredValue(grams, valueRate);
  return value === null ? null : formatDecimal(value, AMT);
}
