// Ageing of open quantities and the Section 143 list: every slip of the company (or of one party) up to
// a day, each weighing its share of its item's effective quantity (as the balances do), matched FIFO per
// (party, product) by fifo.ts, what stays open put in day buckets.
import { QTY, formatDecimal, parseDecimal, type Ageing } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { slipShares, type SlipOfItem } from '../export/partyLedger.ts';
import { BUCKETS, DUE_SOON_DAYS, SECTION_143_DAYS, bucketOf, daysBetween, matchFifo, type Bucket, type FifoResult, type Movement } from './fifo.ts';

interface Row extends SlipOfItem {
  id: string; date: string; item_type: 'IN' | 'OUT'; number: string; challan_no: string | null;
  party_id: string; party: string; product_id: string; product: string;
}

export interface PartyProductFifo { party: { id: string; name: string }; product: { id: string; name: string }; fifo: FifoResult }

/** Each (party, product)'s FIFO matching of its slips dated up to `asOf`. */
export async function fifoByPartyProduct(db: Tx, companyId: string, asOf: string, partyId: string | null): Promise<PartyProductFifo[]> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.issue_date::text AS date, s.item_type, CASE WHEN s.prefix = '' THEN s.slip_no ELSE s.prefix || '-' || s.slip_no END AS number,
            s.challan_no, s.job_work_item_id AS item_id, s.net_quantity::text AS net, i.work_rate::text, i.loss_percentage::text,
            i.market_rate::text, i.is_loss_inclusive, i.include_market_rate, s.party_id, p.name AS party, s.product_id, pr.name AS product
     FROM rm_slip s JOIN rm_job_work_item i ON i.company_id = s.company_id AND i.id = s.job_work_item_id
     JOIN rm_party p ON p.company_id = s.company_id AND p.id = s.party_id
     JOIN rm_product pr ON pr.company_id = s.company_id AND pr.id = s.product_id
     WHERE s.company_id = $1 AND s.issue_date <= $2 AND ($3::uuid IS NULL OR s.party_id = $3)
     ORDER BY s.issue_date, s.created_at, s.id`,
    [companyId, asOf, partyId],
  );
  // An item's slips all fall in its month, so the ones up to asOf are a prefix of each item's slips.
  const shares = slipShares(rows);
  const groups = new Map<string, { party: { id: string; name: string }; product: { id: string; name: string }; moves: Movement[] }>();
  rows.forEach((r, i) => {
    if (shares[i].q <= 0n) return;
    const key = `${r.party_id}|${r.product_id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { party: { id: r.party_id, name: r.party }, product: { id: r.product_id, name: r.product }, moves: [] }));
    g.moves.push({ id: r.id, date: r.date, type: r.item_type, grams: shares[i].q, challanNo: r.challan_no, number: r.number });
  });
  return [...groups.values()]
    .map((g) => ({ party: g.party, product: g.product, fifo: matchFifo(g.moves) }))
    .sort((a, b) => a.party.name.localeCompare(b.party.name) || a.product.name.localeCompare(b.product.name));
}

const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const kg = (grams: bigint) => formatDecimal(grams, QTY);

export async function ageingReport(db: Tx, companyId: string, asOf: string, partyId: string | null): Promise<Ageing> {
  const groups = await fifoByPartyProduct(db, companyId, asOf, partyId);
  const rows: Ageing['rows'] = [];
  const section143: Ageing['section143'] = [];
  for (const g of groups) {
    for (const direction of ['WITH_PARTY', 'WITH_US'] as const) {
      const lots = g.fifo.open.filter((l) => l.direction === direction);
      if (!lots.length) continue;
      const buckets = Object.fromEntries(BUCKETS.map((b) => [b, 0n])) as Record<Bucket, bigint>;
      for (const l of lots) buckets[bucketOf(daysBetween(l.from.date, asOf))] += l.grams;
      rows.push({
        party: g.party, product: g.product, direction,
        buckets: Object.fromEntries(BUCKETS.map((b) => [b, kg(buckets[b])])) as Ageing['rows'][number]['buckets'],
        total: kg(lots.reduce((s, l) => s + l.grams, 0n)),
        oldest: lots.reduce((d, l) => (l.from.date < d ? l.from.date : d), lots[0].from.date),
      });
      if (direction !== 'WITH_PARTY') continue;
      for (const l of lots) {
        const days = daysBetween(l.from.date, asOf);
        if (days < SECTION_143_DAYS - DUE_SOON_DAYS) continue;
        section143.push({
          party: g.party, product: g.product, number: l.from.number, challanNo: l.from.challanNo, sentOn: l.from.date,
          quantity: kg(l.grams), days, limit: addDays(l.from.date, SECTION_143_DAYS), status: days > SECTION_143_DAYS ? 'OVERDUE' : 'DUE_SOON',
        });
      }
    }
  }
  section143.sort((a, b) => (a.sentOn < b.sentOn ? -1 : a.sentOn > b.sentOn ? 1 : 0));
  const total = (status: 'OVERDUE' | 'DUE_SOON') => {
    const lots = section143.filter((l) => l.status === status);
    return { lots: lots.length, quantity: kg(lots.reduce((s, l) => s + parseDecimal(l.quantity, QTY)!, 0n)) };
  };
  return { asOf, rows, section143, section143Totals: { overdue: total('OVERDUE'), dueSoon: total('DUE_SOON') } };
}
