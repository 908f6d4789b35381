// Turns the state and what an event batch touched into read-model rows (pure).
// A rebuild renders with everything dirty; incremental runs render only what changed, and because
// both go through this one function, a rebuild and the live tables hold the same rows.
import { AMT, PCT, QTY, RATE, formatDecimal } from '@ledger/contract';
import { financialYear, toYm, ymMonth, ymYear, type YM } from './months.ts';
import {
  billAmount, billAmountRate, billDeclared, billEntryAmount, closingAt, itemTotals, partySeries, slipFigures,
  type ItemTotals, type PartySeries, type SlipFigures,
} from './figures.ts';
import type { AdjustsState, BillState, CashState, Dirty, ItemState, LedgerState, PartyState, ProductState, SlipState, SubPartyState } from './state.ts';

const q = (v: bigint) => formatDecimal(v, QTY);
const a = (v: bigint) => formatDecimal(v, AMT);
const r = (v: bigint) => formatDecimal(v, RATE);
const pct = (v: bigint) => formatDecimal(v, PCT);

export type Row = Record<string, string | number | boolean | null>;
export const ENTITY_TABLES = ['rm_product', 'rm_party', 'rm_sub_party', 'rm_job_work_item', 'rm_slip', 'rm_bill', 'rm_cash'] as const;
export type EntityTable = (typeof ENTITY_TABLES)[number];
export type ReadModelTable = EntityTable | 'rm_party_month' | 'rm_sub_party_month' | 'rm_company_month';

/**
 * A party's (or its sub-parties') month rows from fromYm on. `rows` are the rows to upsert; `ranges`,
 * when present, is what the party holds from fromYm on after the write, per party or sub-party id
 * (first and last month, every month between): rows of the party from fromYm on outside them go.
 * Without `ranges`, `rows` are all of them and the ranges are theirs.
 */
export interface MonthRows { partyId: string; fromYm: YM; rows: Row[]; ranges?: Map<string, { lo: YM; hi: YM }> }

export interface Changes {
  upserts: Record<EntityTable, Row[]>;
  deletes: Record<EntityTable, string[]>;
  /** Replace the party's rows from fromYm on (fromYm 0 = all of them). */
  partyMonths: MonthRows[];
  subPartyMonths: MonthRows[];
  companyMonths: { fromYm: YM; rows: Row[] } | null;
}

/**
 * Derived figures kept between batches; rebuilt from the state whenever it is missing. `written`, when
 * present, holds what the last renders wrote to the month tables, per party (key "ym" for the party's
 * row, "ym subPartyId" for a sub-party's, to the row's values): render then leaves out month rows
 * that have not changed. Only a caller that writes every render it makes, in order, and drops the
 * cache when a write fails may keep one (the projector, across one catch-up's transactions).
 */
export interface RenderCache { series: Map<string, PartySeries>; written?: Map<string, Map<string, string>> }
export const emptyCache = (opts: { diff?: boolean } = {}): RenderCache =>
  (opts.diff ? { series: new Map(), written: new Map() } : { series: new Map() });

/** The month of a month table's row. */
export const rowYm = (r: Row): YM => toYm(Number(r.year), Number(r.month));

/** First and last month of each party's (or sub-party's) month rows, by `keyCol`. */
export function monthRanges(rows: Row[], keyCol: 'party_id' | 'sub_party_id'): Map<string, { lo: YM; hi: YM }> {
  const ranges = new Map<string, { lo: YM; hi: YM }>();
  for (const r of rows) {
    const ym = rowYm(r);
    const id = String(r[keyCol]);
    const range = ranges.get(id);
    if (!range) ranges.set(id, { lo: ym, hi: ym });
    else {
      if (ym < range.lo) range.lo = ym;
      if (ym > range.hi) range.hi = ym;
    }
  }
  return ranges;
}

/** A month row's values, to compare with what was written (the key columns are in the map's key). */
function monthSignature(row: Row): string {
  let sig = '';
  for (const k in row) sig += `${row[k]}\t`;
  return sig;
}

/**
 * The party's month rows and its sub-parties', with the rows that equal what was last written left out
 * (when the cache keeps what was written); ranges cover every row, written or not.
 */
function diffMonths(
  cache: RenderCache, partyId: string, fromYm: YM, pmRows: Row[], spmRows: Row[],
): { pm: MonthRows; spm: MonthRows } {
  if (!cache.written) return { pm: { partyId, fromYm, rows: pmRows }, spm: { partyId, fromYm, rows: spmRows } };
  const pmRanges = monthRanges(pmRows, 'party_id');
  const spmRanges = monthRanges(spmRows, 'sub_party_id');
  const before = cache.written.get(partyId);
  const after = new Map<string, string>();
  // What the party keeps from before fromYm (month keys start with the month number).
  if (before) for (const [k, sig] of before) if (Number.parseInt(k, 10) < fromYm) after.set(k, sig);
  const changed = (rows: Row[], key: (r: Row, ym: YM) => string) => rows.filter((r) => {
    const ym = rowYm(r);
    const k = key(r, ym);
    const sig = monthSignature(r);
    after.set(k, sig);
    return before?.get(k) !== sig;
  });
  const pm = changed(pmRows, (_r, ym) => `${ym}`);
  const spm = changed(spmRows, (r, ym) => `${ym} ${r.sub_party_id}`);
  cache.written.set(partyId, after);
  return { pm: { partyId, fromYm, rows: pm, ranges: pmRanges }, spm: { partyId, fromYm, rows: spm, ranges: spmRanges } };
}

const emptyTables = <T>(make: () => T): Record<EntityTable, T> =>
  Object.fromEntries(ENTITY_TABLES.map((t) => [t, make()])) as Record<EntityTable, T>;

export function everythingDirty(s: LedgerState): Dirty {
  const partyFrom = new Map<string, YM>();
  for (const id of s.parties.keys()) partyFrom.set(id, 0);
  return {
    products: new Set(s.products.keys()),
    parties: new Set(s.parties.keys()),
    subParties: new Set(s.subParties.keys()),
    items: new Set(s.items.keys()),
    slips: new Set(s.slips.keys()),
    bills: new Set(s.bills.keys()),
    cash: new Set(s.cash.keys()),
    partyFrom,
    companyFrom: 0,
    earliestDate: null,
    openingChanged: false,
  };
}

// One builder per table: the incremental render and the full render (renderAll) write the same rows.
// Every figure a screen or file shows is computed here (figures.ts) and stored; readers only select it.
type Totals = (item: ItemState) => ItemTotals;
type SlipFiguresOf = (item: ItemState) => Map<string, SlipFigures>;

const productRow = (c: string, id: string, p: ProductState): Row => ({
  company_id: c, id, name: p.name, note: p.note, created_at: p.createdAt, updated_at: p.updatedAt,
  hsn: p.hsn, value_rate: p.valueRate === null ? null : r(p.valueRate), capital_goods: p.capitalGoods,
});

const subPartyRow = (c: string, id: string, sp: SubPartyState): Row => ({
  company_id: c, id, party_id: sp.partyId, name: sp.name, note: sp.note,
  is_default: sp.isDefault, is_archived: sp.isArchived, created_at: sp.createdAt,
});

const itemRow = (c: string, id: string, it: ItemState, t: ItemTotals): Row => ({
  company_id: c, id, party_id: it.partyId, sub_party_id: it.subPartyId, product_id: it.productId,
  year: ymYear(it.ym), month: ymMonth(it.ym), item_type: it.itemType,
  work_rate: r(it.workRate), loss_percentage: pct(it.lossPercentage), market_rate: r(it.marketRate),
  is_loss_inclusive: it.isLossInclusive, include_market_rate: it.includeMarketRate,
  quantity: q(t.quantity), inclusive_loss_quantity: q(t.inclusiveLossQuantity),
  exclusive_loss_quantity: q(t.exclusiveLossQuantity), amount: a(t.amount),
  loss_quantity: q(t.loss), effective_quantity: q(t.effective), amount_rate: r(t.amountRate),
});

const slipRow = (c: string, id: string, sl: SlipState, it: ItemState, f: SlipFigures): Row => ({
  company_id: c, id, job_work_item_id: it.id, item_type: it.itemType, party_id: it.partyId,
  sub_party_id: it.subPartyId, product_id: it.productId, issue_date: sl.issueDate, prefix: sl.prefix,
  slip_no: sl.slipNo, fy: financialYear(sl.issueDate), gross_quantity: q(sl.grossQuantity),
  bag_quantity: q(sl.bagQuantity), rejected_quantity: q(sl.rejectedQuantity),
  net_quantity: q(f.net),
  note: sl.note, created_at: sl.createdAt, modified_at: sl.modifiedAt, challan_no: sl.challanNo,
  jw_challan_no: sl.jobWorkerChallanNo, jw_challan_date: sl.jobWorkerChallanDate,
  named_returns: sl.returns.length ? sl.returns.map((r) => `${r.slipId}=${q(r.quantity)}`).join(' ') : null,
  onward: sl.onward.onward, onward_party_id: sl.onward.onwardPartyId, sale_invoice_no: sl.onward.saleInvoiceNo, sale_invoice_date: sl.onward.saleInvoiceDate,
  amount: a(f.amount), burn_loss: q(f.burnLoss), share_quantity: q(f.shareQuantity), share_amount: a(f.shareAmount),
  declared_quantity: q(f.declaredQuantity), declared_losses: f.declaredLosses === null ? null : q(f.declaredLosses),
  declared_value: f.declaredValue === null ? null : a(f.declaredValue),
  deemed_supply: sl.deemedSupply?.status ?? null, deemed_supply_on: sl.deemedSupply?.on ?? null,
});

const billRow = (s: LedgerState, c: string, id: string, b: BillState): Row => {
  const declared = billDeclared(s, b);
  return {
    company_id: c, id, kind: b.kind, party_id: b.partyId, sub_party_id: b.subPartyId, product_id: b.productId,
    issue_date: b.issueDate, full_bill_no: b.fullBillNo, quantity: q(b.quantity), work_rate: r(b.workRate),
    sale_rate: r(b.saleRate), amount_rate: r(billAmountRate(b)), amount: a(billAmount(b)), note: b.note, created_at: b.createdAt, modified_at: b.modifiedAt,
    challan_no: b.challanNo, entry_amount: a(billEntryAmount(b)),
    jw_challan_no: b.jobWorkerChallanNo, jw_challan_date: b.jobWorkerChallanDate,
    declared_quantity: declared ? q(declared.quantity) : null, declared_value: declared && declared.value !== null ? a(declared.value) : null,
  };
};

/**
 * What a note adjusts as the column's JSON text, its keys in one order: the event it came from may have been
 * read back from jsonb (which orders keys its own way) or not, and a rebuild must write the same text.
 */
const adjustsText = (a: AdjustsState | null): string | null =>
  a === null ? null : JSON.stringify({ type: a.type, id: a.id, kind: a.kind, number: a.number, issueDate: a.issueDate });

const cashRow = (c: string, id: string, k: CashState): Row => ({
  company_id: c, id, kind: k.kind, direction: k.direction, party_id: k.partyId, issue_date: k.issueDate,
  amount: a(k.amount), note: k.note, created_at: k.createdAt, modified_at: k.modifiedAt,
  note_no: k.noteNo, reason: k.reason, adjusts: adjustsText(k.adjusts),
});

const partyRow = (c: string, id: string, p: PartyState, series: PartySeries): Row => {
  const last = series.months[series.months.length - 1];
  return {
    company_id: c, id, name: p.name, note: p.note,
    phone: p.phone, address: p.address, state: p.state, gstin: p.gstin,
    opening_quantity: q(p.openingQuantity), opening_amount: a(p.openingAmount),
    closing_quantity: q(last.closingQuantity), closing_amount: a(last.closingAmount),
    default_sub_party_id: p.defaultSubPartyId, created_at: p.createdAt, updated_at: p.updatedAt,
  };
};

/** A party's month rows from fromYm on, and its sub-parties' month rows, handed to pm and spm in order. */
function partyMonthRows(
  s: LedgerState, c: string, partyId: string, p: PartyState, series: PartySeries, fromYm: YM,
  pm: ((row: Row) => void) | null, spm: ((row: Row) => void) | null,
): void {
  // A sub-party's months start at its creation or its earliest document or note, and run to the party's last.
  const subFirst = new Map<string, YM>();
  if (spm) {
    for (const subId of p.subPartyIds) {
      const sp = s.subParties.get(subId);
      if (!sp) continue;
      let first = sp.createdYm;
      for (const ym of sp.monthNotes.keys()) first = Math.min(first, ym);
      subFirst.set(subId, first);
    }
    for (const m of series.months) {
      for (const subId of m.subParties.keys()) {
        const f = subFirst.get(subId);
        if (f !== undefined && m.ym < f) subFirst.set(subId, m.ym);
      }
    }
  }
  for (const m of series.months) {
    if (m.ym < fromYm) continue;
    pm?.({
      company_id: c, party_id: partyId, year: ymYear(m.ym), month: ymMonth(m.ym),
      opening_quantity: q(m.openingQuantity), opening_amount: a(m.openingAmount),
      closing_quantity: q(m.closingQuantity), closing_amount: a(m.closingAmount),
      in_quantity: q(m.inQuantity), in_amount: a(m.inAmount), out_quantity: q(m.outQuantity), out_amount: a(m.outAmount),
    });
    if (!spm) continue;
    for (const [subId, first] of subFirst) {
      if (m.ym < first) continue;
      const t = m.subParties.get(subId);
      spm({
        company_id: c, sub_party_id: subId, party_id: partyId, year: ymYear(m.ym), month: ymMonth(m.ym),
        note: s.subParties.get(subId)?.monthNotes.get(m.ym) ?? null,
        in_quantity: q(t?.inQuantity ?? 0n), in_amount: a(t?.inAmount ?? 0n),
        out_quantity: q(t?.outQuantity ?? 0n), out_amount: a(t?.outAmount ?? 0n),
      });
    }
  }
}

function totalsMemo(s: LedgerState): Totals {
  const memo = new Map<string, ItemTotals>();
  return (item) => {
    let t = memo.get(item.id);
    if (!t) memo.set(item.id, (t = itemTotals(s, item)));
    return t;
  };
}

function slipFiguresMemo(s: LedgerState): SlipFiguresOf {
  const memo = new Map<string, Map<string, SlipFigures>>();
  return (item) => {
    let f = memo.get(item.id);
    if (!f) memo.set(item.id, (f = slipFigures(s, item)));
    return f;
  };
}

/** A slip's row with its figures; null when the slip or its item is gone. */
function slipRowOf(s: LedgerState, c: string, id: string, figuresOf: SlipFiguresOf): Row | null {
  const sl = s.slips.get(id);
  const it = sl && s.items.get(sl.itemId);
  const f = it && figuresOf(it).get(id);
  return sl && it && f ? slipRow(c, id, sl, it, f) : null;
}

export function render(s: LedgerState, dirty: Dirty, cache: RenderCache): Changes {
  const c = s.companyId;
  const out: Changes = {
    upserts: emptyTables<Row[]>(() => []),
    deletes: emptyTables<string[]>(() => []),
    partyMonths: [],
    subPartyMonths: [],
    companyMonths: null,
  };
  const totals = totalsMemo(s);

  for (const id of dirty.products) {
    const p = s.products.get(id);
    if (!p) { out.deletes.rm_product.push(id); continue; }
    out.upserts.rm_product.push(productRow(c, id, p));
  }
  for (const id of dirty.subParties) {
    const sp = s.subParties.get(id);
    if (!sp) { out.deletes.rm_sub_party.push(id); continue; }
    out.upserts.rm_sub_party.push(subPartyRow(c, id, sp));
  }
  for (const id of dirty.items) {
    const it = s.items.get(id);
    if (!it) { out.deletes.rm_job_work_item.push(id); continue; }
    out.upserts.rm_job_work_item.push(itemRow(c, id, it, totals(it)));
  }
  // A slip's share of its item and its amounts follow the item: every slip of a changed item is rendered.
  const figuresOf = slipFiguresMemo(s);
  const slipIds = new Set(dirty.slips);
  for (const id of dirty.items) {
    const it = s.items.get(id);
    if (it) for (const slipId of it.slipIds) slipIds.add(slipId);
  }
  // A product's value rate is in what its challans declare: a changed product re-renders its slips and Delivery Challans.
  const billIds = new Set(dirty.bills);
  if (dirty.products.size) {
    for (const it of s.items.values()) if (dirty.products.has(it.productId)) for (const slipId of it.slipIds) slipIds.add(slipId);
    for (const [id, b] of s.bills) if (dirty.products.has(b.productId) && billDeclared(s, b)) billIds.add(id);
  }
  for (const id of slipIds) {
    const row = slipRowOf(s, c, id, figuresOf);
    if (row) out.upserts.rm_slip.push(row);
    else out.deletes.rm_slip.push(id);
  }
  for (const id of billIds) {
    const b = s.bills.get(id);
    if (!b) { out.deletes.rm_bill.push(id); continue; }
    out.upserts.rm_bill.push(billRow(s, c, id, b));
  }
  for (const id of dirty.cash) {
    const k = s.cash.get(id);
    if (!k) { out.deletes.rm_cash.push(id); continue; }
    out.upserts.rm_cash.push(cashRow(c, id, k));
  }

  for (const [partyId, fromYm] of dirty.partyFrom) {
    const p = s.parties.get(partyId);
    if (!p) {
      cache.series.delete(partyId);
      cache.written?.delete(partyId);
      out.deletes.rm_party.push(partyId);
      out.partyMonths.push({ partyId, fromYm: 0, rows: [] });
      out.subPartyMonths.push({ partyId, fromYm: 0, rows: [] });
      continue;
    }
    const series = partySeries(s, p, totals);
    cache.series.set(partyId, series);
    out.upserts.rm_party.push(partyRow(c, partyId, p, series));
    const pmRows: Row[] = [];
    const spmRows: Row[] = [];
    partyMonthRows(s, c, partyId, p, series, fromYm, (row) => pmRows.push(row), (row) => spmRows.push(row));
    const { pm, spm } = diffMonths(cache, partyId, fromYm, pmRows, spmRows);
    out.partyMonths.push(pm);
    out.subPartyMonths.push(spm);
  }

  if (dirty.companyFrom !== null && s.createdYm !== null) {
    out.companyMonths = { fromYm: dirty.companyFrom, rows: companyMonthRows(s, cache, totals, dirty.companyFrom) };
  }
  return out;
}

/**
 * Every row of the company, table by table, as render(s, everythingDirty(s), cache) would upsert them
 * (a rebuild): the state's documents are walked directly, and each table's rows are made only as its
 * iterable is read, so a writer can stream one table at a time. Read rm_party before the month tables
 * (it computes each party's series once; the month tables reuse them from the cache).
 */
export function renderAll(s: LedgerState, cache: RenderCache): Record<ReadModelTable, Iterable<Row>> {
  const c = s.companyId;
  // Not memoized: each item's totals are needed twice (its row, its party's series), and summing its
  // few slips again costs less than keeping every item's totals alive until the render ends (at
  // 1,000,000 events, ~500,000 items' figures promoted to the old generation, whose collections then
  // mark the whole state again and again).
  const totals: Totals = (item) => itemTotals(s, item);
  cache.series.clear();
  const seriesOf = (id: string, p: PartyState): PartySeries => {
    let series = cache.series.get(id);
    if (!series) cache.series.set(id, (series = partySeries(s, p, totals)));
    return series;
  };
  function* monthRows(which: 'pm' | 'spm'): Generator<Row> {
    const rows: Row[] = [];
    const push = (row: Row) => rows.push(row);
    for (const [id, p] of s.parties) {
      partyMonthRows(s, c, id, p, seriesOf(id, p), 0, which === 'pm' ? push : null, which === 'spm' ? push : null);
      yield* rows;
      rows.length = 0;
    }
  }
  return {
    rm_product: (function* () { for (const [id, p] of s.products) yield productRow(c, id, p); })(),
    rm_sub_party: (function* () { for (const [id, sp] of s.subParties) yield subPartyRow(c, id, sp); })(),
    rm_job_work_item: (function* () { for (const [id, it] of s.items) yield itemRow(c, id, it, totals(it)); })(),
    // Item by item: a slip's figures are its item's (and nothing is kept once the item's rows are made).
    rm_slip: (function* () {
      for (const it of s.items.values()) {
        for (const [id, f] of slipFigures(s, it)) {
          const sl = s.slips.get(id);
          if (sl && sl.itemId === it.id) yield slipRow(c, id, sl, it, f);
        }
      }
    })(),
    rm_bill: (function* () { for (const [id, b] of s.bills) yield billRow(s, c, id, b); })(),
    rm_cash: (function* () { for (const [id, k] of s.cash) yield cashRow(c, id, k); })(),
    rm_party: (function* () { for (const [id, p] of s.parties) yield partyRow(c, id, p, seriesOf(id, p)); })(),
    rm_party_month: monthRows('pm'),
    rm_sub_party_month: monthRows('spm'),
    rm_company_month: (function* () { if (s.createdYm !== null) yield* companyMonthRows(s, cache, totals, 0); })(),
  };
}

function companyMonthRows(s: LedgerState, cache: RenderCache, totals: Totals, fromYm: YM): Row[] {
  const seriesList: PartySeries[] = [];
  let first = s.createdYm as YM;
  let last = first;
  for (const p of s.parties.values()) {
    let series = cache.series.get(p.id);
    if (!series) cache.series.set(p.id, (series = partySeries(s, p, totals)));
    seriesList.push(series);
    first = Math.min(first, series.firstYm);
    last = Math.max(last, series.lastYm);
  }
  const rows: Row[] = [];
  let stock = 0n;
  for (let ym = first; ym <= last; ym++) {
    const opening = stock;
    let recQ = 0n, payQ = 0n, recA = 0n, payA = 0n, inSlip = 0n, outSlip = 0n;
    for (const series of seriesList) {
      const closing = closingAt(series, ym);
      if (!closing) continue;
      if (closing.quantity > 0n) recQ += closing.quantity; else payQ -= closing.quantity;
      if (closing.amount > 0n) recA += closing.amount; else payA -= closing.amount;
      if (ym <= series.lastYm) {
        const m = series.months[ym - series.firstYm];
        stock += m.inQuantity - m.outQuantity;
        inSlip += m.inItemAmount;
        outSlip += m.outItemAmount;
      }
    }
    if (ym < fromYm) continue;
    rows.push({
      company_id: s.companyId, year: ymYear(ym), month: ymMonth(ym),
      opening_stock_quantity: q(opening), closing_stock_quantity: q(stock),
      closing_payable_quantity: q(payQ), closing_receivable_quantity: q(recQ),
      closing_payable_amount: a(payA), closing_receivable_amount: a(recA),
      in_slip_amount: a(inSlip), out_slip_amount: a(outSlip),
    });
  }
  return rows;
}
