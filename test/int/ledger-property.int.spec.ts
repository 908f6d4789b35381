// The ledger property test through HTTP against real Postgres (issue: "property test").
// Given a fresh company per run and a random valid sequence of ledger commands (slips added, edited,
// back-dated, moved across months, transferred and deleted; rate changes; item deletes; the four
// bill kinds; cash; month notes; opening changes; sub-party deletes; party deletes), then
// (1) every rm_* row of the company is unchanged by an admin rebuild (/company/stats/refresh/v1), and
// (2) /party/month/list/v1 and /company/month/list/v2 equal the oracle folded over the documents the
// run knows it created. PROPERTY_RUNS_INT sets the number of runs (default 25).
import { istDate } from '@ledger/contract';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIdFor, toYm, type BillKind, type ItemType } from '@ledger/projections';
import { ledgerOracle, oracleItemKey, type OracleInput, type OracleRates } from '../../projections/src/ledger/oracle.ts';
import { adminToken, call, ok, registerOwner, startApi, type DataAt, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, partyMonths } from '../support/ledger.ts';

const RUNS = Number(process.env.PROPERTY_RUNS_INT ?? 25);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);

let api: TestApi;
let admin: string;
let db: pg.Client;

beforeAll(async () => {
  api = await startApi();
  admin = await adminToken(api);
  db = new pg.Client({ connectionString: api.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await api?.close();
});

// ---- steps: random numbers interpreted against a model of what the run has created ---------------

const OPS = [
  'addSlip', 'updateSlip', 'transferSlip', 'deleteSlip', 'rates', 'deleteItem', 'addBill', 'updateBill', 'deleteBill',
  'addCash', 'updateCash', 'deleteCash', 'addMoneyNote', 'updateMoneyNote', 'deleteMoneyNote', 'note', 'partyOpening', 'addSub', 'deleteSub', 'deleteParty',
] as const;
type Op = (typeof OPS)[number];
const WEIGHTS: Record<Op, number> = {
  addSlip: 10, updateSlip: 6, transferSlip: 3, deleteSlip: 2, rates: 3, deleteItem: 1, addBill: 4, updateBill: 2, deleteBill: 1,
  addCash: 3, updateCash: 1, deleteCash: 1, addMoneyNote: 2, updateMoneyNote: 1, deleteMoneyNote: 1, note: 1, partyOpening: 1, addSub: 1, deleteSub: 1, deleteParty: 1,
};
interface Step { op: Op; r: number[] }
interface Scenario { parties: Array<{ openingQ: number; openingA: number }>; steps: Step[] }

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  parties: fc.array(fc.record({ openingQ: fc.integer({ min: -100_000, max: 100_000 }), openingA: fc.integer({ min: -500_000, max: 500_000 }) }), { minLength: 2, maxLength: 3 }),
  steps: fc.array(
    fc.record({
      // A step does not shrink inside: shrinking removes whole commands, which reads best and stays fast.
      op: fc.noShrink(fc.oneof(...OPS.map((op) => ({ arbitrary: fc.constant(op), weight: WEIGHTS[op] })))),
      r: fc.noShrink(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 8, maxLength: 8 })),
    }),
    { minLength: 1, maxLength: 40, size: 'max' },
  ),
});

const dec = (units: number, scale: number) => {
  const neg = units < 0;
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};
const qty = (grams: number) => dec(grams, 3);
const money = (paise: number) => dec(paise, 2);
const pick = <T>(list: readonly T[], r: number): T | undefined => (list.length === 0 ? undefined : list[r % list.length]);
const DAY = 24 * 60 * 60 * 1000;
/** 11 Dec 2025 to 31 Jul 2026: back-dated against a company created today, across a financial year end. */
const dateOf = (r: number) => new Date(Date.UTC(2025, 11, 11) + (r % 233) * DAY).toISOString().slice(0, 10);
const RATE_CHOICES = ['0.00', '12.50', '3.25', '0.01', '7.99', '100.00', '0.05'];
const LOSS_CHOICES = ['0.00', '2.00', '2.50', '0.50', '33.33', '100.00', '12.25'];
const rateOf = (r: number) => (r % 3 === 0 ? money(r % 20_000) : (pick(RATE_CHOICES, r >> 2) as string));
const lossOf = (r: number) => (r % 4 === 0 ? money(r % 10_001) : (pick(LOSS_CHOICES, r >> 2) as string));
const ratesOf = (r: number, s: number): OracleRates => ({
  workRate: rateOf(r), lossPercentage: lossOf(s), marketRate: rateOf(s >> 3), isLossInclusive: (r & 1) === 0, includeMarketRate: (s & 1) === 0,
});
function quantitiesOf(a: number, b: number, c: number) {
  const gross = 1 + (a % 300_000);
  const bag = b % 3 === 0 ? 0 : b % (Math.floor(gross / 5) + 1);
  const rejected = c % 19 === 0 ? gross - bag : c % 2 === 0 ? 0 : c % (gross - bag + 1);
  return { grossQuantity: qty(gross), bagQuantity: qty(bag), rejectedQuantity: qty(rejected) };
}
const BILL_PATHS: Record<BillKind, string> = {
  SALE_BILL: '/saleBill', PURCHASE_BILL: '/purchaseBill', INWARD_JOBWORK_BILL: '/inwardJobWorkBill', OUTWARD_JOBWORK_BILL: '/outwardJobWorkBill',
};
const BILL_KINDS = Object.keys(BILL_PATHS) as BillKind[];
const isSale = (k: BillKind) => k === 'SALE_BILL' || k === 'PURCHASE_BILL';
const ymOf = (date: string) => toYm(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

interface MParty { id: string; openingQuantity: string; openingAmount: string; subs: string[] }
interface MSub { id: string; partyId: string; isDefault: boolean; archived: boolean }
interface MItem { subPartyId: string; productId: string; month: string; itemType: ItemType; rates: OracleRates }
interface MSlip { subPartyId: string; productId: string; itemType: ItemType; issueDate: string; grossQuantity: string; bagQuantity: string; rejectedQuantity: string }
interface MBill { kind: BillKind; subPartyId: string; issueDate: string; quantity: string; workRate: string; saleRate: string }
interface MCash { direction: 'INWARD' | 'OUTWARD'; partyId: string; issueDate: string; amount: string }
interface MMoneyNote { kind: 'DEBIT_NOTE' | 'CREDIT_NOTE'; partyId: string; issueDate: string; amount: string }
const NOTE_PATH = { DEBIT_NOTE: '/debitNote', CREDIT_NOTE: '/creditNote' } as const;

/** Issues the commands of one run and keeps the documents it expects to be live. */
class Run {
  readonly products: string[] = [];
  readonly parties = new Map<string, MParty>();
  readonly subs = new Map<string, MSub>();
  readonly items = new Map<string, MItem>();
  readonly slips = new Map<string, MSlip>();
  readonly bills = new Map<string, MBill>();
  readonly cash = new Map<string, MCash>();
  readonly moneyNotes = new Map<string, MMoneyNote>();
  readonly notes = new Map<string, { subPartyId: string; month: string }>();
  readonly log: string[] = [];
  private n = 0;

  constructor(readonly owner: Owner) {}

  private async ok<P extends string>(path: P, body: unknown): Promise<DataAt<P>> {
    this.log.push(`${path} ${JSON.stringify(body)}`);
    return ok(api, path, body, this.owner.token);
  }

  async setup(sc: Scenario): Promise<void> {
    for (const name of ['Granules', 'Pipe']) this.products.push(await addProduct(api, this.owner, name));
    for (const [i, p] of sc.parties.entries()) {
      const openingQuantity = qty(p.openingQ);
      const openingAmount = money(p.openingA);
      const party = await addParty(api, this.owner, `Party ${i + 1}`, { quantity: openingQuantity, amount: openingAmount });
      this.log.push(`party ${party.id} opening ${openingQuantity} ${openingAmount}`);
      this.parties.set(party.id, { id: party.id, openingQuantity, openingAmount, subs: [party.defaultSubPartyId] });
      this.subs.set(party.defaultSubPartyId, { id: party.defaultSubPartyId, partyId: party.id, isDefault: true, archived: false });
    }
  }

  private activeSubs() { return [...this.subs.values()].filter((s) => !s.archived); }
  private subHasDocs(id: string) {
    return [...this.items.values()].some((i) => i.subPartyId === id) || [...this.bills.values()].some((b) => b.subPartyId === id);
  }
  private itemKey(s: Pick<MSlip, 'subPartyId' | 'productId' | 'issueDate' | 'itemType'>) {
    return oracleItemKey(s.subPartyId, s.productId, s.issueDate.slice(0, 7), s.itemType);
  }
  private itemIdOf(s: Pick<MSlip, 'subPartyId' | 'productId' | 'issueDate' | 'itemType'>) {
    return itemIdFor(s.subPartyId, s.productId, ymOf(s.issueDate), s.itemType);
  }
  private ensureItem(s: MSlip, rates: OracleRates) {
    const key = this.itemKey(s);
    if (!this.items.has(key)) this.items.set(key, { subPartyId: s.subPartyId, productId: s.productId, month: s.issueDate.slice(0, 7), itemType: s.itemType, rates });
  }

  async step({ op, r }: Step): Promise<void> {
    switch (op) {
      case 'addSlip': {
        const sub = pick(this.activeSubs(), r[0]);
        const productId = pick(this.products, r[1]) as string;
        if (!sub) return;
        const slip: MSlip = { subPartyId: sub.id, productId, itemType: r[2] % 2 === 0 ? 'IN' : 'OUT', issueDate: dateOf(r[3]), ...quantitiesOf(r[4], r[5], r[6]) };
        const rates = ratesOf(r[7], r[6] >> 4);
        const res = await this.ok('/jobWorkItem/slip/add/v2', { ...slip, slipNo: ++this.n, ...rates });
        expect(res.jobWorkItemId).toBe(this.itemIdOf(slip));
        this.ensureItem(slip, rates);
        this.slips.set(res.id, slip);
        return;
      }
      case 'updateSlip':
      case 'transferSlip': {
        const id = pick([...this.slips.keys()], r[0]);
        if (!id) return;
        const slip = this.slips.get(id) as MSlip;
        const source = this.items.get(this.itemKey(slip)) as MItem;
        const filter = { id, jobWorkItemId: this.itemIdOf(slip), itemType: slip.itemType };
        const issueDate = r[1] % 2 === 0 ? undefined : dateOf(r[2]);
        if (op === 'transferSlip') {
          const itemType: ItemType = slip.itemType === 'IN' ? 'OUT' : 'IN';
          await this.ok('/jobWorkItem/slip/transfer/v1', { filter, update: { itemType, ...(issueDate ? { issueDate } : {}) } });
          Object.assign(slip, { itemType, issueDate: issueDate ?? slip.issueDate });
        } else {
          const q = r[3] % 3 === 0 ? {} : quantitiesOf(r[4], r[5], r[6]);
          await this.ok('/jobWorkItem/slip/update/v2', { filter, update: { ...(issueDate ? { issueDate } : {}), ...q } });
          Object.assign(slip, { issueDate: issueDate ?? slip.issueDate, ...q });
        }
        this.ensureItem(slip, source.rates);
        return;
      }
      case 'deleteSlip': {
        const id = pick([...this.slips.keys()], r[0]);
        if (!id) return;
        const slip = this.slips.get(id) as MSlip;
        await this.ok('/jobWorkItem/slip/delete/v2', { id, jobWorkItemId: this.itemIdOf(slip), itemType: slip.itemType });
        this.slips.delete(id);
        return;
      }
      case 'rates': {
        const key = pick([...this.items.keys()], r[0]);
        if (!key) return;
        const item = this.items.get(key) as MItem;
        const rates = ratesOf(r[1], r[2]);
        const id = itemIdFor(item.subPartyId, item.productId, ymOf(`${item.month}-01`), item.itemType);
        await this.ok('/jobWorkItem/update/v2', { filter: { id, itemType: item.itemType }, update: rates });
        item.rates = rates;
        return;
      }
      case 'deleteItem': {
        const key = pick([...this.items.keys()], r[0]);
        if (!key) return;
        const item = this.items.get(key) as MItem;
        await this.ok('/jobWorkItem/delete/v1', { id: itemIdFor(item.subPartyId, item.productId, ymOf(`${item.month}-01`), item.itemType) });
        this.items.delete(key);
        for (const [id, s] of this.slips) if (this.itemKey(s) === key) this.slips.delete(id);
        return;
      }
      case 'addBill': {
        const sub = pick(this.activeSubs(), r[0]);
        if (!sub) return;
        const kind = BILL_KINDS[r[2] % 4];
        const bill: MBill = {
          kind, subPartyId: sub.id, issueDate: dateOf(r[3]), quantity: qty(1 + (r[4] % 100_000)), workRate: rateOf(r[5]),
          saleRate: isSale(kind) ? rateOf(r[6]) : '0.00',
        };
        const { kind: _k, ...body } = bill;
        const res = await this.ok(`${BILL_PATHS[kind]}/add/v2`, { ...body, productId: pick(this.products, r[1]), fullBillNo: `B-${++this.n}` });
        this.bills.set(res.id, bill);
        return;
      }
      case 'updateBill': {
        const id = pick([...this.bills.keys()], r[0]);
        if (!id) return;
        const bill = this.bills.get(id) as MBill;
        const update: Partial<MBill> = {};
        if (r[1] % 2 === 0) update.quantity = qty(1 + (r[4] % 100_000));
        if (r[2] % 2 === 0) update.workRate = rateOf(r[5]);
        if (r[3] % 2 === 0 && isSale(bill.kind)) update.saleRate = rateOf(r[6]);
        await this.ok(`${BILL_PATHS[bill.kind]}/update/v2`, { filter: { id }, update });
        Object.assign(bill, update);
        return;
      }
      case 'deleteBill': {
        const id = pick([...this.bills.keys()], r[0]);
        if (!id) return;
        await this.ok(`${BILL_PATHS[(this.bills.get(id) as MBill).kind]}/delete/v1`, { id });
        this.bills.delete(id);
        return;
      }
      case 'addCash': {
        const party = pick([...this.parties.keys()], r[0]);
        if (!party) return;
        const c: MCash = { direction: r[1] % 2 === 0 ? 'INWARD' : 'OUTWARD', partyId: party, issueDate: dateOf(r[2]), amount: money(1 + (r[3] % 1_000_000)) };
        const res = await this.ok(`/${c.direction === 'INWARD' ? 'inward' : 'outward'}CashReceipt/add/v1`, { partyId: party, amount: c.amount, issueDate: c.issueDate });
        this.cash.set(res.id, c);
        return;
      }
      case 'updateCash': {
        const id = pick([...this.cash.keys()], r[0]);
        if (!id) return;
        const c = this.cash.get(id) as MCash;
        const amount = money(1 + (r[1] % 1_000_000));
        await this.ok(`/${c.direction === 'INWARD' ? 'inward' : 'outward'}CashReceipt/update/v1`, { filter: { id }, update: { amount } });
        c.amount = amount;
        return;
      }
      case 'deleteCash': {
        const id = pick([...this.cash.keys()], r[0]);
        if (!id) return;
        await this.ok(`/${(this.cash.get(id) as MCash).direction === 'INWARD' ? 'inward' : 'outward'}CashReceipt/delete/v1`, { id });
        this.cash.delete(id);
        return;
      }
      case 'addMoneyNote': {
        const party = pick([...this.parties.keys()], r[0]);
        if (!party) return;
        const d: MMoneyNote = { kind: r[1] % 2 === 0 ? 'DEBIT_NOTE' : 'CREDIT_NOTE', partyId: party, issueDate: dateOf(r[2]), amount: money(1 + (r[3] % 1_000_000)) };
        // Numbered uniquely in the run: the number rule has its own tests (notes.int, the decider's).
        const res = await this.ok(`${NOTE_PATH[d.kind]}/add/v1`, { partyId: party, fullNoteNo: `N-${++this.n}`, amount: d.amount, issueDate: d.issueDate, reason: 'Property' });
        this.moneyNotes.set(res.id, d);
        return;
      }
      case 'updateMoneyNote': {
        const id = pick([...this.moneyNotes.keys()], r[0]);
        if (!id) return;
        const d = this.moneyNotes.get(id) as MMoneyNote;
        const update = { amount: money(1 + (r[1] % 1_000_000)), ...(r[2] % 2 === 0 ? { issueDate: dateOf(r[3]) } : {}) };
        await this.ok(`${NOTE_PATH[d.kind]}/update/v1`, { filter: { id }, update });
        Object.assign(d, update);
        return;
      }
      case 'deleteMoneyNote': {
        const id = pick([...this.moneyNotes.keys()], r[0]);
        if (!id) return;
        await this.ok(`${NOTE_PATH[(this.moneyNotes.get(id) as MMoneyNote).kind]}/delete/v1`, { id });
        this.moneyNotes.delete(id);
        return;
      }
      case 'note': {
        // Notes may be set on any existing sub-party, archived ones included.
        const sub = pick([...this.subs.values()], r[0]);
        if (!sub) return;
        const month = dateOf(r[1]).slice(0, 7);
        const note = r[2] % 3 === 0 ? '' : `note ${r[2] % 7}`;
        await this.ok('/subParty/month/update/v2', { filter: { id: `${sub.id}:${month}` }, update: { note } });
        if (note) this.notes.set(`${sub.id}|${month}`, { subPartyId: sub.id, month });
        else this.notes.delete(`${sub.id}|${month}`);
        return;
      }
      case 'partyOpening': {
        const p = pick([...this.parties.values()], r[0]);
        if (!p) return;
        p.openingQuantity = qty((r[1] % 200_001) - 100_000);
        p.openingAmount = money((r[2] % 1_000_001) - 500_000);
        await this.ok('/party/update/v1', { filter: { id: p.id }, update: { openingReceivableQuantity: p.openingQuantity, openingReceivableAmount: p.openingAmount } });
        return;
      }
      case 'addSub': {
        const p = pick([...this.parties.values()], r[0]);
        if (!p) return;
        const res = await this.ok('/subParty/add/v1', { partyId: p.id, name: `Sub ${++this.n}` });
        p.subs.push(res.id);
        this.subs.set(res.id, { id: res.id, partyId: p.id, isDefault: false, archived: false });
        return;
      }
      case 'deleteSub': {
        // A named sub-party with documents is archived; without, it is removed (with its notes).
        const sub = pick(this.activeSubs().filter((s) => !s.isDefault), r[0]);
        if (!sub) return;
        const res = await this.ok('/subParty/delete/v1', { id: sub.id });
        expect(res.archived).toBe(this.subHasDocs(sub.id));
        if (res.archived) { sub.archived = true; return; }
        this.subs.delete(sub.id);
        const p = this.parties.get(sub.partyId) as MParty;
        p.subs = p.subs.filter((id) => id !== sub.id);
        for (const [key, n] of this.notes) if (n.subPartyId === sub.id) this.notes.delete(key);
        return;
      }
      case 'deleteParty': {
        const p = pick([...this.parties.values()], r[0]);
        if (!p) return;
        const hasEntries = [...this.slips.values()].some((s) => p.subs.includes(s.subPartyId))
          || [...this.bills.values()].some((b) => p.subs.includes(b.subPartyId))
          || [...this.cash.values()].some((c) => c.partyId === p.id)
          || [...this.moneyNotes.values()].some((d) => d.partyId === p.id);
        this.log.push(`/party/delete/v1 ${p.id} (expect ${hasEntries ? 422 : 200})`);
        const res = await call(api, '/party/delete/v1', { id: p.id }, this.owner.token);
        expect(res.status).toBe(hasEntries ? 422 : 200);
        if (hasEntries) return;
        this.parties.delete(p.id);
        for (const id of p.subs) this.subs.delete(id);
        for (const [key, it] of this.items) if (p.subs.includes(it.subPartyId)) this.items.delete(key);
        for (const [key, n] of this.notes) if (p.subs.includes(n.subPartyId)) this.notes.delete(key);
        return;
      }
    }
  }

  async oracleInput(): Promise<OracleInput> {
    const c = this.owner.companyId;
    const created = await db.query<{ recorded_at: Date }>(`SELECT recorded_at FROM events WHERE company_id = $1 AND type = 'CompanyCreated'`, [c]);
    const partyRows = await db.query<{ id: string; created_at: Date | string }>('SELECT id, created_at FROM rm_party WHERE company_id = $1', [c]);
    const partyCreated = new Map(partyRows.rows.map((p) => [p.id, new Date(p.created_at).toISOString()]));
    return {
      companyCreatedAt: created.rows[0].recorded_at.toISOString(),
      parties: [...this.parties.values()].map((p) => ({
        id: p.id, createdAt: partyCreated.get(p.id) as string, openingQuantity: p.openingQuantity, openingAmount: p.openingAmount, subPartyIds: p.subs,
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

// ---- the checks ------------------------------------------------------------------------------------

const TABLE_ORDER: Record<string, string> = {
  rm_product: 'id', rm_party: 'id', rm_sub_party: 'id', rm_job_work_item: 'id', rm_slip: 'id', rm_bill: 'id', rm_cash: 'id',
  rm_party_month: 'party_id, year, month', rm_sub_party_month: 'sub_party_id, year, month', rm_company_month: 'year, month',
};

async function dumpReadModels(companyId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLE_ORDER)) {
    out[table] = (await db.query(`SELECT * FROM ${table} WHERE company_id = $1 ORDER BY ${order}`, [companyId])).rows;
  }
  return out;
}

async function rebuildAndWait(companyId: string): Promise<void> {
  let status = await ok(api, '/company/stats/refresh/v1', { companyId }, admin);
  for (let i = 0; status.status !== 'done'; i++) {
    if (status.status === 'failed' || i > 300) throw new Error(`rebuild ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await ok(api, '/company/stats/refresh/status/v1', { companyId }, admin);
  }
}

const monthKey = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const nextMonthKey = (m: string) => (m.endsWith('-12') ? `${Number(m.slice(0, 4)) + 1}-01` : monthKey(Number(m.slice(0, 4)), Number(m.slice(5, 7)) + 1));

async function checkAgainstOracle(run: Run, currentMonth: string): Promise<void> {
  const oracle = ledgerOracle(await run.oracleInput());
  for (const [partyId, months] of oracle.partyMonths) {
    const expected = months.map((m) => ({
      month: m.month,
      stats: {
        openingReceivableQuantity: m.openingQuantity, openingReceivableAmount: m.openingAmount,
        closingReceivableQuantity: m.closingQuantity, closingReceivableAmount: m.closingAmount,
        in: { quantity: m.inQuantity, amount: m.inAmount }, out: { quantity: m.outQuantity, amount: m.outAmount },
      },
    }));
    // The list carries the last balance forward, with no movement, up to the current month.
    for (let last = expected[expected.length - 1]; last.month < currentMonth; last = expected[expected.length - 1]) {
      const q = last.stats.closingReceivableQuantity;
      const a = last.stats.closingReceivableAmount;
      expected.push({
        month: nextMonthKey(last.month),
        stats: {
          openingReceivableQuantity: q, openingReceivableAmount: a, closingReceivableQuantity: q, closingReceivableAmount: a,
          in: { quantity: '0.000', amount: '0.00' }, out: { quantity: '0.000', amount: '0.00' },
        },
      });
    }
    const actual = (await partyMonths(api, run.owner, partyId)).map((m) => ({ month: monthKey(m.year, m.month), stats: m.stats })).reverse();
    expect(actual, `party ${partyId}`).toEqual(expected);
  }

  const company = oracle.companyMonths.map(({ month, ...stats }) => ({ month, stats }));
  for (let last = company[company.length - 1]; last.month < currentMonth; last = company[company.length - 1]) {
    company.push({
      month: nextMonthKey(last.month),
      stats: { ...last.stats, openingStockQuantity: last.stats.closingStockQuantity, inSlipAmount: '0.00', outSlipAmount: '0.00' },
    });
  }
  const list = await ok(api, '/company/month/list/v2', {}, run.owner.token);
  expect(list.map((m) => ({ month: monthKey(m.year, m.month), stats: m.stats })).reverse(), 'company months').toEqual(company);
}

/** One owner per company, so one registration per run: the OTP limit per address is for people, not for this file's database. */
async function freshOwner(): Promise<Owner> {
  await db.query(`DELETE FROM throttle WHERE key LIKE 'otp:ip:%'`);
  return registerOwner(api);
}

async function property(sc: Scenario): Promise<void> {
  const run = new Run(await freshOwner());
  try {
    await run.setup(sc);
    for (const s of sc.steps) await run.step(s);
    if (process.env.PROPERTY_STATS) console.log(`run: ${run.log.length} commands, ${run.slips.size} live slips, ${run.items.size} items, ${run.bills.size} bills, ${run.cash.size} cash`);
    const c = run.owner.companyId;
    const before = await dumpReadModels(c);
    await rebuildAndWait(c);
    expect(await dumpReadModels(c), 'read models after a rebuild').toEqual(before);
    await checkAgainstOracle(run, istDate(new Date()).slice(0, 7));
  } catch (err) {
    (err as Error).message += `\n--- commands (company ${run.owner.companyId}) ---\n${run.log.join('\n')}`;
    throw err;
  }
}

describe('ledger over HTTP, model-based', () => {
  it(`given ${RUNS} random valid command sequences, then a rebuild changes no row and every balance equals the oracle`, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, property), { numRuns: RUNS, seed: SEED });
  }, 600_000);
});
