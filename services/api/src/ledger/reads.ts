// Month lists, the party-month statement and the Entries listing. Reads come only from read
// models; months after the last projected one are the carried-forward balances with no movement.
import { z } from 'zod';
import { prepared, toYm, ymMonth, ymOfInstant, ymYear } from '@ledger/projections';
import type { Services } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { monthRef, uuid } from '@ledger/contract';
import { RawJson, type Route } from '../http/kit.ts';
import { STATEMENT_SQL } from './statementSql.ts';
import { findParty } from '../catalog/parties.ts';
import { runCommand } from '../store/command.ts';
import { findSubPartyOf } from './refs.ts';
import { companyMonths, monthId } from '../companies/stats.ts';
import { CASH_SELECT, type BillRow, type CashRow } from './dto.ts';
import { billHasSaleRate } from '@ledger/contract';

interface PartyMonthRow {
  year: number; month: number; opening_quantity: string; opening_amount: string; closing_quantity: string; closing_amount: string;
  in_quantity: string; in_amount: string; out_quantity: string; out_amount: string;
}

const partyMonthDto = (partyId: string, r: PartyMonthRow) => ({
  id: `${partyId}:${monthId(r.year, r.month)}`,
  month: r.month,
  year: r.year,
  stats: {
    openingReceivableQuantity: r.opening_quantity,
    openingReceivableAmount: r.opening_amount,
    closingReceivableQuantity: r.closing_quantity,
    closingReceivableAmount: r.closing_amount,
    in: { quantity: r.in_quantity, amount: r.in_amount },
    out: { quantity: r.out_quantity, amount: r.out_amount },
  },
});

/** The projected months of a party, oldest first, extended with carried months up to `untilYm`. */
async function partyMonthRows(svc: Services, companyId: string, partyId: string, untilYm: number): Promise<PartyMonthRow[]> {
  const { rows } = await svc.pool.query<PartyMonthRow>(
    'SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 ORDER BY year, month',
    [companyId, partyId],
  );
  const last = rows[rows.length - 1];
  if (!last) return rows;
  for (let ym = toYm(last.year, last.month) + 1; ym <= untilYm; ym++) {
    rows.push({
      year: ymYear(ym), month: ymMonth(ym),
      opening_quantity: last.closing_quantity, opening_amount: last.closing_amount,
      closing_quantity: last.closing_quantity, closing_amount: last.closing_amount,
      in_quantity: '0.000', in_amount: '0.00', out_quantity: '0.000', out_amount: '0.00',
    });
  }
  return rows;
}

const yearField = z.number({ error: 'year is required' }).int().min(2000).max(2200);
const monthField = z.number({ error: 'month is required' }).int().min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12');

const monthBounds = (year: number, month: number) => {
  const next = toYm(year, month) + 1;
  return [`${year}-${String(month).padStart(2, '0')}-01`, `${ymYear(next)}-${String(ymMonth(next)).padStart(2, '0')}-01`];
};

export function readRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route('/company/month/list/v2', 'companyRead', z.object({}).passthrough(), async (_input, auth) =>
    companyMonths(pool, auth.companyId, svc.now()),
  );

  route('/party/month/list/v1', 'companyRead', z.object({ partyId: uuid('Party') }), async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    const rows = await partyMonthRows(svc, auth.companyId, input.partyId, ymOfInstant(svc.now()));
    return rows.map((r) => partyMonthDto(input.partyId, r)).reverse();
  });

  route('/party/month/statement/v3', 'companyRead', z.object({ partyMonthId: monthRef('partyMonthId') }), async (input, auth) => {
    const { id: partyId, year, month } = input.partyMonthId;
    const [from, to] = monthBounds(year, month);
    const { rows } = await pool.query<{ found: boolean; statement: string }>(prepared(STATEMENT_SQL, [
      auth.companyId, partyId, year, month, from, to, `${partyId}:${monthId(year, month)}`, monthId(year, month),
    ]));
    if (!rows[0].found) {
      await findParty(pool, auth.companyId, partyId); // 'Party not found' when that is the reason
      throw notFound('Party month not found');
    }
    return new RawJson(rows[0].statement);
  });

  const include = z.object({
    inJobWorkItemSlips: z.boolean().optional(), outJobWorkItemSlips: z.boolean().optional(),
    saleBills: z.boolean().optional(), purchaseBills: z.boolean().optional(),
    inJobWorkBills: z.boolean().optional(), outJobWorkBills: z.boolean().optional(),
    inCashReceipts: z.boolean().optional(), outCashReceipts: z.boolean().optional(),
  });
  route(
    '/unified/month/entries/get/v1',
    'companyRead',
    z.object({
      filter: z.object({ year: yearField, month: monthField, partyId: uuid('Party').nullish(), subPartyId: uuid('Sub party').nullish() }),
      include: include.default({}),
    }),
    async (input, auth) => {
      const f = input.filter;
      const inc = input.include;
      if (f.partyId) await findParty(pool, auth.companyId, f.partyId);
      if (f.subPartyId) await findSubPartyOf(pool, auth.companyId, f.subPartyId);
      const [from, to] = monthBounds(f.year, f.month);
      const args = [auth.companyId, from, to, f.partyId ?? null, f.subPartyId ?? null];
      const subJoin = `JOIN rm_sub_party s ON s.company_id = x.company_id AND s.id = x.sub_party_id
                       JOIN rm_party pa ON pa.company_id = x.company_id AND pa.id = x.party_id
                       JOIN rm_product pr ON pr.company_id = x.company_id AND pr.id = x.product_id`;
      const where = `x.company_id = $1 AND x.issue_date >= $2 AND x.issue_date < $3
                     AND ($4::uuid IS NULL OR x.party_id = $4) AND ($5::uuid IS NULL OR x.sub_party_id = $5)`;
      const sub = (r: { sub_party_id: string; sub_party_name: string; sub_party_is_default: boolean; party_id: string; party_name: string }) =>
        ({ id: r.sub_party_id, name: r.sub_party_name, isDefault: r.sub_party_is_default, party: { id: r.party_id, name: r.party_name } });
      const slipsOf = async (type: 'IN' | 'OUT', on?: boolean) => {
        if (!on) return [];
        const { rows } = await pool.query(
          `SELECT x.*, i.work_rate, i.loss_percentage, pr.name AS product_name, s.name AS sub_party_name, s.is_default AS sub_party_is_default, pa.name AS party_name
           FROM rm_slip x JOIN rm_job_work_item i ON i.company_id = x.company_id AND i.id = x.job_work_item_id ${subJoin}
           WHERE ${where} AND x.item_type = '${type}' ORDER BY x.issue_date, x.prefix, x.slip_no, x.id`,
          args,
        );
        return rows.map((r) => ({
          id: r.id, issueDate: r.issue_date, prefix: r.prefix, slipNo: r.slip_no, note: r.note,
          grossQuantity: r.gross_quantity, bagQuantity: r.bag_quantity, rejectedQuantity: r.rejected_quantity, netQuantity: r.net_quantity,
          jobWorkItem: { id: r.job_work_item_id, product: { name: r.product_name }, workRate: r.work_rate, lossPercentage: r.loss_percentage, subParty: sub(r) },
        }));
      };
      const billsOf = async (kind: BillRow['kind'], on?: boolean) => {
        if (!on) return [];
        const { rows } = await pool.query(
          `SELECT x.*, pr.name AS product_name, s.name AS sub_party_name, s.is_default AS sub_party_is_default, pa.name AS party_name
           FROM rm_bill x ${subJoin} WHERE ${where} AND x.kind = '${kind}' ORDER BY x.issue_date, x.full_bill_no, x.id`,
          args,
        );
        const sale = billHasSaleRate(kind);
        return rows.map((r) => ({
          id: r.id, issueDate: r.issue_date, fullBillNo: r.full_bill_no, note: r.note, quantity: r.quantity,
          workRate: r.work_rate, ...(sale ? { saleRate: r.sale_rate } : {}), product: { name: r.product_name }, subParty: sub(r),
        }));
      };
      const cashOf = async (direction: 'INWARD' | 'OUTWARD', on?: boolean) => {
        // Cash belongs to the party, not to a sub-party: a sub-party filter leaves no cash rows.
        if (!on || f.subPartyId) return [];
        const { rows } = await pool.query<CashRow>(
          `${CASH_SELECT} WHERE c.company_id = $1 AND c.issue_date >= $2 AND c.issue_date < $3 AND ($4::uuid IS NULL OR c.party_id = $4)
           AND c.direction = $5 ORDER BY c.issue_date, c.id`,
          [auth.companyId, from, to, f.partyId ?? null, direction],
        );
        return rows.map((r) => ({ id: r.id, issueDate: r.issue_date, note: r.note, amount: r.amount, party: { id: r.party_id, name: r.party_name } }));
      };
      const [inS, outS, sale, purchase, inJ, outJ, inC, outC] = await Promise.all([
        slipsOf('IN', inc.inJobWorkItemSlips), slipsOf('OUT', inc.outJobWorkItemSlips),
        billsOf('SALE_BILL', inc.saleBills), billsOf('PURCHASE_BILL', inc.purchaseBills),
        billsOf('INWARD_JOBWORK_BILL', inc.inJobWorkBills), billsOf('OUTWARD_JOBWORK_BILL', inc.outJobWorkBills),
        cashOf('INWARD', inc.inCashReceipts), cashOf('OUTWARD', inc.outCashReceipts),
      ]);
      return {
        inJobWorkItemSlipList: inS, outJobWorkItemSlipList: outS, saleBillList: sale, purchaseBillList: purchase,
        inJobWorkBillList: inJ, outJobWorkBillList: outJ, inCashReceiptList: inC, outCashReceiptList: outC,
      };
    },
  );

  route(
    '/subParty/month/update/v2',
    'companyWrite',
    z.object({
      filter: z.object({ id: monthRef('Sub party month') }),
      update: z.object({ note: z.string().trim().max(1000, 'Note must be at most 1000 characters').nullish().transform((v) => v || null) }),
    }),
    async (input, auth, meta) => {
      const { id: subPartyId, year, month } = input.filter.id;
      await runCommand(svc, auth, meta, async (tx) => {
        const { rows } = await tx.query('SELECT 1 FROM rm_sub_party WHERE company_id = $1 AND id = $2', [auth.companyId, subPartyId]);
        if (!rows.length) throw notFound('Sub party not found');
        return {
          events: [{ type: 'SubPartyMonthNoteSet', streamId: `subParty:${subPartyId}`, data: { subPartyId, year, month, note: input.update.note } }],
          result: { id: `${subPartyId}:${monthId(year, month)}` },
        };
      });
      const { rows } = await pool.query<{ note: string | null; in_quantity: string; in_amount: string; out_quantity: string; out_amount: string }>(
        'SELECT * FROM rm_sub_party_month WHERE company_id = $1 AND sub_party_id = $2 AND year = $3 AND month = $4',
        [auth.companyId, subPartyId, year, month],
      );
      const r = rows[0];
      return {
        id: `${subPartyId}:${monthId(year, month)}`, month, year, note: r?.note ?? null,
        stats: {
          in: { totalQuantity: r?.in_quantity ?? '0.000', totalAmount: r?.in_amount ?? '0.00' },
          out: { totalQuantity: r?.out_quantity ?? '0.000', totalAmount: r?.out_amount ?? '0.00' },
        },
      };
    },
  );
}
