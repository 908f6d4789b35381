// The party ledger over any dates: every document of the party from `from` to `to` in date order with
// what it adds to the receivable and the running balance, opening at `from` and closing at `to`.
// Exact and consistent with the months: the opening is the closing of the month before `from` plus the
// rows of `from`'s month dated before it; a slip adds its share of its job-work item: what the item's
// effective quantity and amount grew by when it joined (the projector stores it, figures.ts slipFigures;
// loss and amount are rounded on the item), so the rows of a whole month add up to that month's movement
// to the paisa and the gram.
import type { BillKind, EntryKind, Family, ItemType, KindAt, LedgerRow, PartyLedger } from '@ledger/contract';
import { AMT, DOCUMENT_KIND, QTY, billEntryKind, decimalUnits, formatDecimal, sideSign, slipKind } from '@ledger/contract';
import { notFoundThing } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

const units = decimalUnits;

interface SlipRow {
  id: string; date: string; item_type: ItemType; prefix: string; slip_no: string;
  share_quantity: string; share_amount: string; product: string; sub_party: string | null;
}
interface BillRow { id: string; date: string; kind: BillKind; number: string; amount: string; product: string; sub_party: string | null }
/** Cash and notes (party-level documents): a note's number and reason; cash has neither, its note is its particulars. */
interface CashRow { id: string; date: string; kind: KindAt<'party'>; number: string | null; amount: string; particulars: string | null }

interface Delta { id: string; date: string; kind: EntryKind; number: string; particulars: string | null; subParty: string | null; q: bigint; a: bigint; order: number }

// Each kind's side (what its sign is) and its place within a day are the registry's (@ledger/contract documentKinds.ts).
/** The table of each family's documents, one query each below: a new family fails to compile here until the ledger reads it. */
const TABLE_OF = { slip: 'rm_slip', bill: 'rm_bill', cash: 'rm_cash', note: 'rm_cash' } as const satisfies Record<Family, string>;

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
       FROM ${TABLE_OF.slip} s
       JOIN rm_product p ON p.company_id = s.company_id AND p.id = s.product_id
       JOIN rm_sub_party sp ON sp.company_id = s.company_id AND sp.id = s.sub_party_id
       WHERE s.company_id = $1 AND s.party_id = $2 AND s.issue_date BETWEEN $3 AND $4
       ORDER BY s.issue_date, s.created_at, s.id`, params),
    db.query<BillRow>(
      `SELECT b.id, b.issue_date::text AS date, b.kind, b.full_bill_no AS number, b.amount::text, p.name AS product, CASE WHEN sp.is_default THEN NULL ELSE sp.name END AS sub_party
       FROM ${TABLE_OF.bill} b JOIN rm_product p ON p.company_id = b.company_id AND p.id = b.product_id
       JOIN rm_sub_party sp ON sp.company_id = b.company_id AND sp.id = b.sub_party_id
       WHERE b.company_id = $1 AND b.party_id = $2 AND b.issue_date BETWEEN $3 AND $4`, params),
    db.query<CashRow>(
      // One table holds cash and notes (TABLE_OF.cash is TABLE_OF.note).
      `SELECT id, issue_date::text AS date, kind, note_no AS number, amount::text, coalesce(reason, note) AS particulars FROM ${TABLE_OF.cash}
       WHERE company_id = $1 AND party_id = $2 AND issue_date BETWEEN $3 AND $4`, params),
  ]);
  if (!party.rows.length) throw notFoundThing('Party');
  const p = party.rows[0];
  const prev = before.rows[0];
  let q = units(prev ? prev.closing_quantity : p.opening_quantity, QTY);
  let a = units(prev ? prev.closing_amount : p.opening_amount, AMT);

  const deltas: Delta[] = [];
  for (const s of slips.rows) {
    const kind = slipKind(s.item_type);
    const sign = sideSign(kind);
    deltas.push({
      id: s.id, date: s.date, kind, number: s.prefix ? `${s.prefix}-${s.slip_no}` : s.slip_no,
      particulars: s.product, subParty: s.sub_party, q: sign * units(s.share_quantity, QTY), a: sign * units(s.share_amount, AMT), order: deltas.length,
    });
  }
  for (const b of bills.rows) {
    const kind = billEntryKind(b.kind);
    deltas.push({
      id: b.id, date: b.date, kind, number: b.number, particulars: b.product, subParty: b.sub_party,
      q: 0n, a: sideSign(kind) * units(b.amount, AMT), order: deltas.length,
    });
  }
  for (const c of cash.rows) {
    const kind = c.kind;
    deltas.push({ id: c.id, date: c.date, kind, number: c.number ?? '', particulars: c.particulars, subParty: null, q: 0n, a: sideSign(kind) * units(c.amount, AMT), order: deltas.length });
  }
  const order = (kind: EntryKind) => DOCUMENT_KIND[kind].order;
  deltas.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : order(x.kind) - order(y.kind) || x.number.localeCompare(y.number, 'en', { numeric: true }) || x.order - y.order));

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
