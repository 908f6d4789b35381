// A deterministic generator of realistic company histories (bench and fault tests): products,
// parties with 1–4 sub-parties, then years of slips, bills, challans, cash, rate changes and
// back-dated edits and deletes, as valid events in the order an owner would have made them.
import { itemIdFor, ymOfDate, type FirstVersionEvent } from '@ledger/projections';

/** Generated at each type's first schema version, as a ledger recorded before challan serials were decided holds them. */
export interface GeneratedEvent { event: FirstVersionEvent; recordedAt: Date }

export interface GeneratorOptions {
  seed: number;
  events: number;
  parties?: number;
  products?: number;
  years?: number;
  start?: string; // YYYY-MM-DD
}

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)];
  return { next, int, pick };
}

/** Deterministic UUID-shaped ids from a counter. */
function ids(seed: number) {
  let n = 0;
  return () => {
    n++;
    const hex = (seed.toString(16).padStart(8, '0') + n.toString(16).padStart(24, '0')).slice(-32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}

const qty = (grams: number) => (grams / 1000).toFixed(3);
const money = (paise: number) => (paise / 100).toFixed(2);

interface LiveSlip { id: string; sub: string; product: string; type: 'IN' | 'OUT'; date: string; prefix: string; no: string; gross: number; bag: number; rejected: number }

export function* generateCompany(o: GeneratorOptions): Generator<GeneratedEvent> {
  const r = rng(o.seed);
  const nextId = ids(o.seed);
  const partiesN = o.parties ?? 300;
  const productsN = o.products ?? 40;
  const days = Math.round((o.years ?? 5) * 365);
  const start = Date.parse(`${o.start ?? '2021-04-01'}T09:00:00Z`);
  let emitted = 0;
  const emit = (event: FirstVersionEvent, at: number): GeneratedEvent => {
    emitted++;
    return { event, recordedAt: new Date(at) };
  };
  const dateAt = (day: number) => new Date(start + day * 86_400_000).toISOString().slice(0, 10);

  yield emit({ type: 'CompanyCreated', streamId: 'company', data: { name: 'Bench Co', defaultPrefix: null } }, start);
  const products: string[] = [];
  for (let i = 0; i < productsN && emitted < o.events; i++) {
    const productId = nextId();
    products.push(productId);
    yield emit({ type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: `Product ${i + 1}`, note: null } }, start + i * 1000);
  }
  const subs: Array<{ id: string; partyId: string }> = [];
  const partyIds: string[] = [];
  for (let i = 0; i < partiesN && emitted < o.events; i++) {
    const partyId = nextId();
    const defaultSubPartyId = nextId();
    partyIds.push(partyId);
    subs.push({ id: defaultSubPartyId, partyId });
    yield emit({
      type: 'PartyAdded', streamId: `party:${partyId}`,
      data: {
        partyId, defaultSubPartyId, name: `Party ${i + 1}`, note: null,
        openingReceivableQuantity: qty(r.int(-50_000, 50_000)), openingReceivableAmount: money(r.int(-500_000, 500_000)),
      },
    }, start + 100_000 + i * 1000);
    const extra = r.int(0, 3);
    for (let j = 0; j < extra && emitted < o.events; j++) {
      const subPartyId = nextId();
      subs.push({ id: subPartyId, partyId });
      yield emit({ type: 'SubPartyAdded', streamId: `subParty:${subPartyId}`, data: { subPartyId, partyId, name: `Unit ${j + 2}`, note: null } }, start + 100_000 + i * 1000 + j + 1);
    }
  }

  const slips: LiveSlip[] = [];
  const slipIndex = new Map<string, number>();
  const bills: Array<{ id: string; kind: string }> = [];
  const cash: string[] = [];
  const slipNos = new Map<string, number>(); // FY → last number
  const remaining = Math.max(1, o.events - emitted);
  let k = 0;
  const removeSlip = (id: string) => {
    const i = slipIndex.get(id) as number;
    const last = slips.pop() as LiveSlip;
    if (last.id !== id) {
      slips[i] = last;
      slipIndex.set(last.id, i);
    }
    slipIndex.delete(id);
  };
  while (emitted < o.events) {
    const day = Math.min(days - 1, Math.floor((k / remaining) * days));
    const at = start + day * 86_400_000 + (k % 86_400) * 1000 + 200_000_000;
    k++;
    const date = dateAt(day);
    const roll = r.next();
    if (roll < 0.55 || slips.length < 20) {
      const sub = r.pick(subs);
      const product = r.pick(products);
      const type = r.next() < 0.5 ? 'IN' : 'OUT';
      const fy = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) >= 4 ? 0 : 1);
      const no = (slipNos.get(String(fy)) ?? 0) + 1;
      slipNos.set(String(fy), no);
      const gross = r.int(1_000, 500_000);
      const bag = r.int(0, Math.floor(gross / 50));
      const slipId = nextId();
      const s: LiveSlip = { id: slipId, sub: sub.id, product, type, date, prefix: 'SL', no: String(no), gross, bag, rejected: 0 };
      slipIndex.set(slipId, slips.length);
      slips.push(s);
      yield emit({
        type: 'SlipAdded', streamId: `slip:${slipId}`,
        data: {
          slipId, itemType: type, subPartyId: sub.id, productId: product, issueDate: date, prefix: 'SL', slipNo: s.no,
          grossQuantity: qty(gross), bagQuantity: qty(bag), rejectedQuantity: qty(0), note: null,
          rates: {
            workRate: money(r.int(0, 2500)), lossPercentage: money(r.pick([0, 0, 100, 200, 350])),
            marketRate: money(r.int(0, 15000)), isLossInclusive: r.next() < 0.6, includeMarketRate: r.next() < 0.1,
          },
        },
      }, at);
    } else if (roll < 0.65) {
      // A back-dated correction of an older slip: quantities, and sometimes the date within its year.
      const s = r.pick(slips);
      s.gross = r.int(1_000, 500_000);
      s.bag = r.int(0, Math.floor(s.gross / 50));
      s.rejected = r.int(0, Math.floor((s.gross - s.bag) / 20));
      if (r.next() < 0.2) s.date = `${s.date.slice(0, 8)}${String(r.int(1, 28)).padStart(2, '0')}`;
      yield emit({
        type: 'SlipUpdated', streamId: `slip:${s.id}`,
        data: { slipId: s.id, issueDate: s.date, prefix: s.prefix, slipNo: s.no, grossQuantity: qty(s.gross), bagQuantity: qty(s.bag), rejectedQuantity: qty(s.rejected), note: 'corrected' },
      }, at);
    } else if (roll < 0.68) {
      const s = r.pick(slips);
      removeSlip(s.id);
      yield emit({ type: 'SlipDeleted', streamId: `slip:${s.id}`, data: { slipId: s.id } }, at);
    } else if (roll < 0.70) {
      const s = r.pick(slips);
      s.type = s.type === 'IN' ? 'OUT' : 'IN';
      yield emit({ type: 'SlipTransferred', streamId: `slip:${s.id}`, data: { slipId: s.id, itemType: s.type, issueDate: s.date } }, at);
    } else if (roll < 0.73) {
      const s = r.pick(slips);
      const itemId = itemIdFor(s.sub, s.product, ymOfDate(s.date), s.type);
      yield emit({
        type: 'JobWorkItemRatesChanged', streamId: `item:${itemId}`,
        data: { itemId, workRate: money(r.int(0, 2500)), lossPercentage: money(r.pick([0, 150, 250])), marketRate: money(r.int(0, 15000)), isLossInclusive: r.next() < 0.5, includeMarketRate: r.next() < 0.1 },
      }, at);
    } else if (roll < 0.83) {
      const kind = r.pick(['SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL'] as const);
      const sub = r.pick(subs);
      const billId = nextId();
      bills.push({ id: billId, kind });
      yield emit({
        type: 'BillAdded', streamId: `bill:${billId}`,
        data: {
          billId, kind, subPartyId: sub.id, productId: r.pick(products), issueDate: date, fullBillNo: `B-${k}`,
          quantity: qty(r.int(1_000, 200_000)), workRate: money(r.int(0, 2000)),
          saleRate: kind === 'SALE_BILL' || kind === 'PURCHASE_BILL' ? money(r.int(1000, 15000)) : '0.00', note: null,
        },
      }, at);
    } else if (roll < 0.85 && bills.length) {
      const b = r.pick(bills);
      yield emit({
        type: 'BillUpdated', streamId: `bill:${b.id}`,
        data: { billId: b.id, fullBillNo: `B-${k}`, quantity: qty(r.int(1_000, 200_000)), workRate: money(r.int(0, 2000)), saleRate: b.kind === 'SALE_BILL' || b.kind === 'PURCHASE_BILL' ? money(r.int(1000, 15000)) : '0.00', note: 'revised' },
      }, at);
    } else if (roll < 0.86 && bills.length) {
      const i = r.int(0, bills.length - 1);
      const [b] = bills.splice(i, 1);
      yield emit({ type: 'BillDeleted', streamId: `bill:${b.id}`, data: { billId: b.id } }, at);
    } else if (roll < 0.96) {
      const cashId = nextId();
      cash.push(cashId);
      yield emit({
        type: 'CashAdded', streamId: `cash:${cashId}`,
        data: { cashId, direction: r.next() < 0.6 ? 'INWARD' : 'OUTWARD', partyId: r.pick(partyIds), issueDate: date, amount: money(r.int(100, 10_000_000)), note: null },
      }, at);
    } else if (roll < 0.98 && cash.length) {
      const c = r.pick(cash);
      yield emit({ type: 'CashUpdated', streamId: `cash:${c}`, data: { cashId: c, amount: money(r.int(100, 10_000_000)), note: 'revised' } }, at);
    } else if (roll < 0.99 && cash.length) {
      const i = r.int(0, cash.length - 1);
      const [c] = cash.splice(i, 1);
      yield emit({ type: 'CashDeleted', streamId: `cash:${c}`, data: { cashId: c } }, at);
    } else {
      const sub = r.pick(subs);
      const ym = ymOfDate(date);
      yield emit({
        type: 'SubPartyMonthNoteSet', streamId: `subParty:${sub.id}`,
        data: { subPartyId: sub.id, year: Math.floor(ym / 12), month: (ym % 12) + 1, note: r.next() < 0.8 ? `note ${k}` : null },
      }, at);
    }
  }
}
