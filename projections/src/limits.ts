// Business limits on what a request may record, and the capacity of the read-model columns that the
// projector writes. The limits are chosen so that every sum a read model keeps fits its column with a
// wide margin (docs/architecture.md, "Limits"); the fold-before-commit check (checkRows) is the
// guarantee for whatever is left: a change whose rows would not fit is refused before it is stored.
import { AMT, PCT, QTY, RATE } from './decimal.ts';

const units = (whole: bigint, scale: number) => whole * 10n ** BigInt(scale);

/** Largest KG on one document or opening balance: 1 crore KG (10,000 tonnes). */
export const MAX_QUANTITY = units(10_000_000n, QTY);
/** Largest rate: ₹1,00,000 per KG. */
export const MAX_RATE = units(100_000n, RATE);
/** Largest rupee amount typed on one document or opening balance: ₹1,000 crore. */
export const MAX_AMOUNT = units(10_000_000_000n, AMT);
/** Loss percentage: 0 to 100. */
export const MAX_PERCENT = units(100n, PCT);

/** Dates a document may carry: from 1 January 2000 to one year after today (Asia/Kolkata). */
export const MIN_DATE = '2000-01-01';
export const DATE_WINDOW_YEARS_AHEAD = 1;

/** The latest date a document may carry when "today" (Asia/Kolkata) is `today` (YYYY-MM-DD). */
export function maxDate(today: string): string {
  const year = Number(today.slice(0, 4)) + DATE_WINDOW_YEARS_AHEAD;
  // 29 February plus one year is 28 February.
  const md = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${md}`;
}

/** Capacity of a numeric(p, s) column: |value| < 10^(p - s), in units of scale s. */
export interface NumericColumn { precision: number; scale: number }

const QTY_COL: NumericColumn = { precision: 20, scale: QTY };
const AMT_COL: NumericColumn = { precision: 20, scale: AMT };
const RATE_COL: NumericColumn = { precision: 14, scale: RATE };
const PCT_COL: NumericColumn = { precision: 5, scale: PCT };

/**
 * Every numeric column the projector writes, as declared in migrations/*_read_models.sql (a test
 * compares this table with information_schema so the two cannot drift). Dates and smallint years are
 * checked by kind in checkRows.
 */
export const NUMERIC_COLUMNS: Record<string, Record<string, NumericColumn>> = {
  rm_party: { opening_quantity: QTY_COL, opening_amount: AMT_COL, closing_quantity: QTY_COL, closing_amount: AMT_COL },
  rm_job_work_item: {
    work_rate: RATE_COL, loss_percentage: PCT_COL, market_rate: RATE_COL, quantity: QTY_COL,
    inclusive_loss_quantity: QTY_COL, exclusive_loss_quantity: QTY_COL, amount: AMT_COL,
  },
  rm_slip: { gross_quantity: QTY_COL, bag_quantity: QTY_COL, rejected_quantity: QTY_COL, net_quantity: QTY_COL },
  rm_bill: { quantity: QTY_COL, work_rate: RATE_COL, sale_rate: RATE_COL, amount: AMT_COL },
  rm_cash: { amount: AMT_COL },
  rm_party_month: {
    opening_quantity: QTY_COL, opening_amount: AMT_COL, closing_quantity: QTY_COL, closing_amount: AMT_COL,
    in_quantity: QTY_COL, in_amount: AMT_COL, out_quantity: QTY_COL, out_amount: AMT_COL,
  },
  rm_sub_party_month: { in_quantity: QTY_COL, in_amount: AMT_COL, out_quantity: QTY_COL, out_amount: AMT_COL },
  rm_company_month: {
    opening_stock_quantity: QTY_COL, closing_stock_quantity: QTY_COL, closing_payable_quantity: QTY_COL,
    closing_receivable_quantity: QTY_COL, closing_payable_amount: AMT_COL, closing_receivable_amount: AMT_COL,
    in_slip_amount: AMT_COL, out_slip_amount: AMT_COL,
  },
};

/** Columns of type date, and smallint columns (year, month, fy): Postgres refuses what they cannot hold. */
export const DATE_COLUMNS = new Set(['issue_date']);
export const SMALLINT_COLUMNS = new Set(['year', 'month', 'fy']);

/** True when a fixed-scale decimal string fits numeric(precision, scale). */
export function fitsNumeric(value: string, col: NumericColumn): boolean {
  const digits = value.replace(/^-/, '');
  const dot = digits.indexOf('.');
  const whole = dot < 0 ? digits : digits.slice(0, dot);
  return whole.replace(/^0+/, '').length <= col.precision - col.scale;
}
