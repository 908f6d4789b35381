// Ageing and Section 143 through HTTP on a hand-computed history (no loss, so effective = net):
//   HDPE Pipe, Ganesh Extrusions:
//     01-03-2025 OUT SL-1 100 KG → with party [SL-1 100]
//     20-04-2025 OUT SL-2  50 KG → [SL-1 100, SL-2 50]
//     10-05-2025 IN  SL-3  30 KG → settles SL-1 → [SL-1 70, SL-2 50]
//     01-12-2025 OUT SL-4  20 KG → [SL-1 70, SL-2 50, SL-4 20]
//     01-03-2026 IN  SL-5  10 KG → settles SL-1 → [SL-1 60, SL-2 50, SL-4 20]
//   PP Granules: 15-02-2026 IN SL-6 40 KG → with us [SL-6 40]
// As of 01-04-2026: SL-1 60 KG is 396 days old (over 365: overdue since 01-03-2026); SL-2 50 KG is 346
// days (181–365, due on 20-04-2026, within 30 days); SL-4 20 KG is 121 days (91–180); SL-6 40 KG is
// with us for 45 days (0–90).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';

let api: TestApi;
let owner: Owner;
let party = { id: '', name: 'Ganesh Extrusions' };
const products = { pipe: { id: '', name: 'HDPE Pipe' }, granules: { id: '', name: 'PP Granules' } };

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  party = await ok(api, '/party/add/v1', {
    name: party.name, openingReceivableQuantity: 0, openingReceivableAmount: 0, contact: { gstin: '27AAPFU0939F1ZV' },
  }, owner.token);
  const [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  products.pipe.id = (await ok(api, '/product/add/v1', { name: products.pipe.name, hsn: '3917', valueRate: '120' }, owner.token)).id;
  products.granules.id = (await ok(api, '/product/add/v1', { name: products.granules.name }, owner.token)).id;
  const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, kg: string, product = products.pipe.id) =>
    ok(api, '/jobWorkItem/slip/add/v2', { itemType, subPartyId: sub, productId: product, issueDate, slipNo, grossQuantity: kg, workRate: '1', lossPercentage: '0' }, owner.token);
  await slip('OUT', '2025-03-01', 1, '100');
  await slip('OUT', '2025-04-20', 2, '50');
  await slip('IN', '2025-05-10', 3, '30');
  await slip('OUT', '2025-12-01', 4, '20');
  await slip('IN', '2026-03-01', 5, '10');
  await slip('IN', '2026-02-15', 6, '40', products.granules.id);
});
afterAll(async () => { await api.close(); });

const zero = '0.000';

describe('ageing', () => {
  it('open quantities by FIFO in day buckets, both directions, as of 01-04-2026', async () => {
    const threadsBefore = api.svc.heavy.completed;
    const r = await ok(api, '/report/ageing/v1', { asOf: '2026-04-01' }, owner.token);
    // A short log (HEAVY_INLINE_EVENTS, 2,000 events): folded on the request thread, no thread started for it
    // (the long-log path, in a thread: heavy-limits.int.spec.ts).
    expect(api.svc.heavy.completed).toBe(threadsBefore);
    expect(r.rows).toEqual([
      {
        party: { id: party.id, name: party.name }, product: products.pipe, direction: 'WITH_PARTY',
        buckets: { '0-90': zero, '91-180': '20.000', '181-365': '50.000', 'over-365': '60.000' }, total: '130.000', oldest: '2025-03-01',
      },
      {
        party: { id: party.id, name: party.name }, product: products.granules, direction: 'WITH_US',
        buckets: { '0-90': '40.000', '91-180': zero, '181-365': zero, 'over-365': zero }, total: '40.000', oldest: '2026-02-15',
      },
    ]);
  });

  it('Section 143: SL-1 overdue since 01-03-2026, SL-2 due on 20-04-2026', async () => {
    const r = await ok(api, '/report/ageing/v1', { asOf: '2026-04-01', partyId: party.id }, owner.token);
    expect(r.section143.map((s: Record<string, unknown>) => [s.number, s.sentOn, s.quantity, s.days, s.limit, s.status])).toEqual([
      ['SL-1', '2025-03-01', '60.000', 396, '2026-03-01', 'OVERDUE'],
      ['SL-2', '2025-04-20', '50.000', 346, '2026-04-20', 'DUE_SOON'],
    ]);
    expect(r.section143[0].challanNo).toBe('DC/2024-25/1');
    expect(r.section143Totals).toEqual({ overdue: { lots: 1, quantity: '60.000' }, dueSoon: { lots: 1, quantity: '50.000' } });
  });

  it('as of an earlier day only the slips up to it count', async () => {
    const r = await ok(api, '/report/ageing/v1', { asOf: '2025-05-31' }, owner.token);
    expect(r.rows.map((x) => [x.product?.name, x.total, x.buckets['0-90'], x.buckets['91-180']]))
      .toEqual([['HDPE Pipe', '120.000', '50.000', '70.000']]);
    expect(r.section143).toEqual([]);
  });

  it('another company\'s party is 404; a bad date is 400', async () => {
    const other = await registerOwner(api);
    expect((await call(api, '/report/ageing/v1', { partyId: party.id }, other.token)).status).toBe(404);
    expect((await call(api, '/report/ageing/v1', { asOf: '01-04-2026' }, owner.token)).body.error?.field).toBe('asOf');
  });
});

describe('ITC-04', () => {
  const sheets = async (fy: number, period: string) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array((await download(api, '/report/itc04/export/v1', { fy, period, format: 'xlsx' }, owner.token)).bytes).buffer);
    const rows = (name: string) => {
      const ws = present(wb.getWorksheet(name), `the sheet ${name}`);
      return ws.getRows(5, Math.max(ws.rowCount - 4, 0))?.map((r) => (r.values as unknown[]).slice(1)) ?? [];
    };
    return { t4: rows('Table 4'), t5: rows('Table 5A') };
  };
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it('FY 2025-26 Q1: SL-2 sent on DC/2025-26/1; SL-3 brought back 30 KG of SL-1 (DC/2024-25/1)', async () => {
    const { t4, t5 } = await sheets(2025, 'Q1');
    expect(t4).toEqual([['27AAPFU0939F1ZV', 'DC/2025-26/1', d('2025-04-20'), 'HDPE Pipe (HSN 3917)', 'KGS', 50, 6000, 'Inputs']]);
    expect(t5).toEqual([['27AAPFU0939F1ZV', 'SL-3', d('2025-05-10'), 'HDPE Pipe (HSN 3917)', 'KGS', 30, 'DC/2024-25/1', d('2025-03-01'), '', '']]);
  });

  it('H2: SL-4 sent; SL-5 back against SL-1; the granules received were never sent, so they are not "received back"', async () => {
    const { t4, t5 } = await sheets(2025, 'H2');
    expect(t4.map((r) => [r[1], r[5]])).toEqual([['DC/2025-26/2', 20]]);
    expect(t5.map((r) => [r[1], r[5], r[6]])).toEqual([['SL-5', 10, 'DC/2024-25/1']]);
    const q4prev = await sheets(2024, 'Q4');
    expect(q4prev.t4.map((r) => [r[1], r[2], r[5]])).toEqual([['DC/2024-25/1', d('2025-03-01'), 100]]);
  });

  it('in Hindi: the title lines in Hindi, the columns and values the GST utility\'s own English', async () => {
    const wb = new ExcelJS.Workbook();
    const bytes = (await download(api, '/report/itc04/export/v1', { fy: 2025, period: 'Q1', format: 'xlsx' }, owner.token, { 'accept-language': 'hi' })).bytes;
    await wb.xlsx.load(new Uint8Array(bytes).buffer);
    const t4 = present(wb.getWorksheet('Table 4'), 'the sheet Table 4');
    expect(t4.getCell('A2').value).toBe('ITC-04 · वित्त वर्ष 2025-26 Q1 (01-04-2025 से 30-06-2025 तक)');
    expect(t4.getCell('A3').value).toBe('Table 4: जॉब वर्क के लिए भेजा गया माल (इनपुट)');
    expect((t4.getRow(4).values as unknown[]).slice(1, 4)).toEqual(['GSTIN / State of job worker if unregistered', 'Challan No.', 'Challan Date']);
    expect((t4.getRow(5).values as unknown[]).slice(1)).toEqual(['27AAPFU0939F1ZV', 'DC/2025-26/1', d('2025-04-20'), 'HDPE Pipe (HSN 3917)', 'KGS', 50, 6000, 'Inputs']);
    expect(present(wb.getWorksheet('Table 5A'), 'the sheet Table 5A').getCell('A3').value).toBe('Table 5A: जॉब वर्कर से वापस मिला माल');
  });

  it('CSV one table at a time; a bad period is 400', async () => {
    const csv = (await download(api, '/report/itc04/export/v1', { fy: 2025, period: 'Q1', format: 'csv', table: '5A' }, owner.token)).bytes.toString('utf8');
    expect(csv).toContain('27AAPFU0939F1ZV,SL-3,10-05-2025,HDPE Pipe (HSN 3917),KGS,30.000,DC/2024-25/1,01-03-2025,,,\r\n');
    const bad = await call(api, '/report/itc04/export/v1', { fy: 2025, period: 'Q5', format: 'xlsx' }, owner.token);
    expect(bad.body.error).toEqual({ message: 'Period must be Q1 to Q4, H1 or H2', field: 'period' });
  });
});
