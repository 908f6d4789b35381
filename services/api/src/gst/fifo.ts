// First-in-first-out matching of a party's goods, per product: an OUT slip first settles the party's
// goods we hold (the oldest first), the rest is our goods with the party; an IN slip first settles our
// goods with the party, the rest is the party's goods with us. The party's opening quantity is one lot
// of no product, older than every slip: the first movement the other way settles it, whatever its
// product. Named returns (an IN slip naming which OUT slips it brings back, with grams) are taken first:
// the grams named are kept for that IN slip from when the OUT slip is sent, FIFO matches only what is
// left, and the IN slip settles what it names before FIFO fills the rest. What stays open is aged in days. Pure: quantities in grams (bigint), dates as YYYY-MM-DD; the
// SQL that feeds it is in ageing.ts.

export type Direction = 'WITH_PARTY' | 'WITH_US';

export interface Movement {
  id: string;
  date: string;
  /** OUT: goods leave us for the party; IN: goods come to us from the party. */
  type: 'IN' | 'OUT';
  /** Grams, > 0: what the balance counts (the slip's share of its item's effective quantity). */
  grams: bigint;
  /** The delivery challan serial of an OUT slip (ITC-04 names it), else null. */
  challanNo: string | null;
  /** The slip number as shown (SL-3); '' for the opening lot. */
  number: string;
  /** Its product; null for the party's opening quantity. */
  productId: string | null;
}

/** Goods still open: our goods with the party (from an OUT slip) or the party's goods with us (from an IN slip). */
export interface Lot { direction: Direction; from: Movement; grams: bigint }

/** An IN slip that brought back our goods sent on an OUT slip (or with the party at the opening), for ITC-04's "received back". */
export interface Match { sent: Movement; received: Movement; grams: bigint }

export interface FifoResult { open: Lot[]; matches: Match[] }

/**
 * An IN slip (`received`, a movement id) naming an OUT slip (`sent`) it brings back, with the grams. Honoured
 * only for an OUT slip of the same product matched before the IN slip (dated on or before it), and never beyond
 * what that OUT slip has open or the IN slip brings; the refusals are the deciders', this only never overdraws.
 */
export interface NamedReturn { received: string; sent: string; grams: bigint }

/**
 * Matches one party's movements in date order (ties: the order given), per product; `opening` (the
 * party's opening quantity as a movement of no product: OUT when positive) comes before all of them.
 */
export function matchFifo(movements: Movement[], opening: Movement | null = null, named: readonly NamedReturn[] = []): FifoResult {
  const sorted = movements.map((m, i) => ({ m, i })).sort((a, b) => (a.m.date < b.m.date ? -1 : a.m.date > b.m.date ? 1 : a.i - b.i)).map((x) => x.m);
  // Named returns that can be honoured (an OUT slip matched before the IN slip, the same product), by IN slip,
  // and the grams each OUT slip keeps for them: FIFO does not take those.
  const order = new Map(sorted.map((m, i) => [m.id, i]));
  const byId = new Map(sorted.map((m) => [m.id, m]));
  const namedBy = new Map<string, NamedReturn[]>();
  const kept = new Map<string, bigint>();
  for (const n of named) {
    const sent = byId.get(n.sent);
    const received = byId.get(n.received);
    if (!sent || !received || sent.type !== 'OUT' || received.type !== 'IN' || sent.productId !== received.productId || n.grams <= 0n) continue;
    if ((order.get(n.sent) ?? 0) >= (order.get(n.received) ?? 0)) continue;
    namedBy.set(n.received, [...(namedBy.get(n.received) ?? []), n]);
    kept.set(n.sent, (kept.get(n.sent) ?? 0n) + n.grams);
  }
  const free = (lot: Lot) => {
    const k = kept.get(lot.from.id) ?? 0n;
    return lot.grams > k ? lot.grams - k : 0n;
  };
  const queues = new Map<string | null, { withParty: Lot[]; withUs: Lot[] }>();
  const queue = (productId: string | null) => {
    let q = queues.get(productId);
    if (!q) queues.set(productId, (q = { withParty: [], withUs: [] }));
    return q;
  };
  const matches: Match[] = [];
  const opened = queue(null);
  for (const m of [...(opening ? [opening] : []), ...sorted]) {
    const own = queue(m.productId);
    const [settles, adds] = m.type === 'OUT' ? [[opened.withUs, own.withUs], own.withParty] : [[opened.withParty, own.withParty], own.withUs];
    let left = m.grams;
    // What the IN slip names first, from the grams kept for it; what it could not take is freed for FIFO.
    for (const n of namedBy.get(m.id) ?? []) {
      const lots = own.withParty;
      const at = lots.findIndex((l) => l.from.id === n.sent);
      const lot = lots[at];
      const k = kept.get(n.sent) ?? 0n;
      kept.set(n.sent, k - n.grams);
      if (!lot) continue;
      const most = [n.grams, lot.grams, left].reduce((a, b) => (b < a ? b : a));
      if (most <= 0n) continue;
      matches.push({ sent: lot.from, received: m, grams: most });
      lot.grams -= most;
      left -= most;
      if (lot.grams === 0n) lots.splice(at, 1);
    }
    for (const lots of m.productId === null ? [] : settles) {
      for (let i = 0; left > 0n && i < lots.length;) {
        const lot = lots[i];
        const available = free(lot);
        if (available === 0n) {
          i += 1;
          continue;
        }
        const take = available < left ? available : left;
        if (m.type === 'IN') matches.push({ sent: lot.from, received: m, grams: take });
        lot.grams -= take;
        left -= take;
        if (lot.grams === 0n) lots.splice(i, 1);
      }
    }
    if (left > 0n) adds.push({ direction: m.type === 'OUT' ? 'WITH_PARTY' : 'WITH_US', from: m, grams: left });
  }
  const all = [...queues.values()];
  return { open: [...all.flatMap((q) => q.withParty), ...all.flatMap((q) => q.withUs)], matches };
}

export const BUCKETS = ['0-90', '91-180', '181-365', 'over-365'] as const;
export type Bucket = (typeof BUCKETS)[number];

export function bucketOf(days: number): Bucket {
  if (days <= 90) return '0-90';
  if (days <= 180) return '91-180';
  if (days <= 365) return '181-365';
  return 'over-365';
}

/**
 * Section 143 of the CGST Act: goods sent for job work count as supplied when not back within one year
 * (inputs, 143(1)(a) and (3)) or three years (capital goods, 143(1)(b) and (4)), counted in calendar years
 * from the day they were sent out (gst/section143.ts).
 */
export const SECTION_143_YEARS = { inputs: 1, capitalGoods: 3 } as const;
/** Lots this close to the limit are listed as due soon. */
export const DUE_SOON_DAYS = 30;
