// Company months as the dashboard and admin list read them: the projected months, carried forward
// (statement/carryForward.ts) to the current month (Asia/Kolkata) with no movement.
import type { Pool } from 'pg';
import { toYm, ymMonth, ymOfInstant, ymYear, type CompanyMonth, type CompanyStats } from '@ledger/contract';
import { carryForward, type Carry } from '../statement/carryForward.ts';
import { monthId } from '../statement/months.ts';

interface Row {
  company_id: string;
  year: number;
  month: number;
  opening_stock_quantity: string;
  closing_stock_quantity: string;
  closing_payable_quantity: string;
  closing_receivable_quantity: string;
  closing_payable_amount: string;
  closing_receivable_amount: string;
  in_slip_amount: string;
  out_slip_amount: string;
}

const ZERO: CompanyStats = {
  openingStockQuantity: '0.000', closingStockQuantity: '0.000', closingPayableQuantity: '0.000',
  closingReceivableQuantity: '0.000', closingPayableAmount: '0.00', closingReceivableAmount: '0.00',
  inSlipAmount: '0.00', outSlipAmount: '0.00',
};

/** A later month of a company: the stock carried in is the stock carried out, no slips, balances as they were. */
const carryCompanyMonth: Carry<Row> = (last, year, month) => ({
  ...last, year, month, opening_stock_quantity: last.closing_stock_quantity, in_slip_amount: '0.00', out_slip_amount: '0.00',
});

const toMonth = (r: Row): CompanyMonth => ({
  id: monthId(r.year, r.month),
  year: r.year,
  month: r.month,
  stats: {
    openingStockQuantity: r.opening_stock_quantity,
    closingStockQuantity: r.closing_stock_quantity,
    closingPayableQuantity: r.closing_payable_quantity,
    closingReceivableQuantity: r.closing_receivable_quantity,
    closingPayableAmount: r.closing_payable_amount,
    closingReceivableAmount: r.closing_receivable_amount,
    inSlipAmount: r.in_slip_amount,
    outSlipAmount: r.out_slip_amount,
  },
});

/** Newest first; a company with no documents yet has the current month at zero. */
function monthsOf(rows: Row[], nowYm: number): CompanyMonth[] {
  if (rows.length === 0) return [{ id: monthId(ymYear(nowYm), ymMonth(nowYm)), year: ymYear(nowYm), month: ymMonth(nowYm), stats: ZERO }];
  return carryForward(rows, nowYm, carryCompanyMonth).map(toMonth).reverse();
}

async function rowsFor(pool: Pool, companyIds: string[]): Promise<Map<string, Row[]>> {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM rm_company_month WHERE company_id = ANY($1::uuid[]) ORDER BY company_id, year, month`,
    [companyIds],
  );
  const by = new Map<string, Row[]>();
  for (const r of rows) {
    const list = by.get(r.company_id) ?? [];
    list.push(r);
    by.set(r.company_id, list);
  }
  return by;
}

export async function companyMonths(pool: Pool, companyId: string, now: Date): Promise<CompanyMonth[]> {
  return monthsOf((await rowsFor(pool, [companyId])).get(companyId) ?? [], ymOfInstant(now));
}

/** The current month's stats of each company (or the latest later month holding documents). */
export async function companyStats(pool: Pool, companyIds: string[], now: Date): Promise<Map<string, CompanyStats>> {
  const by = await rowsFor(pool, companyIds);
  const nowYm = ymOfInstant(now);
  const out = new Map<string, CompanyStats>();
  for (const id of companyIds) {
    const months = monthsOf(by.get(id) ?? [], nowYm);
    const current = months.find((m) => toYm(m.year, m.month) === nowYm) ?? months[0];
    out.set(id, current.stats);
  }
  return out;
}

export const statsDto = (s: CompanyStats | undefined): CompanyStats => s ?? ZERO;
