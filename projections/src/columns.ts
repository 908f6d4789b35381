// The capacity of the read-model columns that the projector writes. The fold-before-commit check
// (guard.ts, checkRows) refuses a change whose rows would not fit, so it is never stored.
import { AMT, PCT, QTY, RATE } from '@ledger/contract';

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
  rm_product: { value_rate: RATE_COL },
  rm_party: { opening_quantity: QTY_COL, opening_amount: AMT_COL, closing_quantity: QTY_COL, closing_amount: AMT_COL },
  rm_job_work_item: {
    work_rate: RATE_COL, loss_percentage: PCT_COL, market_rate: RATE_COL, quantity: QTY_COL,
    inclusive_loss_quantity: QTY_COL, exclusive_loss_quantity: QTY_COL, amount: AMT_COL,
    loss_quantity: QTY_COL, effective_quantity: QTY_COL, amount_rate: RATE_COL,
  },
  rm_slip: {
    gross_quantity: QTY_COL, bag_quantity: QTY_COL, rejected_quantity: QTY_COL, net_quantity: QTY_COL,
    amount: AMT_COL, burn_loss: QTY_COL, share_quantity: QTY_COL, share_amount: AMT_COL,
    declared_quantity: QTY_COL, declared_losses: QTY_COL, declared_value: AMT_COL,
  },
  rm_bill: {
    quantity: QTY_COL, work_rate: RATE_COL, sale_rate: RATE_COL, amount_rate: RATE_COL, amount: AMT_COL, entry_amount: AMT_COL, declared_quantity: QTY_COL, declared_value: AMT_COL,
  },
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
export const DATE_COLUMNS = new Set(['issue_date', 'jw_challan_date', 'sale_invoice_date']);
export const SMALLINT_COLUMNS = new Set(['year', 'month', 'fy']);

/** True when a fixed-scale decimal string fits numeric(precision, scale). */
export function fitsNumeric(value: string, col: NumericColumn): boolean {
  // The whole digits after a sign and leading zeros, counted in place (every rendered row's every figure comes here).
  let i = value.charCodeAt(0) === 45 ? 1 : 0;
  const dot = value.indexOf('.', i);
  const end = dot < 0 ? value.length : dot;
  while (i < end && value.charCodeAt(i) === 48) i++;
  return end - i <= col.precision - col.scale;
}
