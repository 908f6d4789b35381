// An independent oracle for the ledger's balances, used by the property tests. It reads the live
// documents (not events, not LedgerState) and folds them exactly as shared/design/ledger-rules.md
// says, sharing nothing with evolve.ts, figures.ts or render.ts but decimal parsing and formatting,
// so that a mistake in the projection cannot hide behind the same mistake here.
import { formatDecimal, parseDecimal } from '@ledger/contract';

export type OracleItemType = 'IN' | 'OUT';
export type OracleBillKind = 'SALE_BILL' | 'PURCHASE_BILL' | 'INWARD_JOBWORK_BILL' | 'OUTWARD_JOBWORK_BILL';

export interface OracleRates {
  workRate: string;
  lossPercentage: string;
  marketRate: string;
  isLossInclusive: boolean;
  includeMarketRate: boolean;
}

/** A live job-work item: its tuple (month as "YYYY-MM") and current rates. It may have no slips left. */
export interface OracleItem { subPartyId: string; productId: string; month: string; itemType: OracleItemType; rates: OracleRates }
export interface OracleSlip {
  subPartyId: string; productId: string; itemType: OracleItemType; issueDate: string;
  grossQuantity: string; bagQuantity: string; rejectedQuantity: string;
}
export interface OracleBill { kind: OracleBillKind; subPartyId: string; issueDate: string; quantity: string; workRate: string; saleRate: string }
export interface OracleCash { direction: 'INWARD' | 'OUTWARD'; partyId: string; issueDate: string; amount: string }
/** A debit note (the party owes us more) or a credit note (less): money only, at the party's level. */
export interface OracleMoneyNote { kind: 'DEBIT_NOTE' | 'CREDIT_NOTE'; partyId: string; issueDate: string; amount: string }
export interface OracleParty {
  id: string;
  /** The instant the party was added (its first month is that instant's month in Asia/Kolkata). */
  createdAt: string;
  openingQuantity: string;
  openingAmount: string;
  subPartyIds: string[];
}
/** A sub-party month note: it makes the month one of the party's months, and moves nothing. */
export interface OracleNote { subPartyId: string; month: string }

export interface OracleInput {
  companyCreatedAt: string;
  parties: OracleParty[];
  items: OracleItem[];
  slips: OracleSlip[];
  bills: OracleBill[];
  cash: OracleCash[];
  notes: OracleNote[];
  moneyNotes: OracleMoneyNote[];
}

/** Every figure as the fixed-scale string the read models hold. */
export interface OracleSides { inQuantity: string; inAmount: string; outQuantity: string; outAmount: string }
export interface OraclePartyMonth extends OracleSides {
  month: string;
  openingQuantity: string; openingAmount: string; closingQuantity: string; closingAmount: string;
}
export interface OracleItemFigures { quantity: string; loss: string; inclusive: string; exclusive: string; effective: string; amount: string }
export interface OracleCompanyMonth {
  month: string;
  openingStockQuantity: string; closingStockQuantity: string;
  closingReceivableQuantity: string; closingPayableQuantity: string;
  closingReceivableAmount: string; closingPayableAmount: string;
  inSlipAmount: string; outSlipAmount: string;
}
export interface OracleResult {
  /** party id → its months, oldest first, from its first month to its last. */
  partyMonths: Map<string, OraclePartyMonth[]>;
  /** "subPartyId|YYYY-MM" → that sub-party's month totals (only months where it has documents). */
  subPartyMonths: Map<string, OracleSides>;
  /** "subPartyId|productId|YYYY-MM|IN" → item figures. */
  items: Map<string, OracleItemFigures>;
  companyMonths: OracleCompanyMonth[];
}

// ---- plain arithmetic: integers of grams, paise and basis points -------------------------------

function units(text: string, scale: number): bigint {
  const v = parseDecimal(text, scale);
  if (v === null) throw new Error(`oracle: bad decimal ${text}`);
  return v;
}
const grams = (t: string) => units(t, 3);
const paise = (t: string) => units(t, 2);

/** n / d rounded half away from zero (d > 0). */
function roundDiv(n: bigint, d: bigint): bigint {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  let q = abs / d;
  if ((abs % d) * 2n >= d) q += 1n;
  return neg ? -q : q;
}

/** round3(grams × basisPoints / 100 / 100): grams × bp has 5 extra decimals of which the percent takes 2. */
const lossGrams = (g: bigint, bp: bigint) => roundDiv(g * bp, 10_000n);
/** round2(kg × ₹/kg): grams × paise-per-kg has 3 + 2 decimals; keep 2. */
const amountPaise = (g: bigint, ratePaise: bigint) => roundDiv(g * ratePaise, 1_000n);

const q3 = (v: bigint) => formatDecimal(v, 3);
const a2 = (v: bigint) => formatDecimal(v, 2);

// ---- months as "YYYY-MM" strings, walked with a plain counter ------------------------------------

const monthOfDate = (isoDate: string) => isoDate.slice(0, 7);
function monthOfInstant(instant: string): string {
  const shifted = new Date(Date.parse(instant) + (5 * 60 + 30) * 60 * 1000); // Asia/Kolkata, UTC+05:30
  return shifted.toISOString().slice(0, 7);
}
function nextMonth(m: string): string {
  let y = Number(m.slice(0, 4));
  let mo = Number(m.slice(5, 7)) + 1;
  if (mo === 13) { mo = 1; y += 1; }
  return `${y}-${String(mo).padStart(2, '0')}`;
}
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}

// ---- the fold ----------------------------------------------------------------------------------

interface Acc { inQ: bigint; inA: bigint; outQ: bigint; outA: bigint; inItemA: bigint; outItemA: bigint }
const zero = (): Acc => ({ inQ: 0n, inA: 0n, outQ: 0n, outA: 0n, inItemA: 0n, outItemA: 0n });
const sides = (x: Acc): OracleSides => ({ inQuantity: q3(x.inQ), inAmount: a2(x.inA), outQuantity: q3(x.outQ), outAmount: a2(x.outA) });

export const oracleItemKey = (subPartyId: string, productId: string, month: string, itemType: OracleItemType) =>
  `${subPartyId}|${productId}|${month}|${itemType}`;

export function ledgerOracle(input: OracleInput): OracleResult {
  const partyOfSub = new Map<string, string>();
  for (const p of input.parties) for (const s of p.subPartyIds) partyOfSub.set(s, p.id);
  const partyOf = (subPartyId: string): string => {
    const p = partyOfSub.get(subPartyId);
    if (!p) throw new Error(`oracle: unknown sub-party ${subPartyId}`);
    return p;
  };

  // Per party per month, and per sub-party per month.
  const byParty = new Map<string, Map<string, Acc>>();
  const bySub = new Map<string, Acc>();
  const partyAcc = (partyId: string, month: string): Acc => {
    let months = byParty.get(partyId);
    if (!months) byParty.set(partyId, (months = new Map()));
    let acc = months.get(month);
    if (!acc) months.set(month, (acc = zero()));
    return acc;
  };
  const subAcc = (subPartyId: string, month: string): Acc => {
    const key = `${subPartyId}|${month}`;
    let acc = bySub.get(key);
    if (!acc) bySub.set(key, (acc = zero()));
    return acc;
  };

  // Items: group the slips by their tuple, then apply the item's rates once to the group's quantity.
  const slipGrams = new Map<string, bigint>();
  for (const s of input.slips) {
    const key = oracleItemKey(s.subPartyId, s.productId, monthOfDate(s.issueDate), s.itemType);
    const net = grams(s.grossQuantity) - grams(s.bagQuantity) - grams(s.rejectedQuantity);
    slipGrams.set(key, (slipGrams.get(key) ?? 0n) + net);
  }
  const items = new Map<string, OracleItemFigures>();
  for (const it of input.items) {
    const key = oracleItemKey(it.subPartyId, it.productId, it.month, it.itemType);
    const quantity = slipGrams.get(key) ?? 0n;
    slipGrams.delete(key);
    const loss = lossGrams(quantity, paise(it.rates.lossPercentage)); // percentage has 2 decimals, like paise
    const inclusive = quantity - loss;
    const exclusive = quantity + loss;
    const effective = it.rates.isLossInclusive ? inclusive : exclusive;
    const rate = paise(it.rates.workRate) + (it.rates.includeMarketRate ? paise(it.rates.marketRate) : 0n);
    const amount = amountPaise(quantity, rate);
    items.set(key, { quantity: q3(quantity), loss: q3(loss), inclusive: q3(inclusive), exclusive: q3(exclusive), effective: q3(effective), amount: a2(amount) });

    const p = partyAcc(partyOf(it.subPartyId), it.month);
    const sp = subAcc(it.subPartyId, it.month);
    if (it.itemType === 'OUT') {
      p.outQ += effective; p.outA += amount; p.outItemA += amount;
      sp.outQ += effective; sp.outA += amount;
    } else {
      p.inQ += effective; p.inA += amount; p.inItemA += amount;
      sp.inQ += effective; sp.inA += amount;
    }
  }
  if (slipGrams.size > 0) throw new Error(`oracle: slips without a live item: ${[...slipGrams.keys()].join(', ')}`);

  for (const b of input.bills) {
    const month = monthOfDate(b.issueDate);
    const saleOrPurchase = b.kind === 'SALE_BILL' || b.kind === 'PURCHASE_BILL';
    const rate = paise(b.workRate) + (saleOrPurchase ? paise(b.saleRate) : 0n);
    const amount = amountPaise(grams(b.quantity), rate);
    const p = partyAcc(partyOf(b.subPartyId), month);
    const sp = subAcc(b.subPartyId, month);
    // Delivery Challans (inward job-work bills, ours) and Sale Bills raise the receivable.
    if (b.kind === 'SALE_BILL' || b.kind === 'INWARD_JOBWORK_BILL') { p.outA += amount; sp.outA += amount; }
    else { p.inA += amount; sp.inA += amount; }
  }
  for (const c of input.cash) {
    const p = partyAcc(c.partyId, monthOfDate(c.issueDate));
    if (c.direction === 'OUTWARD') p.outA += paise(c.amount); // Cash Paid
    else p.inA += paise(c.amount); // Cash Received
  }
  for (const d of input.moneyNotes) {
    const p = partyAcc(d.partyId, monthOfDate(d.issueDate));
    if (d.kind === 'DEBIT_NOTE') p.outA += paise(d.amount);
    else p.inA += paise(d.amount);
  }
  for (const n of input.notes) partyAcc(partyOf(n.subPartyId), n.month);

  // Carry forward per party.
  const partyMonths = new Map<string, OraclePartyMonth[]>();
  interface Closing { first: string; last: string; byMonth: Map<string, { q: bigint; a: bigint; acc: Acc }> }
  const closings: Closing[] = [];
  for (const p of input.parties) {
    const created = monthOfInstant(p.createdAt);
    const own = byParty.get(p.id) ?? new Map<string, Acc>();
    const monthsUsed = [created, ...own.keys()].sort();
    const first = monthsUsed[0];
    const last = monthsUsed[monthsUsed.length - 1];
    let q = grams(p.openingQuantity);
    let a = paise(p.openingAmount);
    const rows: OraclePartyMonth[] = [];
    const byMonth = new Map<string, { q: bigint; a: bigint; acc: Acc }>();
    for (const m of monthsBetween(first, last)) {
      const acc = own.get(m) ?? zero();
      const openingQ = q;
      const openingA = a;
      q = q + acc.outQ - acc.inQ;
      a = a + acc.outA - acc.inA;
      rows.push({
        month: m, openingQuantity: q3(openingQ), openingAmount: a2(openingA), closingQuantity: q3(q), closingAmount: a2(a),
        ...sides(acc),
      });
      byMonth.set(m, { q, a, acc });
    }
    partyMonths.set(p.id, rows);
    closings.push({ first, last, byMonth });
  }

  // Company months: stock is what came IN minus what went OUT; receivables are the parties' positive closings.
  let first = monthOfInstant(input.companyCreatedAt);
  let last = first;
  for (const c of closings) {
    if (c.first < first) first = c.first;
    if (c.last > last) last = c.last;
  }
  const companyMonths: OracleCompanyMonth[] = [];
  let stock = 0n;
  for (const m of monthsBetween(first, last)) {
    const opening = stock;
    let recQ = 0n, payQ = 0n, recA = 0n, payA = 0n, inSlip = 0n, outSlip = 0n;
    for (const c of closings) {
      if (m < c.first) continue; // the party does not exist yet
      const here = c.byMonth.get(m <= c.last ? m : c.last);
      if (!here) throw new Error('oracle: month gap');
      if (m <= c.last) {
        stock += here.acc.inQ - here.acc.outQ;
        inSlip += here.acc.inItemA;
        outSlip += here.acc.outItemA;
      }
      if (here.q > 0n) recQ += here.q; else payQ += -here.q;
      if (here.a > 0n) recA += here.a; else payA += -here.a;
    }
    companyMonths.push({
      month: m, openingStockQuantity: q3(opening), closingStockQuantity: q3(stock),
      closingReceivableQuantity: q3(recQ), closingPayableQuantity: q3(payQ),
      closingReceivableAmount: a2(recA), closingPayableAmount: a2(payA),
      inSlipAmount: a2(inSlip), outSlipAmount: a2(outSlip),
    });
  }

  const subPartyMonths = new Map<string, OracleSides>();
  for (const [key, acc] of bySub) subPartyMonths.set(key, sides(acc));
  return { partyMonths, subPartyMonths, items, companyMonths };
}
