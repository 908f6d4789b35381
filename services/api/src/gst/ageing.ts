// Ageing of open quantities and the Section 143 list. The lots are the documents as GST papers name them
// (declaration.ts: serial, number, date); the KG they carry are the balances' own figures: every slip up to
// a day weighs its share of its item's effective quantity, and the party's opening quantity is one lot
// dated the party's creation date, so what stays open nets to the party's quantity balance. Matched FIFO
// per product by fifo.ts (the opening lot first, whatever the product); what stays open in day buckets.
import { DOCUMENT_KIND, QTY, RATE, daysBetween, decimalUnits, divRound, formatDecimal, istDate, type Ageing } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { declaredDocuments, type DeclaredDocument } from './declaration.ts';
import { BUCKETS, bucketOf, matchFifo, type Bucket, type FifoResult, type Movement, type NamedReturn } from './fifo.ts';
import { deemedSupplyDate, draftValue, section143Limit, section143Status } from './section143.ts';

export interface PartyFifo {
  party: { id: string; name: string };
  fifo: FifoResult;
  /** The slips matched, by id, as declared. */
  documents: Map<string, DeclaredDocument>;
  /** The product names, by id. */
  products: Map<string, string>;
}

/** The id of a party's opening lot (a Movement of no product). */
export const OPENING = 'opening';

/**
 * The named returns of IN slips (rm_slip.named_returns: `slipId=KG` pairs), by party, in the units FIFO counts: an IN
 * slip's named KG are of its net quantity, FIFO moves its share of its item's effective quantity (net less the burn
 * loss when the loss is inclusive), so each is scaled by share / net, cumulatively: names covering the whole net cover
 * the whole share, to the gram. ITC-04 then shares the slip's declared quantity back by those grams (itc04.ts).
 */
export function namedByParty(rows: ReadonlyArray<{ id: string; party_id: string; named_returns: string; net: string; share: string }>): Map<string, NamedReturn[]> {
  const out = new Map<string, NamedReturn[]>();
  for (const r of rows) {
    const net = decimalUnits(r.net, QTY);
    const share = decimalUnits(r.share, QTY);
    if (net <= 0n || share <= 0n) continue;
    let named = 0n;
    let given = 0n;
    const list = out.get(r.party_id) ?? [];
    for (const pair of r.named_returns.split(' ')) {
      const [sent, kg] = pair.split('=');
      named += decimalUnits(kg, QTY);
      const upTo = divRound(named * share, net);
      list.push({ received: r.id, sent, grams: upTo - given });
      given = upTo;
    }
    out.set(r.party_id, list);
  }
  return out;
}

/** Each party's FIFO matching of its slips dated up to `asOf`, its opening quantity first. */
export async function fifoByParty(db: Tx, companyId: string, asOf: string, partyId: string | null): Promise<PartyFifo[]> {
  const [docs, parties, namedRows] = await Promise.all([
    declaredDocuments(db, companyId, { partyId, upTo: asOf }),
    db.query<{ id: string; name: string; opening_quantity: string; created_at: Date }>(
      `SELECT id, name, opening_quantity::text, created_at FROM rm_party WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2)`,
      [companyId, partyId]),
    db.query<{ id: string; party_id: string; named_returns: string; net: string; share: string }>(
      `SELECT id, party_id, named_returns, net_quantity::text AS net, share_quantity::text AS share FROM rm_slip
        WHERE company_id = $1 AND named_returns IS NOT NULL AND issue_date <= $2 AND ($3::uuid IS NULL OR party_id = $3)`,
      [companyId, asOf, partyId]),
  ]);
  const named = namedByParty(namedRows.rows);
  // Only slips move KG (ledger rules: bills and challans move money only), each by its stored share of its item.
  const byParty = new Map<string, { moves: Movement[]; documents: Map<string, DeclaredDocument>; products: Map<string, string> }>();
  const of = (id: string) => {
    let g = byParty.get(id);
    if (!g) byParty.set(id, (g = { moves: [], documents: new Map(), products: new Map() }));
    return g;
  };
  for (const d of docs) {
    if (d.share === null || d.share <= 0n) continue;
    const g = of(d.party.id);
    g.documents.set(d.id, d);
    g.products.set(d.product.id, d.product.name);
    g.moves.push({
      id: d.id, date: d.date, type: DOCUMENT_KIND[d.kind].challan === 'sent' ? 'OUT' : 'IN', grams: d.share, challanNo: DOCUMENT_KIND[d.kind].challan === 'sent' ? d.challanNo : null,
      number: d.number, productId: d.product.id,
    });
  }
  return parties.rows
    .map((p) => {
      const g = of(p.id);
      const q = decimalUnits(p.opening_quantity, QTY);
      const opening: Movement | null = q === 0n ? null : {
        id: OPENING, date: istDate(p.created_at), type: q > 0n ? 'OUT' : 'IN', grams: q > 0n ? q : -q, challanNo: null, number: '', productId: null,
      };
      return { party: { id: p.id, name: p.name }, fifo: matchFifo(g.moves, opening, named.get(p.id)), documents: g.documents, products: g.products };
    })
    .filter((p) => p.fifo.open.length > 0 || p.fifo.matches.length > 0)
    .sort((a, b) => a.party.name.localeCompare(b.party.name));
}

const kg = (grams: bigint) => formatDecimal(grams, QTY);

/** The products that are capital goods, and the owner's deemed-supply choices by slip. */
async function section143Facts(db: Tx, companyId: string) {
  const [capital, choices] = await Promise.all([
    db.query<{ id: string }>('SELECT id FROM rm_product WHERE company_id = $1 AND capital_goods', [companyId]),
    db.query<{ id: string; status: 'ACCEPTED' | 'DISMISSED'; on: string }>(
      'SELECT id, deemed_supply AS status, deemed_supply_on::text AS on FROM rm_slip WHERE company_id = $1 AND deemed_supply IS NOT NULL', [companyId]),
  ]);
  return { capitalGoods: new Set(capital.rows.map((r) => r.id)), choices: new Map(choices.rows.map((r) => [r.id, { status: r.status, on: r.on }])) };
}

export async function ageingReport(db: Tx, companyId: string, asOf: string, partyId: string | null): Promise<Ageing> {
  const [parties, facts] = await Promise.all([fifoByParty(db, companyId, asOf, partyId), section143Facts(db, companyId)]);
  const rows: Ageing['rows'] = [];
  const section143: Ageing['section143'] = [];
  for (const g of parties) {
    // The opening lot (no product) first, then the products by name.
    const products = [null, ...[...g.products].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ id, name }))];
    for (const product of products) {
      const productId = product?.id ?? null;
      for (const direction of ['WITH_PARTY', 'WITH_US'] as const) {
        const lots = g.fifo.open.filter((l) => l.direction === direction && l.from.productId === productId);
        if (!lots.length) continue;
        const buckets = Object.fromEntries(BUCKETS.map((b) => [b, 0n])) as Record<Bucket, bigint>;
        for (const l of lots) buckets[bucketOf(daysBetween(l.from.date, asOf))] += l.grams;
        rows.push({
          party: g.party, product, direction,
          buckets: Object.fromEntries(BUCKETS.map((b) => [b, kg(buckets[b])])) as Ageing['rows'][number]['buckets'],
          total: kg(lots.reduce((s, l) => s + l.grams, 0n)),
          oldest: lots.reduce((d, l) => (l.from.date < d ? l.from.date : d), lots[0].from.date),
        });
        if (direction !== 'WITH_PARTY') continue;
        for (const l of lots) {
          // The opening lot (no product) is inputs, with no slip to draft from.
          const capitalGoods = productId !== null && facts.capitalGoods.has(productId);
          const limit = section143Limit(l.from.date, capitalGoods);
          const status = section143Status(limit, asOf);
          if (status === null) continue;
          const doc = productId === null ? undefined : g.documents.get(l.from.id);
          const valueRate = doc?.product.valueRate;
          section143.push({
            party: g.party, product, slipId: doc ? l.from.id : null, capitalGoods,
            number: l.from.productId === null ? null : l.from.number, challanNo: l.from.challanNo, sentOn: l.from.date,
            quantity: kg(l.grams), days: daysBetween(l.from.date, asOf), limit, status,
            value: draftValue(l.grams, valueRate == null ? null : decimalUnits(valueRate, RATE)),
            deemedOn: deemedSupplyDate(l.from.date),
            decision: (doc && facts.choices.get(l.from.id)) ?? null,
          });
        }
      }
    }
  }
  section143.sort((a, b) => (a.sentOn < b.sentOn ? -1 : a.sentOn > b.sentOn ? 1 : 0));
  // The warning counts what still waits for the owner: an accepted or dismissed draft is settled.
  const total = (status: 'OVERDUE' | 'DUE_SOON') => {
    const lots = section143.filter((l) => l.status === status && l.decision === null);
    return { lots: lots.length, quantity: kg(lots.reduce((s, l) => s + decimalUnits(l.quantity, QTY), 0n)) };
  };
  return { asOf, rows, section143, section143Totals: { overdue: total('OVERDUE'), dueSoon: total('DUE_SOON') } };
}

/** A slip as GST papers name it, if it can have a Section 143 lot; null: no such slip (404). One row: no fold. */
export async function section143Slip(db: Tx, companyId: string, slipId: string) {
  const [doc] = await declaredDocuments(db, companyId, { id: slipId });
  return doc && doc.share !== null ? doc : null;
}

/** A slip's lot on the Section 143 list as of `asOf`, with the slip as GST papers name it; null: no such slip (404). */
export async function section143LotOf(db: Tx, companyId: string, slipId: string, asOf: string) {
  const doc = await section143Slip(db, companyId, slipId);
  if (!doc) return null;
  const report = await ageingReport(db, companyId, asOf, doc.party.id);
  return { document: doc, lot: report.section143.find((l) => l.slipId === slipId) ?? null };
}

/** The date of the oldest lot of our goods still with each party on `asOf` (the ageing's WITH_PARTY lots), by party id. */
export async function oldestWithParty(db: Tx, companyId: string, asOf: string): Promise<Map<string, string>> {
  const oldest = new Map<string, string>();
  for (const g of await fifoByParty(db, companyId, asOf, null)) {
    for (const lot of g.fifo.open) {
      if (lot.direction !== 'WITH_PARTY') continue;
      const d = oldest.get(g.party.id);
      if (d === undefined || lot.from.date < d) oldest.set(g.party.id, lot.from.date);
    }
  }
  return oldest;
}
