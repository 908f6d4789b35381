// Model-based property test of the ledger projection at the reducer level (issue: "property test").
// Given a random valid event sequence for one company, when it is projected incrementally in random
// batches (with random projector restarts) into an in-memory copy of the read-model tables that
// behaves as sql/writer.ts does, then (1) the tables equal a from-scratch rebuild, rendered both by
// render(everythingDirty) and as rebuildCompany renders (renderAll over a discarding sink), (2) every
// balance equals the independent oracle (oracle.ts) folded over the live documents, and (3) per company
// and month Σ party quantity movement = −(stock movement).
// PROPERTY_RUNS sets the number of sequences (default 1,000); PROPERTY_SEED replays a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '@ledger/contract';
import { parseEventData, FIRST_VERSION, type BillKind, type EventType, type ItemType, type LedgerEvent } from '../events.ts';
import { evolve, itemIdFor } from './evolve.ts';
import { toYm } from './months.ts';
import { ledgerOracle, oracleItemKey, type OracleInput, type OracleRates } from './oracle.ts';
import { ENTITY_TABLES, emptyCache, everythingDirty, monthRanges, render, renderAll, rowYm, type Changes, type EntityTable, type MonthRows, type RenderCache, type Row } from './render.ts';
import { discardDirty, emptyDirty, emptyState, type LedgerState } from './state.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);
const COMPANY = '00000000-0000-4000-8000-00000000c0de';

// ---- the generator: abstract steps interpreted against a model of what is live -------------------

const OPS = [
  'addSlip', 'updateSlip', 'transferSlip', 'deleteSlip', 'rates', 'deleteItem', 'addBill', 'updateBill', 'deleteBill',
  'addCash', 'updateCash', 'deleteCash', 'addMoneyNote', 'updateMoneyNote', 'deleteMoneyNote', 'note', 'partyOpening', 'archiveSub', 'removeSub', 'addSub', 'addParty', 'deleteParty',
  'rename',
] as const;
type Op = (typeof OPS)[number];
/** Relative frequency of each step: mostly slips, with every other change mixed in. */
const WEIGHTS: Record<Op, number> = {
  addSlip: 12, updateSlip: 7, transferSlip: 3, deleteSlip: 2, rates: 3, deleteItem: 1, addBill: 4, updateBill: 2, deleteBill: 1,
  addCash: 3, updateCash: 1, deleteCash: 1, addMoneyNote: 2, updateMoneyNote: 1, deleteMoneyNote: 1, note: 2, partyOpening: 1, archiveSub: 1, removeSub: 1, addSub: 1, addParty: 1, deleteParty: 1,
  rename: 1,
};

interface Step { op: Op; r: number[]; gapMinutes: number }
interface PartySetup { openingQ: number; openingA: number; extraSubs: number }
interface Scenario {
  companyMinute: number;
  products: number;
  parties: PartySetup[];
  steps: Step[];
  /**
   * Each batch is one projector transaction. `catchUp`: 'new' starts a catch-up (the render cache
   * forgets what it wrote, and then leaves out month rows equal to what it wrote since), 'continue'
   * goes on with the same one, 'none' renders without remembering (every month row from fromYm).
   */
  batches: Array<{ size: number; restart: boolean; catchUp: 'new' | 'continue' | 'none' }>;
}

const partyArb: fc.Arbitrary<PartySetup> = fc.record({
  openingQ: fc.integer({ min: -100_000, max: 100_000 }),
  openingA: fc.integer({ min: -500_000, max: 500_000 }),
  extraSubs: fc.integer({ min: 0, max: 2 }),
});
const stepArb: fc.Arbitrary<Step> = fc.record({
  // A step does not shrink inside: shrinking removes whole steps, which reads best and stays fast.
  op: fc.noShrink(fc.oneof(...OPS.map((op) => ({ arbitrary: fc.constant(op), weight: WEIGHTS[op] })))),
  r: fc.noShrink(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 8, maxLength: 8 })),
  gapMinutes: fc.noShrink(fc.nat({ max: 5 * 24 * 60 })),
});
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  companyMinute: fc.nat({ max: 60 * 24 * 60 }),
  products: fc.integer({ min: 2, max: 3 }),
  parties: fc.array(partyArb, { minLength: 2, maxLength: 4 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 120, size: 'max' }),
  batches: fc.array(fc.record({
    size: fc.integer({ min: 1, max: 12 }), restart: fc.boolean(), catchUp: fc.constantFrom('new' as const, 'continue' as const, 'none' as const),
  }), { minLength: 1, maxLength: 12 }),
});

interface MParty { id: string; createdAt: string; name: string; openingQuantity: string; openingAmount: string; subs: string[] }
interface MSub { id: string; partyId: string; isDefault: boolean; archived: boolean }
interface MItem { subPartyId: string; productId: string; month: string; itemType: ItemType; rates: OracleRates }
interface MSlip {
  subPartyId: string; productId: string; itemType: ItemType; issueDate: string; prefix: string; slipNo: string;
  grossQuantity: string; bagQuantity: string; rejectedQuantity: string; note: string | null;
}
interface MBill { kind: BillKind; subPartyId: string; productId: string; issueDate: string; fullBillNo: string; quantity: string; workRate: string; saleRate: string; note: string | null }
interface MCash { direction: 'INWARD' | 'OUTWARD'; partyId: string; issueDate: string; amount: string; note: string | null }
interface MMoneyNote { kind: 'DEBIT_NOTE' | 'CREDIT_NOTE'; partyId: string; issueDate: string; amount: string }

const qty = (grams: number) => formatDecimal(BigInt(grams), 3);
const money = (paise: number) => formatDecimal(BigInt(paise), 2);
const pick = <T>(list: readonly T[], r: number): T | undefined => (list.length === 0 ? undefined : list[r % list.length]);
const RATE_CHOICES = ['0.00', '12.50', '3.25', '0.01', '7.99', '100.00', '0.05'];
const LOSS_CHOICES = ['0.00', '2.00', '2.50', '0.50', '33.33', '100.00', '12.25'];
const BILL_KINDS: BillKind[] = ['SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL'];
const DAY = 24 * 60 * 60 * 1000;
const DATES_FROM = Date.UTC(2025, 11, 11); // 11 Dec 2025: a few dates fall before the company exists
const DATE_SPAN_DAYS = 233; // … to 31 Jul 2026

const dateOf = (r: number) => new Date(DATES_FROM + (r % DATE_SPAN_DAYS) * DAY).toISOString().slice(0, 10);
const rateOf = (r: number) => (r % 3 === 0 ? money(r % 20_000) : (pick(RATE_CHOICES, r >> 2) as string));
const lossOf = (r: number) => (r % 4 === 0 ? money(r % 10_001) : (pick(LOSS_CHOICES, r >> 2) as string));
const ratesOf = (r: number, s: number): OracleRates => ({
  workRate: rateOf(r), lossPercentage: lossOf(s), marketRate: rateOf(s >> 3),
  isLossInclusive: (r & 1) === 0, includeMarketRate: (s & 1) === 0,
});
/** gross > 0, bag and rejected keep the net at zero or above (sometimes exactly zero). */
function quantitiesOf(a: number, b: number, c: number) {
  const gross = 1 + (a % 300_000);
  const bag = b % 3 === 0 ? 0 : b % (Math.floor(gross / 5) + 1);
  const rejected = c % 19 === 0 ? gross - bag : c % 2 === 0 ? 0 : c % (gross - bag + 1);
  return { grossQuantity: qty(gross), bagQuantity: qty(bag), rejectedQuantity: qty(rejected) };
}
const ymOfMonth = (month: string) => toYm(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** Interprets the steps into events, keeping the live documents (the oracle's input) as it goes. */
class Model {
  readonly events: LedgerEvent[] = [];
  private seq = 0;
  private ids = 0;
  private slipNo = 0;
  at: number;
  companyCreatedAt = '';
  readonly products: string[] = [];
  readonly parties = new Map<string, MParty>();
  readonly subs = new Map<string, MSub>();
  readonly items = new Map<string, MItem>();
  readonly slips = new Map<string, MSlip>();
  readonly bills = new Map<string, MBill>();
  readonly cash = new Map<string, MCash>();
  readonly moneyNotes = new Map<string, MMoneyNote>();
  readonly notes = new Map<string, { subPartyId: string; month: string }>();

  constructor(startMs: number) { this.at = startMs; }

  private id(): string { return `00000000-0000-4000-8000-${String(++this.ids).padStart(12, '0')}`; }

  private emit<T extends EventType>(type: T, data: Extract<LedgerEvent, { type: T }>['data']): void {
    // Every generated payload must pass the stored-event schema, as the event store demands.
    parseEventData(type, FIRST_VERSION, data);
    this.events.push({ type, data, seq: ++this.seq, recordedAt: new Date(this.at).toISOString() } as LedgerEvent);
  }

  createCompany(): void {
    this.companyCreatedAt = new Date(this.at).toISOString();
    this.emit('CompanyCreated', { name: 'Acme', defaultPrefix: null });
  }

  addProduct(): void {
    const productId = this.id();
    this.products.push(productId);
    this.emit('ProductAdded', { productId, name: `P${this.products.length}`, note: null });
  }

  addParty(openingQ: number, openingA: number, extraSubs: number): void {
    const partyId = this.id();
    const defaultSubPartyId = this.id();
    const p: MParty = {
      id: partyId, createdAt: new Date(this.at).toISOString(), name: `Party ${partyId.slice(-4)}`,
      openingQuantity: qty(openingQ), openingAmount: money(openingA), subs: [defaultSubPartyId],
    };
    this.parties.set(partyId, p);
    this.subs.set(defaultSubPartyId, { id: defaultSubPartyId, partyId, isDefault: true, archived: false });
    this.emit('PartyAdded', {
      partyId, defaultSubPartyId, name: p.name, note: null,
      openingReceivableQuantity: p.openingQuantity, openingReceivableAmount: p.openingAmount,
    });
    for (let i = 0; i < extraSubs; i++) this.addSub(partyId);
  }

  addSub(partyId: string): void {
    const subPartyId = this.id();
    this.subs.set(subPartyId, { id: subPartyId, partyId, isDefault: false, archived: false });
    this.parties.get(partyId)?.subs.push(subPartyId);
    this.emit('SubPartyAdded', { subPartyId, partyId, name: `Sub ${subPartyId.slice(-4)}`, note: null });
  }

  private activeSubs(): MSub[] { return [...this.subs.values()].filter((s) => !s.archived); }
  private subHasDocs(subId: string): boolean {
    return [...this.items.values()].some((i) => i.subPartyId === subId) || [...this.bills.values()].some((b) => b.subPartyId === subId);
  }
  private itemKeyOf(s: Pick<MSlip, 'subPartyId' | 'productId' | 'issueDate' | 'itemType'>): string {
    return oracleItemKey(s.subPartyId, s.productId, s.issueDate.slice(0, 7), s.itemType);
  }
  /** The item a slip joins: existing, or created with `rates` (the slip's, or the source item's on a move). */
  private ensureItem(s: Pick<MSlip, 'subPartyId' | 'productId' | 'issueDate' | 'itemType'>, rates: OracleRates): void {
    const key = this.itemKeyOf(s);
    if (!this.items.has(key)) {
      this.items.set(key, { subPartyId: s.subPartyId, productId: s.productId, month: s.issueDate.slice(0, 7), itemType: s.itemType, rates });
    }
  }

  step({ op, r, gapMinutes }: Step): void {
    this.at += gapMinutes * 60 * 1000;
    switch (op) {
      case 'addSlip': {
        const sub = pick(this.activeSubs(), r[0]);
        const productId = pick(this.products, r[1]);
        if (!sub || !productId) return;
        const slipId = this.id();
        const slip: MSlip = {
          subPartyId: sub.id, productId, itemType: r[2] % 2 === 0 ? 'IN' : 'OUT', issueDate: dateOf(r[3]),
          prefix: 'SL', slipNo: String(++this.slipNo), ...quantitiesOf(r[4], r[5], r[6]), note: r[7] % 5 === 0 ? 'n' : null,
        };
        const rates = ratesOf(r[7], r[6] >> 4);
        this.ensureItem(slip, rates);
        this.slips.set(slipId, slip);
        this.emit('SlipAdded', { slipId, ...slip, subPartyId: sub.id, rates });
        return;
      }
      case 'updateSlip':
      case 'transferSlip': {
        const slipId = pick([...this.slips.keys()], r[0]);
        if (!slipId) return;
        const slip = this.slips.get(slipId) as MSlip;
        const source = this.items.get(this.itemKeyOf(slip)) as MItem;
        // Keep the date, or move it (back-dated or into another month) about half the time.
        const issueDate = r[1] % 2 === 0 ? slip.issueDate : dateOf(r[2]);
        if (op === 'transferSlip') {
          const itemType: ItemType = slip.itemType === 'IN' ? 'OUT' : 'IN';
          Object.assign(slip, { itemType, issueDate });
          this.ensureItem(slip, source.rates);
          this.emit('SlipTransferred', { slipId, itemType, issueDate });
        } else {
          const q = r[3] % 3 === 0 ? {} : quantitiesOf(r[4], r[5], r[6]);
          Object.assign(slip, { issueDate, ...q, note: r[7] % 2 === 0 ? slip.note : `edited ${r[7] % 10}` });
          this.ensureItem(slip, source.rates);
          const { prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note } = slip;
          this.emit('SlipUpdated', { slipId, issueDate, prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note });
        }
        return;
      }
      case 'deleteSlip': {
        const slipId = pick([...this.slips.keys()], r[0]);
        if (!slipId) return;
        this.slips.delete(slipId); // its item stays, possibly with no slips
        this.emit('SlipDeleted', { slipId });
        return;
      }
      case 'rates': {
        const key = pick([...this.items.keys()], r[0]);
        if (!key) return;
        const item = this.items.get(key) as MItem;
        item.rates = ratesOf(r[1], r[2]);
        const itemId = itemIdFor(item.subPartyId, item.productId, ymOfMonth(item.month), item.itemType);
        this.emit('JobWorkItemRatesChanged', { itemId, ...item.rates });
        return;
      }
      case 'deleteItem': {
        const key = pick([...this.items.keys()], r[0]);
        if (!key) return;
        const item = this.items.get(key) as MItem;
        this.items.delete(key);
        for (const [id, s] of this.slips) if (this.itemKeyOf(s) === key) this.slips.delete(id);
        this.emit('JobWorkItemDeleted', { itemId: itemIdFor(item.subPartyId, item.productId, ymOfMonth(item.month), item.itemType) });
        return;
      }
      case 'addBill': {
        const sub = pick(this.activeSubs(), r[0]);
        const productId = pick(this.products, r[1]);
        if (!sub || !productId) return;
        const billId = this.id();
        const bill: MBill = {
          kind: BILL_KINDS[r[2] % 4], subPartyId: sub.id, productId, issueDate: dateOf(r[3]), fullBillNo: `B-${billId.slice(-4)}`,
          quantity: qty(1 + (r[4] % 100_000)), workRate: rateOf(r[5]), saleRate: rateOf(r[6]), note: null,
        };
        this.bills.set(billId, bill);
        this.emit('BillAdded', { billId, ...bill });
        return;
      }
      case 'updateBill': {
        const billId = pick([...this.bills.keys()], r[0]);
        if (!billId) return;
        const bill = this.bills.get(billId) as MBill;
        if (r[1] % 2 === 0) bill.quantity = qty(1 + (r[4] % 100_000));
        if (r[2] % 2 === 0) bill.workRate = rateOf(r[5]);
        if (r[3] % 2 === 0) bill.saleRate = rateOf(r[6]);
        bill.note = r[7] % 2 === 0 ? null : 'edited';
        const { fullBillNo, quantity, workRate, saleRate, note } = bill;
        // A corrected date moves the bill (issue 12); updates without one keep it, as old events do.
        if (r[7] % 3 === 0) {
          bill.issueDate = dateOf(r[6]);
          this.emit('BillUpdated', { billId, fullBillNo, quantity, workRate, saleRate, note, issueDate: bill.issueDate });
        } else this.emit('BillUpdated', { billId, fullBillNo, quantity, workRate, saleRate, note });
        return;
      }
      case 'deleteBill': {
        const billId = pick([...this.bills.keys()], r[0]);
        if (!billId) return;
        this.bills.delete(billId);
        this.emit('BillDeleted', { billId });
        return;
      }
      case 'addCash': {
        const party = pick([...this.parties.values()], r[0]);
        if (!party) return;
        const cashId = this.id();
        const c: MCash = { direction: r[1] % 2 === 0 ? 'INWARD' : 'OUTWARD', partyId: party.id, issueDate: dateOf(r[2]), amount: money(1 + (r[3] % 1_000_000)), note: null };
        this.cash.set(cashId, c);
        this.emit('CashAdded', { cashId, ...c });
        return;
      }
      case 'updateCash': {
        const cashId = pick([...this.cash.keys()], r[0]);
        if (!cashId) return;
        const c = this.cash.get(cashId) as MCash;
        c.amount = money(1 + (r[1] % 1_000_000));
        c.note = r[2] % 2 === 0 ? null : 'edited';
        if (r[2] % 3 === 0) {
          c.issueDate = dateOf(r[3]);
          this.emit('CashUpdated', { cashId, amount: c.amount, note: c.note, issueDate: c.issueDate });
        } else this.emit('CashUpdated', { cashId, amount: c.amount, note: c.note });
        return;
      }
      case 'deleteCash': {
        const cashId = pick([...this.cash.keys()], r[0]);
        if (!cashId) return;
        this.cash.delete(cashId);
        this.emit('CashDeleted', { cashId });
        return;
      }
      case 'addMoneyNote': {
        const party = pick([...this.parties.values()], r[0]);
        if (!party) return;
        const noteId = this.id();
        const d: MMoneyNote = { kind: r[1] % 2 === 0 ? 'DEBIT_NOTE' : 'CREDIT_NOTE', partyId: party.id, issueDate: dateOf(r[2]), amount: money(1 + (r[3] % 1_000_000)) };
        this.moneyNotes.set(noteId, d);
        this.emit('NoteAdded', { noteId, ...d, fullNoteNo: `N-${noteId.slice(-6)}`, reason: 'Property', note: null, adjusts: null });
        return;
      }
      case 'updateMoneyNote': {
        const noteId = pick([...this.moneyNotes.keys()], r[0]);
        if (!noteId) return;
        const d = this.moneyNotes.get(noteId) as MMoneyNote;
        d.amount = money(1 + (r[1] % 1_000_000));
        if (r[2] % 3 === 0) d.issueDate = dateOf(r[3]);
        this.emit('NoteUpdated', { noteId, issueDate: d.issueDate, fullNoteNo: `N-${noteId.slice(-6)}`, amount: d.amount, reason: 'Property', note: null, adjusts: null });
        return;
      }
      case 'deleteMoneyNote': {
        const noteId = pick([...this.moneyNotes.keys()], r[0]);
        if (!noteId) return;
        this.moneyNotes.delete(noteId);
        this.emit('NoteDeleted', { noteId });
        return;
      }
      case 'note': {
        // The API sets notes on any existing sub-party, archived ones included.
        const sub = pick([...this.subs.values()], r[0]);
        if (!sub) return;
        const month = dateOf(r[1]).slice(0, 7);
        const note = r[2] % 3 === 0 ? null : `note ${r[2] % 7}`;
        const key = `${sub.id}|${month}`;
        if (note) this.notes.set(key, { subPartyId: sub.id, month });
        else this.notes.delete(key);
        this.emit('SubPartyMonthNoteSet', { subPartyId: sub.id, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), note });
        return;
      }
      case 'partyOpening': {
        const p = pick([...this.parties.values()], r[0]);
        if (!p) return;
        p.openingQuantity = qty((r[1] % 200_001) - 100_000);
        p.openingAmount = money((r[2] % 1_000_001) - 500_000);
        this.emit('PartyUpdated', { partyId: p.id, name: p.name, note: null, openingReceivableQuantity: p.openingQuantity, openingReceivableAmount: p.openingAmount });
        return;
      }
      case 'archiveSub': {
        // The API archives a named sub-party that has documents (and removes one that has none).
        const sub = pick(this.activeSubs().filter((s) => !s.isDefault && this.subHasDocs(s.id)), r[0]);
        if (!sub) return;
        sub.archived = true;
        this.emit('SubPartyArchived', { subPartyId: sub.id });
        return;
      }
      case 'removeSub': {
        const sub = pick(this.activeSubs().filter((s) => !s.isDefault && !this.subHasDocs(s.id)), r[0]);
        if (!sub) return;
        this.subs.delete(sub.id);
        const p = this.parties.get(sub.partyId) as MParty;
        p.subs = p.subs.filter((id) => id !== sub.id);
        for (const [key, n] of this.notes) if (n.subPartyId === sub.id) this.notes.delete(key);
        this.emit('SubPartyRemoved', { subPartyId: sub.id });
        return;
      }
      case 'addSub': {
        const p = pick([...this.parties.values()], r[0]);
        if (p) this.addSub(p.id);
        return;
      }
      case 'rename': {
        // Names move no balance; they only rewrite entity rows.
        const choice = r[0] % 3;
        if (choice === 0) this.emit('CompanyUpdated', { name: `Acme ${r[1] % 9}`, defaultPrefix: r[2] % 2 === 0 ? null : 'AC' });
        const productId = pick(this.products, r[1]);
        if (choice === 1 && productId) this.emit('ProductUpdated', { productId, name: `P-${r[2] % 99}` });
        const sub = pick([...this.subs.values()], r[1]);
        if (choice === 2 && sub) this.emit('SubPartyUpdated', { subPartyId: sub.id, name: `S-${r[2] % 99}`, note: r[3] % 2 === 0 ? null : 'n' });
        return;
      }
      case 'addParty':
        this.addParty((r[0] % 200_001) - 100_000, (r[1] % 1_000_001) - 500_000, r[2] % 3);
        return;
      case 'deleteParty': {
        // The API refuses while the party has slips, bills or cash; empty items and notes do not count.
        const p = pick([...this.parties.values()].filter((x) => !this.partyHasEntries(x)), r[0]);
        if (!p) return;
        this.parties.delete(p.id);
        for (const subId of p.subs) this.subs.delete(subId);
        for (const [key, it] of this.items) if (p.subs.includes(it.subPartyId)) this.items.delete(key);
        for (const [key, n] of this.notes) if (p.subs.includes(n.subPartyId)) this.notes.delete(key);
        this.emit('PartyDeleted', { partyId: p.id });
        return;
      }
    }
  }

  private partyHasEntries(p: MParty): boolean {
    return [...this.slips.values()].some((s) => p.subs.includes(s.subPartyId))
      || [...this.bills.values()].some((b) => p.subs.includes(b.subPartyId))
      || [...this.cash.values()].some((c) => c.partyId === p.id)
      || [...this.moneyNotes.values()].some((d) => d.partyId === p.id);
  }

  oracleInput(): OracleInput {
    return {
      companyCreatedAt: this.companyCreatedAt,
      parties: [...this.parties.values()].map((p) => ({
        id: p.id, createdAt: p.createdAt, openingQuantity: p.openingQuantity, openingAmount: p.openingAmount, subPartyIds: [...p.subs],
      })),
      items: [...this.items.values()],
      slips: [...this.slips.values()],
      bills: [...this.bills.values()],
      cash: [...this.cash.values()],
      notes: [...this.notes.values()],
      moneyNotes: [...this.moneyNotes.values()],
    };
  }
}

function buildModel(sc: Scenario): Model {
  const m = new Model(Date.UTC(2025, 11, 20) + sc.companyMinute * 60 * 1000);
  m.createCompany();
  for (let i = 0; i < sc.products; i++) m.addProduct();
  for (const p of sc.parties) m.addParty(p.openingQ, p.openingA, p.extraSubs);
  for (const s of sc.steps) m.step(s);
  return m;
}

// ---- the read-model tables in memory, written exactly as sql/writer.ts writes them -------------

class Tables {
  readonly entity = Object.fromEntries(ENTITY_TABLES.map((t) => [t, new Map<string, Row>()])) as Record<EntityTable, Map<string, Row>>;
  readonly partyMonth = new Map<string, Row>();
  readonly subPartyMonth = new Map<string, Row>();
  readonly companyMonth = new Map<string, Row>();

  apply(ch: Changes): void {
    for (const t of ENTITY_TABLES) {
      for (const id of ch.deletes[t]) this.entity[t].delete(id);
      const seen = new Set<string>();
      for (const row of sameColumns(t, ch.upserts[t])) {
        const id = String(row.id);
        // Postgres refuses an INSERT … ON CONFLICT that touches one row twice.
        if (seen.has(id)) throw new Error(`${t}: upsert touches ${id} twice`);
        seen.add(id);
        this.entity[t].set(id, { ...row });
      }
    }
    replaceMonths('rm_party_month', this.partyMonth, ch.partyMonths, 'party_id');
    replaceMonths('rm_sub_party_month', this.subPartyMonth, ch.subPartyMonths, 'sub_party_id');
    if (ch.companyMonths) {
      const from = ch.companyMonths.fromYm;
      for (const [k, r] of this.companyMonth) if (rowYm(r) >= from) this.companyMonth.delete(k);
      insertRows('rm_company_month', this.companyMonth, ch.companyMonths.rows, (r) => `${r.year}|${r.month}`);
    }
  }

  /** Every table as rows sorted by their key, for deep comparison. */
  dump(): Record<string, Row[]> {
    const sorted = (m: Map<string, Row>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
    const out: Record<string, Row[]> = {};
    for (const t of ENTITY_TABLES) out[t] = sorted(this.entity[t]);
    out.rm_party_month = sorted(this.partyMonth);
    out.rm_sub_party_month = sorted(this.subPartyMonth);
    out.rm_company_month = sorted(this.companyMonth);
    return out;
  }
}

/** The writer takes its column list from the first row; a row with other columns would be mangled. */
function sameColumns(table: string, rows: Row[]): Row[] {
  const cols = rows.length ? Object.keys(rows[0]).sort().join(',') : '';
  for (const r of rows) if (Object.keys(r).sort().join(',') !== cols) throw new Error(`${table}: rows with different columns`);
  return rows;
}

function insertRows(table: string, into: Map<string, Row>, rows: Row[], key: (r: Row) => string): void {
  for (const r of sameColumns(table, rows)) {
    const k = key(r);
    if (into.has(k)) throw new Error(`${table}: duplicate key ${k} on insert`);
    into.set(k, { ...r });
  }
}

/**
 * As the writer: a party's rows from fromYm on outside the month range of their party or sub-party go
 * (the ranges cover every rendered row, also those left out as unchanged), then the rows are upserted.
 */
function replaceMonths(table: string, into: Map<string, Row>, parts: MonthRows[], keyCol: 'party_id' | 'sub_party_id'): void {
  for (const p of parts) {
    const ranges = p.ranges ?? monthRanges(p.rows, keyCol);
    for (const [k, r] of into) {
      if (r.party_id !== p.partyId || rowYm(r) < p.fromYm) continue;
      const range = ranges.get(String(r[keyCol]));
      if (!range || rowYm(r) < range.lo || rowYm(r) > range.hi) into.delete(k);
    }
  }
  const seen = new Set<string>();
  for (const r of sameColumns(table, parts.flatMap((p) => p.rows))) {
    const k = `${r[keyCol]}|${r.year}|${r.month}`;
    // Postgres refuses an INSERT … ON CONFLICT that touches one row twice.
    if (seen.has(k)) throw new Error(`${table}: upsert touches ${k} twice`);
    seen.add(k);
    into.set(k, { ...r });
  }
}

// ---- projecting: incrementally in batches (as LedgerProjector.catchUp) and as a rebuild --------

function projectIncrementally(events: LedgerEvent[], batches: Scenario['batches']): { tables: Tables; state: LedgerState } {
  const tables = new Tables();
  let state = emptyState(COMPANY);
  let cache: RenderCache = emptyCache();
  let i = 0;
  for (let b = 0; i < events.length; b++) {
    const { size, restart, catchUp } = batches[b % batches.length];
    if (restart) {
      // A restarted projector refolds up to its checkpoint with nothing cached.
      state = emptyState(COMPANY);
      const sink = emptyDirty();
      for (const e of events.slice(0, i)) evolve(state, e, sink);
      cache = emptyCache();
    }
    if (catchUp === 'new') cache.written = new Map();
    if (catchUp === 'none') delete cache.written;
    const dirty = emptyDirty();
    for (const e of events.slice(i, i + size)) evolve(state, e, dirty);
    i += size;
    tables.apply(render(state, dirty, cache));
  }
  return { tables, state };
}

/**
 * The rebuild as rebuildCompany runs it: folded into a sink that keeps nothing, every row rendered by
 * renderAll (rm_party first), each table inserted whole (a key twice fails, as the primary key would).
 */
function rebuildAsRebuildCompany(events: LedgerEvent[]): Tables {
  const state = emptyState(COMPANY);
  const sink = discardDirty();
  for (const e of events) evolve(state, e, sink);
  const all = renderAll(state, emptyCache());
  const tables = new Tables();
  const entity = (t: EntityTable) => insertRows(t, tables.entity[t], [...all[t]], (r) => String(r.id));
  entity('rm_party');
  for (const t of ENTITY_TABLES) if (t !== 'rm_party') entity(t);
  insertRows('rm_party_month', tables.partyMonth, [...all.rm_party_month], (r) => `${r.party_id}|${r.year}|${r.month}`);
  insertRows('rm_sub_party_month', tables.subPartyMonth, [...all.rm_sub_party_month], (r) => `${r.sub_party_id}|${r.year}|${r.month}`);
  insertRows('rm_company_month', tables.companyMonth, [...all.rm_company_month], (r) => `${r.year}|${r.month}`);
  return tables;
}

function rebuild(events: LedgerEvent[]): Tables {
  const state = emptyState(COMPANY);
  const sink = emptyDirty();
  for (const e of events) evolve(state, e, sink);
  const tables = new Tables();
  tables.apply(render(state, everythingDirty(state), emptyCache()));
  return tables;
}

// ---- the checks ----------------------------------------------------------------------------------

const monthOfRow = (r: Row) => `${r.year}-${String(r.month).padStart(2, '0')}`;
const grams = (v: unknown) => parseDecimal(String(v), 3) as bigint;

function checkAgainstOracle(tables: Tables, model: Model, eq: Eq): void {
  const oracle = ledgerOracle(model.oracleInput());

  // Party months: exactly the oracle's months, with its figures.
  const byParty = new Map<string, Row[]>();
  for (const r of tables.dump().rm_party_month) {
    const list = byParty.get(String(r.party_id)) ?? [];
    list.push(r);
    byParty.set(String(r.party_id), list);
  }
  eq([...byParty.keys()].sort(), [...oracle.partyMonths.keys()].sort(), 'parties with months');
  for (const [partyId, expected] of oracle.partyMonths) {
    const rows = (byParty.get(partyId) ?? []).sort((a, b) => rowYm(a) - rowYm(b));
    const actual = rows.map((r) => ({
      month: monthOfRow(r), openingQuantity: r.opening_quantity, openingAmount: r.opening_amount,
      closingQuantity: r.closing_quantity, closingAmount: r.closing_amount,
      inQuantity: r.in_quantity, inAmount: r.in_amount, outQuantity: r.out_quantity, outAmount: r.out_amount,
    }));
    eq(actual, expected, `party ${partyId} months`);
    const party = tables.entity.rm_party.get(partyId);
    const last = expected[expected.length - 1];
    eq(party && [party.closing_quantity, party.closing_amount], [last.closingQuantity, last.closingAmount], `party ${partyId} stats`);
  }
  eq([...tables.entity.rm_party.keys()].sort(), [...oracle.partyMonths.keys()].sort(), 'rm_party ids');

  // Items: one row per live item, with the oracle's totals.
  const items = [...tables.entity.rm_job_work_item.values()].map((r) => [
    oracleItemKey(String(r.sub_party_id), String(r.product_id), monthOfRow(r), r.item_type as ItemType),
    { quantity: r.quantity, inclusive: r.inclusive_loss_quantity, exclusive: r.exclusive_loss_quantity, amount: r.amount },
  ] as const);
  eq(
    [...items].sort(byKey),
    [...oracle.items].map(([k, v]) => [k, { quantity: v.quantity, inclusive: v.inclusive, exclusive: v.exclusive, amount: v.amount }] as const).sort(byKey),
    'job-work items',
  );

  // Sub-party months: a row for every sub-party month with documents, each with the oracle's totals.
  const zeroSides = { inQuantity: '0.000', inAmount: '0.00', outQuantity: '0.000', outAmount: '0.00' };
  const subRows = new Map([...tables.subPartyMonth.values()].map((r) => [`${r.sub_party_id}|${monthOfRow(r)}`, r]));
  for (const key of oracle.subPartyMonths.keys()) eq(subRows.has(key), true, `sub-party month row ${key}`);
  for (const [key, r] of subRows) {
    eq({ inQuantity: r.in_quantity, inAmount: r.in_amount, outQuantity: r.out_quantity, outAmount: r.out_amount },
      oracle.subPartyMonths.get(key) ?? zeroSides, `sub-party month ${key}`);
  }

  // Company months.
  const company = tables.dump().rm_company_month.map((r) => ({
    month: monthOfRow(r), openingStockQuantity: r.opening_stock_quantity, closingStockQuantity: r.closing_stock_quantity,
    closingReceivableQuantity: r.closing_receivable_quantity, closingPayableQuantity: r.closing_payable_quantity,
    closingReceivableAmount: r.closing_receivable_amount, closingPayableAmount: r.closing_payable_amount,
    inSlipAmount: r.in_slip_amount, outSlipAmount: r.out_slip_amount,
  }));
  eq(company.sort((a, b) => (a.month < b.month ? -1 : 1)), oracle.companyMonths, 'company months');
}

/** Per company month: Σ party quantity movement = −(stock movement). */
function checkStockInvariant(tables: Tables, eq: Eq): void {
  const partyMovement = new Map<string, bigint>();
  for (const r of tables.partyMonth.values()) {
    const m = monthOfRow(r);
    partyMovement.set(m, (partyMovement.get(m) ?? 0n) + grams(r.closing_quantity) - grams(r.opening_quantity));
  }
  for (const r of tables.companyMonth.values()) {
    const stockMovement = grams(r.closing_stock_quantity) - grams(r.opening_stock_quantity);
    eq(partyMovement.get(monthOfRow(r)) ?? 0n, -stockMovement, `Σ party movement = −stock movement in ${monthOfRow(r)}`);
  }
}

/** The events of a failing run, one line each, so that a shrunk counterexample reads as a story. */
const describeEvents = (events: LedgerEvent[]) =>
  events.map((e) => `${e.seq} ${e.recordedAt.slice(0, 16)} ${e.type} ${JSON.stringify(e.data)}`).join('\n');

/** PROPERTY_STATS=1 prints how often each event type was generated, to see what the runs cover. */
const stats = process.env.PROPERTY_STATS ? new Map<string, number>() : null;

/** Compares; the fast one throws a bare label (shrinking reruns it thousands of times), the other diffs. */
type Eq = (actual: unknown, expected: unknown, label: string) => void;
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x instanceof Map ? [...x] : x));
const fastEq: Eq = (actual, expected, label) => {
  if (canonical(actual) !== canonical(expected)) throw new Error(`mismatch: ${label}`);
};
const diffEq: Eq = (actual, expected, label) => expect(actual, label).toEqual(expected);
const byKey = (a: readonly [string, unknown], b: readonly [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function check(sc: Scenario, eq: Eq): void {
  const model = buildModel(sc);
  if (stats && eq === fastEq) {
    for (const e of model.events) stats.set(e.type, (stats.get(e.type) ?? 0) + 1);
    stats.set('(runs)', (stats.get('(runs)') ?? 0) + 1);
  }
  const { tables } = projectIncrementally(model.events, sc.batches);
  const rebuilt = rebuild(model.events).dump();
  for (const [table, rows] of Object.entries(tables.dump())) eq(rows, rebuilt[table], `${table}: incremental = rebuild`);
  const rebuiltAsRebuildCompany = rebuildAsRebuildCompany(model.events).dump();
  for (const [table, rows] of Object.entries(tables.dump())) eq(rows, rebuiltAsRebuildCompany[table], `${table}: incremental = renderAll rebuild`);
  checkAgainstOracle(tables, model, eq);
  checkStockInvariant(tables, eq);
}

describe('ledger projection, model-based', () => {
  it(`given ${RUNS} random valid event sequences, when projected in random batches, then the tables equal a rebuild and the oracle`, () => {
    const result = fc.check(fc.property(scenarioArb, (sc) => check(sc, fastEq)), { numRuns: RUNS, seed: SEED });
    if (stats) console.log([...stats].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, n]) => `${k}: ${n}`).join('\n'));
    if (!result.failed) return;
    const sc = result.counterexample?.[0] as Scenario;
    const story = `seed ${result.seed}, path ${result.counterexamplePath}; shrunk ${result.numShrinks} times\n`
      + `${JSON.stringify(sc)}\n--- events ---\n${describeEvents(buildModel(sc).events)}`;
    try {
      check(sc, diffEq);
    } catch (err) {
      (err as Error).message += `\n${story}`;
      throw err;
    }
    throw new Error(`${String(result.errorInstance)}\n${story}`);
  }, Math.max(60_000, RUNS * 100));
});
