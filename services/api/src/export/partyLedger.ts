// The party ledger over any dates: every document of the party from `from` to `to` in date order with
// what it adds to the receivable and the running balance, opening at `from` and closing at `to`.
// Exact and consistent with the months: the opening is the closing of the month before `from` plus the
// rows of `from`'s month dated before it; a slip adds its share of its job-work item: what the item's
// effective quantity and amount grew by when it joined (the projector stores it, figures.ts slipFigures;
// loss and amount are rounded on the item), so the rows of a whole month add up to that month's movement
// to the paisa and the gram.
import type { LedgerRow, LedgerRowKind, PartyLedger } from '@ledger/contract';
import { AMT, QTY, decimalUnits, formatDecimal } from '@ledger/contract';
import { notFound } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

const units = decimalUnits;

interface SlipRow {
  id: string; date: string; item_type: 'IN' | 'OUT'; prefix: string; slip_no: string;
  share_quantity: string; share_amount: string; product: string; sub_party: string | null;
}
interface BillRow { id: string; date: string; kind: LedgerRowKind; number: string; amount: string; product: string; sub_party: string | null }
interface CashRow { id: string; date: string; direction: 'INWARD' | 'OUTWARD'; amount: string; note: string | null }

interface Delta { id: string; date: string; kind: LedgerRowKind; number: string; particulars: string | null; subParty: string | null; q: bigint; a: bigint; order: number }

/** Sort order within a day: goods first (out, in), then bills and challans, then cash. */
const KIND_ORDER: Record<LedgerRowKind, number> = {
  OUT_SLIP: 0, IN_SLIP: 1, INWARD_JOBWORK_BILL: 2, OUTWARD_JOBWORK_BILL: 3, SALE_BILL: 4, PURCHASE_BILL: 5, CASH_PAID: 6, CASH_RECEIVED: 7,
};
const RAISES = new Set<LedgerRowKind>(['OUT_SLIP', 'INWARD_JOBWORK_BILL', 'SALE_BILL', 'CASH_PAID']);

const monthStart = (date: string) => `${date.slice(0, 8)}01`;

export async function partyLedger(db: Tx, companyId: string, partyId: string, from: string, to: string): Promise<PartyLedger> {
  const start = monthStart(from);
  const params = [companyId, partyId, start, to];
  const [party, before, slips, bills, cash] = await Promise.all([
    db.query<{ name: string; opening_quantity: string; opening_amount: string }>(
      'SELECT name, opening_quantity::text, opening_amount::text FROM rm_party WHERE company_id = $1 AND id = $2', [companyId, partyId]),
    db.query<{ closing_quantity: string; closing_amount: string }>(
      `SELECT closing_quantity::text, closing_amount::text FROM rm_party_month
       WHERE company_id = $1 AND party_id = $2 AND (year, month) < (extract(year FROM $3::date), extract(month FROM $3::date))
       ORDER BY year DESC, month DESC LIMIT 1`, [companyId, partyId, start]),
    db.query<SlipRow>(
      `SELECT s.id, s.issue_date::text AS date, s.item_type, s.prefix, s.slip_no, s.share_quantity::text, s.share_amount::text,
              p.name AS product, CASE WHEN sp.is_default THEN NULL ELSE sp.name END AS sub_party
       FROM rm_slip s
       JOIN rm_product p ON p.company_id = s.company_id AND p.id = s.product_id
       JOIN rm_sub_party sp ON sp.company_id = s.company_id AND sp.id = s.sub_party_id
       WHERE s.company_id = $1 AND s.party_id = $2 AND s.issue_date BETWEEN $3 AND $4
       ORDER BY s.issue_date, s.created_at, s.id`, params),
    db.query<BillRow>(
      `SELECT b.id, b.issue_date::text AS date, b.kind, b.full_bill_no AS number, b.amount::text, p.name AS product, CASE WHEN sp.is_default THEN NULL ELSE sp.name END AS sub_party
       FROM rm_bill b JOIN rm_product p ON p.company_id = b.company_id AND p.id = b.product_id
       JOIN rm_sub_party sp ON sp.company_id = b.company_id AND sp.id = b.sub_party_id
       WHERE b.company_id = $1 AND b.party_id = $2 AND b.issue_date BETWEEN $3 AND $4`, params),
    db.query<CashRow>(
      `SELECT id, issue_date::text AS date, direction, amount::text, note FROM rm_cash
       WHERE company_id = $1 AND party_id = $2 AND issue_date BETWEEN $3 AND $4`, params),
  ]);
  if (!party.rows.length) throw notFound('Party not found');
  const p = party.rows[0];
  const prev = before.rows[0];
  let q = units(prev ? prev.closing_quantity : p.opening_quantity, QTY);
  let a = units(prev ? prev.closing_amount : p.opening_amount, AMT);

  const deltas: Delta[] = [];
  for (const s of slips.rows) {
    const sign = s.item_type === 'OUT' ? 1n : -1n;
    deltas.push({
      id: s.id, date: s.date, kind: s.item_type === 'OUT' ? 'OUT_SLIP' : 'IN_SLIP', number: s.prefix ? `${s.prefix}-${s.slip_no}` : s.slip_no,
      particulars: s.product, subParty: s.sub_party, q: sign * units(s.share_quantity, QTY), a: sign * units(s.share_amount, AMT), order: deltas.length,
    });
  }
  for (const b of bills.rows) {
    const amount = units(b.amount, AMT);
    deltas.push({
      id: b.id, date: b.date, kind: b.kind, number: b.number, particulars: b.product, subParty: b.sub_party,
      q: 0n, a: RAISES.has(b.kind) ? amount : -amount, order: deltas.length,
    });
  }
  for (const c of cash.rows) {
    const amount = units(c.amount, AMT);
    const kind: LedgerRowKind = c.direction === 'OUTWARD' ? 'CASH_PAID' : 'CASH_RECEIVED';
    deltas.push({ id: c.id, date: c.date, kind, number: '', particulars: c.note, subParty: null, q: 0n, a: kind === 'CASH_PAID' ? amount : -amount, order: deltas.length });
  }
  deltas.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || x.number.localeCompare(y.number, 'en', { numeric: true }) || x.order - y.order));

  const bal = () => ({ quantity: formatDecimal(q, QTY), amount: formatDecimal(a, AMT) });
  let opening = bal();
  const rows: LedgerRow[] = [];
  const out = { q: 0n, a: 0n };
  const inc = { q: 0n, a: 0n };
  for (const d of deltas) {
    q += d.q;
    a += d.a;
    if (d.date < from) {
      opening = bal();
      continue;
    }
    if (d.q > 0n) out.q += d.q; else inc.q -= d.q;
    if (d.a > 0n) out.a += d.a; else inc.a -= d.a;
    rows.push({
      id: d.id, date: d.date, kind: d.kind, number: d.number, particulars: d.particulars, subParty: d.subParty,
      quantity: formatDecimal(d.q, QTY), amount: formatDecimal(d.a, AMT), balance: bal(),
    });
  }
  return {
    party: { id: partyId, name: p.name }, from, to, opening, rows, closing: bal(),
    outgoing: { quantity: formatDecimal(out.q, QTY), amount: formatDecimal(out.a, AMT) },
    incoming: { quantity: formatDecimal(inc.q, QTY), amount: formatDecimal(inc.a, AMT) },
  };
}
