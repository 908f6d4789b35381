// Every reader shows the figures the projector stored (issue 27, "figures computed once"): on a generated
// company (bench/generator.ts, as the rebuild and fault tests load it), for the same documents of a party's
// months, the statement, Entries, the statement PDF (pdftotext) and Excel (exceljs read-back), the party
// ledger, the statement as of now and ITC-04 Table 4 show the same item, slip, bill and cash figures. A
// reader that recomputed one (and rounded it differently, or at other rates) fails here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMT, QTY, decimalUnits, formatAmount, formatDecimal, formatKg, formatRate, type Statement } from '@ledger/contract';
import { ALL_TABLES, LedgerProjector, rebuildCompany } from '@ledger/projections';
import { generateCompany } from '../../bench/generator.ts';
import { loadEvents } from '../../bench/loader.ts';
import { download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { readCsv } from '../support/csv.ts';

let api: TestApi;
let owner: Owner;
let partyId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
/** The generated year: financial year 2025-26. */
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ year: i < 9 ? 2025 : 2026, month: ((i + 3) % 12) + 1 }));
const monthId = (m: { year: number; month: number }) => `${partyId}:${m.year}-${String(m.month).padStart(2, '0')}`;

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  // The owner's company gets a generated year of documents (its own CompanyCreated is already there).
  const events = [...generateCompany({ seed: 27, events: 1400, parties: 3, products: 3, years: 1, start: '2025-04-01' })]
    .filter((g) => g.event.type !== 'CompanyCreated');
  await loadEvents(api.svc.pool, owner.companyId, events);
  await new LedgerProjector(api.svc.pool).catchUp(owner.companyId);
  const { rows } = await api.svc.pool.query<{ party_id: string }>(
    'SELECT party_id FROM rm_slip WHERE company_id = $1 GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 1', [owner.companyId]);
  partyId = rows[0].party_id;
}, 120_000);
afterAll(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One document's figures as a reader shows them (decimal strings), by document key ('slip:<id>', 'item:<id>', …). */
type Figures = Map<string, Record<string, string>>;

const units = (v: string, scale: number) => decimalUnits(v, scale);
const abs = (v: bigint) => (v < 0n ? -v : v);

/** The statement's figures: every item, slip, bill and cash receipt of the month. */
function statementFigures(st: Statement): { figures: Figures; itemOfSlip: Map<string, string> } {
  const figures: Figures = new Map();
  const itemOfSlip = new Map<string, string>();
  for (const e of st.subPartyMonthStatementList) {
    for (const item of [...e.inJobWorkItemList, ...e.outJobWorkItemList]) {
      figures.set(`item:${item.id}`, {
        quantity: item.quantity, loss: item.lossQuantity, effective: item.effectiveQuantity, amountRate: item.amountRate, amount: item.amount,
      });
      for (const s of item.slips) {
        itemOfSlip.set(s.id, item.id);
        figures.set(`slip:${s.id}`, { net: s.netQuantity, amount: s.amount ?? '' });
      }
    }
    for (const b of [...e.inJobWorkBillList, ...e.outJobWorkBillList, ...e.saleBillList, ...e.purchaseBillList]) {
      figures.set(`bill:${b.id}`, { kind: b.type, quantity: b.quantity, amount: b.amount });
    }
  }
  for (const k of [...st.inCashList, ...st.outCashList]) figures.set(`cash:${k.id}`, { amount: k.amount });
  return { figures, itemOfSlip };
}

/** The figures `shown` holds that differ from `expected`'s (a key missing from `shown` is a difference too). */
function differences(reader: string, expected: Figures, shown: Figures, keys: Iterable<string> = expected.keys()): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const want = expected.get(key);
    const got = shown.get(key);
    if (!got) { out.push(`${reader}: ${key} missing`); continue; }
    for (const [field, value] of Object.entries(got)) {
      if (want?.[field] !== value) out.push(`${reader}: ${key}.${field} is ${value}, the statement's is ${want?.[field]}`);
    }
  }
  for (const key of shown.keys()) if (!expected.has(key)) out.push(`${reader}: ${key} is not in the statement`);
  return out;
}

function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const isZero = (v: string) => Number(v) === 0;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one figure, every reader', { timeout: 300_000 }, () => {
  it('given a generated year, then the statement, Entries, party ledger and as-of (now) show the same figures for every document', async () => {
    const problems: string[] = [];
    let documents = 0;
    for (const m of MONTHS) {
      const st = await ok(api, '/party/month/statement/v3', { partyMonthId: monthId(m) }, owner.token);
      const { figures, itemOfSlip } = statementFigures(st);
      documents += figures.size;

      // Entries: each slip's net quantity and amount, each challan's amount, each bill's quantity, each cash amount.
      const en = await ok(api, '/unified/month/entries/get/v1', {
        filter: { year: m.year, month: m.month, partyId },
        include: {
          inJobWorkItemSlips: true, outJobWorkItemSlips: true, saleBills: true, purchaseBills: true,
          inJobWorkBills: true, outJobWorkBills: true, inCashReceipts: true, outCashReceipts: true,
        },
      }, owner.token);
      const entries: Figures = new Map();
      for (const s of [...en.inJobWorkItemSlipList, ...en.outJobWorkItemSlipList]) entries.set(`slip:${s.id}`, { net: s.netQuantity, amount: s.amount });
      // Sale and purchase bills read in Entries at the sale rate alone (ledger rules): only their quantity is the statement's.
      for (const b of [...en.inJobWorkBillList, ...en.outJobWorkBillList]) entries.set(`bill:${b.id}`, { quantity: b.quantity, amount: b.amount });
      for (const b of [...en.saleBillList, ...en.purchaseBillList]) entries.set(`bill:${b.id}`, { quantity: b.quantity });
      for (const k of [...en.inCashReceiptList, ...en.outCashReceiptList]) entries.set(`cash:${k.id}`, { amount: k.amount });
      problems.push(...differences(`Entries ${monthId(m)}`, figures, entries, [...figures.keys()].filter((k) => !k.startsWith('item:'))));

      // The party ledger over the month: a slip's row is its share of its item, so an item's slips add up to its
      // effective quantity and amount; a bill or cash row is its amount; the month closes where the statement does.
      const last = new Date(Date.UTC(m.year, m.month, 0)).toISOString().slice(0, 10);
      const ledger = await ok(api, '/party/ledger/v1', { partyId, from: `${monthId(m).slice(-7)}-01`, to: last }, owner.token);
      const grown = new Map<string, { q: bigint; a: bigint }>();
      const shown: Figures = new Map();
      for (const r of ledger.rows) {
        const q = abs(units(r.quantity, QTY));
        const a = abs(units(r.amount, AMT));
        const itemId = itemOfSlip.get(r.id);
        if (r.kind === 'IN_SLIP' || r.kind === 'OUT_SLIP') {
          if (!itemId) { problems.push(`ledger ${monthId(m)}: slip ${r.id} is not in the statement`); continue; }
          const g = grown.get(itemId) ?? { q: 0n, a: 0n };
          grown.set(itemId, { q: g.q + q, a: g.a + a });
        } else {
          shown.set(`${r.kind.startsWith('CASH') ? 'cash' : 'bill'}:${r.id}`, { amount: formatDecimal(a, AMT) });
        }
      }
      for (const [itemId, g] of grown) shown.set(`item:${itemId}`, { effective: formatDecimal(g.q, QTY), amount: formatDecimal(g.a, AMT) });
      problems.push(...differences(`ledger ${monthId(m)}`, figures, shown, [...figures.keys()].filter((k) => !k.startsWith('slip:'))));
      const stats = st.partyMonth.stats;
      if (ledger.closing.quantity !== stats.closingReceivableQuantity || ledger.closing.amount !== stats.closingReceivableAmount) {
        problems.push(`ledger ${monthId(m)}: closes at ${JSON.stringify(ledger.closing)}, the statement at ${stats.closingReceivableQuantity} / ${stats.closingReceivableAmount}`);
      }

      // As of now: folded in memory from the log and rendered by the projector's own figures: the same statement.
      const asOf = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: monthId(m), asOf: new Date().toISOString() }, owner.token);
      if (!asOf.statement) problems.push(`as-of ${monthId(m)}: no statement`);
      else problems.push(...differences(`as-of ${monthId(m)}`, figures, statementFigures(asOf.statement).figures));
    }
    expect(documents).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('given the busiest months, then the statement PDF and Excel print the statement\'s figures', async () => {
    const busiest = [];
    for (const m of MONTHS) busiest.push({ m, st: await ok(api, '/party/month/statement/v3', { partyMonthId: monthId(m) }, owner.token) });
    busiest.sort((x, y) => statementFigures(y.st).figures.size - statementFigures(x.st).figures.size);
    const problems: string[] = [];
    for (const { m, st } of busiest.slice(0, 2)) {
      const items = st.subPartyMonthStatementList.flatMap((e) => [...e.inJobWorkItemList, ...e.outJobWorkItemList]);
      const bills = st.subPartyMonthStatementList.flatMap((e) => [...e.inJobWorkBillList, ...e.outJobWorkBillList, ...e.saleBillList, ...e.purchaseBillList]);

      // PDF: each slip's net quantity, each item's total, effective quantity and amount at its rate, each bill's amount.
      const pdf = await download(api, '/party/month/statement/export/v1', { partyMonthId: monthId(m), format: 'pdf' }, owner.token);
      const text = pdfText(pdf.bytes, `${m.year}-${m.month}.pdf`);
      const expectIn = (what: string, pattern: RegExp) => { if (!pattern.test(text)) problems.push(`PDF ${monthId(m)}: ${what} not printed (${pattern.source})`); };
      for (const item of items) {
        for (const s of item.slips) expectIn(`slip ${s.id}`, new RegExp(`${escape(s.prefix ? `${s.prefix}-${s.slipNo}` : s.slipNo)}\\s+${escape(formatKg(s.netQuantity))}`));
        expectIn(`item ${item.id} quantity`, new RegExp(`Total Quantity\\s+${escape(formatKg(item.quantity))}`, 'i'));
        if (!isZero(item.lossPercentage)) expectIn(`item ${item.id} effective quantity`, new RegExp(`\\s${escape(formatKg(item.effectiveQuantity))}(\\s|$)`, 'm'));
        if (!isZero(item.amount)) expectIn(`item ${item.id} amount`, new RegExp(`Amount ${escape(formatRate(item.amountRate))}\\s+${escape(formatAmount(item.amount))}`));
      }
      for (const b of bills) expectIn(`bill ${b.id}`, new RegExp(`${escape(b.fullBillNo)}\\b[^\\n]*?${escape(formatAmount(b.amount))}`));

      // Excel, read back: the KG, rate and ₹ cells of the document rows are the statement's, as numbers.
      const xlsx = await download(api, '/party/month/statement/export/v1', { partyMonthId: monthId(m), format: 'xlsx' }, owner.token);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
      const ws = wb.worksheets[0];
      const cellText = (v: ExcelJS.CellValue) => (v === null || v === undefined || v === '' ? '' : String(v));
      const sheet: string[] = [];
      ws.eachRow((row) => {
        const side = cellText(row.getCell(1).value);
        if (side !== 'Outgoing' && side !== 'Incoming') return;
        sheet.push([7, 8, 9].map((c) => cellText(row.getCell(c).value)).join(' | '));
      });
      const num = (v: string) => String(Number(v));
      const expected: string[] = [];
      for (const item of items) {
        for (const s of item.slips) expected.push(`${num(s.netQuantity)} |  | `);
        expected.push(`${num(item.effectiveQuantity)} | ${num(item.amountRate)} | ${num(item.amount)}`);
      }
      const rateOf = (b: (typeof bills)[number]) => ('saleRate' in b ? formatDecimal(units(b.workRate, 2) + units(b.saleRate, 2), 2) : b.workRate);
      for (const b of bills) expected.push(`${num(b.quantity)} | ${num(rateOf(b))} | ${num(b.amount)}`);
      for (const k of [...st.inCashList, ...st.outCashList]) expected.push(` |  | ${num(k.amount)}`);
      if (JSON.stringify([...sheet].sort()) !== JSON.stringify([...expected].sort())) {
        problems.push(`Excel ${monthId(m)}: ${JSON.stringify(sheet.filter((r) => !expected.includes(r)))} vs the statement's ${JSON.stringify(expected.filter((r) => !sheet.includes(r)))}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('given the financial year, then ITC-04 Table 4 declares each OUT slip and Delivery Challan at the statement\'s quantity', async () => {
    const { rows: serials } = await api.svc.pool.query<{ id: string; challan_no: string }>(
      `SELECT id, challan_no FROM rm_slip WHERE company_id = $1 AND challan_no IS NOT NULL
       UNION ALL SELECT id, challan_no FROM rm_bill WHERE company_id = $1 AND challan_no IS NOT NULL`, [owner.companyId]);
    const bySerial = new Map(serials.map((r) => [r.challan_no, r.id]));
    const table4 = new Map<string, string>();
    for (const period of ['H1', 'H2']) {
      const f = await download(api, '/report/itc04/export/v1', { fy: 2025, period, format: 'csv', table: '4' }, owner.token);
      for (const row of readCsv(f.bytes.toString('utf8'))) {
        const id = bySerial.get(row[1]);
        if (id) table4.set(id, row[5]);
      }
    }
    const declared: Figures = new Map();
    const expected: Figures = new Map();
    for (const m of MONTHS) {
      const st = await ok(api, '/party/month/statement/v3', { partyMonthId: monthId(m) }, owner.token);
      for (const e of st.subPartyMonthStatementList) {
        for (const s of e.outJobWorkItemList.flatMap((i) => i.slips)) expected.set(`slip:${s.id}`, { quantity: s.netQuantity });
        for (const b of e.inJobWorkBillList) expected.set(`bill:${b.id}`, { quantity: b.quantity });
      }
    }
    for (const key of expected.keys()) {
      const quantity = table4.get(key.slice(key.indexOf(':') + 1));
      if (quantity !== undefined) declared.set(key, { quantity });
    }
    expect(expected.size).toBeGreaterThan(20);
    expect(differences('ITC-04 Table 4', expected, declared)).toEqual([]);
  });

  it('given a product\'s value rate set after its documents, then what they declare is at the new rate, as a rebuild writes it', async () => {
    const { rows: [product] } = await api.svc.pool.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM rm_product p WHERE p.company_id = $1 AND EXISTS (SELECT 1 FROM rm_slip s WHERE s.company_id = p.company_id AND s.product_id = p.id AND s.item_type = 'OUT')
       ORDER BY p.name LIMIT 1`, [owner.companyId]);
    const declared = async () => (await api.svc.pool.query<{ id: string; quantity: string; value: string | null }>(
      `SELECT id, declared_quantity::text AS quantity, declared_value::text AS value FROM rm_slip WHERE company_id = $1 AND product_id = $2
       UNION ALL SELECT id, declared_quantity::text, declared_value::text FROM rm_bill WHERE company_id = $1 AND product_id = $2 AND declared_quantity IS NOT NULL`,
      [owner.companyId, product.id])).rows;
    expect((await declared()).every((d) => d.value === null)).toBe(true);
    await ok(api, '/product/update/v1', { filter: { id: product.id }, update: { name: product.name, hsn: '3917', valueRate: '123.45' } }, owner.token);
    await new LedgerProjector(api.svc.pool).catchUp(owner.companyId);
    const after = await declared();
    expect(after.length).toBeGreaterThan(10);
    // round2(quantity × 123.45), in paise: grams × 12345 / 1000, half away from zero.
    const valueAt = (quantity: string) => {
      const paise = (units(quantity, QTY) * 12345n * 2n + 1000n) / 2000n;
      return formatDecimal(paise, AMT);
    };
    expect(after.filter((d) => d.value !== valueAt(d.quantity))).toEqual([]);

    const rows = async () => {
      const out: Record<string, string[]> = {};
      for (const t of ALL_TABLES) out[t] = (await api.svc.pool.query(`SELECT * FROM ${t} WHERE company_id = $1`, [owner.companyId])).rows.map((r) => JSON.stringify(r)).sort();
      return out;
    };
    const live = await rows();
    await rebuildCompany(api.svc.pool, owner.companyId);
    expect(await rows()).toEqual(live);
  });
});
