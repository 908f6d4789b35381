// First-in-first-out matching of a party's goods, per product: an OUT slip first settles the party's
// goods we hold (the oldest first), the rest is our goods with the party; an IN slip first settles our
// goods with the party, the rest is the party's goods with us. What stays open is aged in days. Pure:
// quantities in grams (bigint), dates as YYYY-MM-DD; the SQL that feeds it is in ageing.ts.

export type Direction = 'WITH_PARTY' | 'WITH_US';

export interface Movement {
  id: string;
  date: string;
  /** OUT: goods leave us for the party; IN: goods come to us from the party. */
  type: 'IN' | 'OUT';
  /** Grams, > 0. */
  grams: bigint;
  /** The delivery challan serial of an OUT slip (ITC-04 names it), else null. */
  challanNo: string | null;
  /** The slip number as shown (SL-3). */
  number: string;
}

/** Goods still open: our goods with the party (from an OUT slip) or the party's goods with us (from an IN slip). */
export interface Lot { direction: Direction; from: Movement; grams: bigint }

/** An IN slip that brought back our goods sent on an OUT slip (for ITC-04's "received back"). */
export interface Match { sent: Movement; received: Movement; grams: bigint }

export interface FifoResult { open: Lot[]; matches: Match[] }

/** Matches one (party, product)'s movements in date order (ties: the order given). */
export function matchFifo(movements: Movement[]): FifoResult {
  const sorted = movements.map((m, i) => ({ m, i })).sort((a, b) => (a.m.date < b.m.date ? -1 : a.m.date > b.m.date ? 1 : a.i - b.i)).map((x) => x.m);
  const withParty: Lot[] = [];
  const withUs: Lot[] = [];
  const matches: Match[] = [];
  for (const m of sorted) {
    const [settles, adds] = m.type === 'OUT' ? [withUs, withParty] : [withParty, withUs];
    let left = m.grams;
    while (left > 0n && settles.length > 0) {
      const lot = settles[0];
      const take = lot.grams < left ? lot.grams : left;
      if (m.type === 'IN') matches.push({ sent: lot.from, received: m, grams: take });
      lot.grams -= take;
      left -= take;
      if (lot.grams === 0n) settles.shift();
    }
    if (left > 0n) adds.push({ direction: m.type === 'OUT' ? 'WITH_PARTY' : 'WITH_US', from: m, grams: left });
  }
  return { open: [...withParty, ...withUs], matches };
}

export const BUCKETS = ['0-90', '91-180', '181-365', 'over-365'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function bucketOf(days: number): Bucket {
  if (days <= 90) return '0-90';
  if (days <= 180) return '91-180';
  if (days <= 365) return '181-365';
  return 'over-365';
}

/** Section 143 of the CGST Act: inputs sent for job work count as supplied when not back within one year. */
export const SECTION_143_DAYS = 365;
/** Lots this close to the limit are listed as due soon. */
export const DUE_SOON_DAYS = 30;
