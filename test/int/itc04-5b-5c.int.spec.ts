// ITC-04 Tables 5B and 5C (issue 30, part 2): an IN slip may say its goods did not come to us but went on to another
// job worker (5B) or were sold from the job worker's premises (5C). The KG ledger is unchanged; the slip's rows leave
// Table 5A for 5B or 5C, in Excel, CSV and JSON. Refusals name the field; another company's party is 404; the JSON is
// refused while a job worker of either side has no state; events stored before the field existed still fold.
//
// Hand-computed (ours 24AAACC1206D1ZM; A = Bharat Extrusions 27AAPFU0939F1ZV, state 27; B = Chetan Polymers,
// unregistered, state 24; HDPE Pipe HSN 3917 at ₹150.50/KG):
//   10-04-2026 OUT SL-1 to A, net 100.000 → DC/2026-27/1.
//   20-04-2026 OUT SL-2 to A, net  60.000 → DC/2026-27/2.
//   05-05-2026 IN  SL-3 from A, gross 72, rejected 2, burn loss 2 % inclusive, A's challan BE/55 of 04-05-2026, goods
//              went on to B: net 70.000, burn loss 1.400, effective 68.600; FIFO puts all 68.600 on SL-1. One Table 5B
//              row: A, BE/55 04-05-2026, 70.000 KG against DC/2026-27/1, losses and wastes 1.400 + 2.000 = 3.400, B.
//   05-05-2026 OUT SL-4 to B, net 70.000 → DC/2026-27/3 (the owner records the OUT to B as usual: Table 4).
//   12-06-2026 IN  SL-5 from A, gross 50, burn loss 3 %, sold from A's premises on our invoice INV/26-27/9 of
//              12-06-2026: net 50.000, burn loss 1.500, effective 48.500. FIFO: SL-1 has 100 − 68.600 = 31.400 open,
//              the other 17.100 settle SL-2. Table 5C shares the declared 50.000 by 31.4 / 48.5: 50 × 31.4 / 48.5 =
//              32.371 (32.3711…) and 50 − 32.371 = 17.629; losses 1.500 × 31.4 / 48.5 = 0.971 (0.9711…) and 0.529.
//   20-06-2026 IN  SL-6 from B, net 30.000, came to us: Table 5A, B's row against DC/2026-27/3 (no challan of B's: SL-6).
//   Q1 2026-27: Table 4 SL-1, SL-2, SL-4; 5A one row; 5B one row; 5C two rows.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCompany } from '@ledger/projections';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { appendOldEventsAndRebuild } from '../support/old-log.ts';
import { itc04JsonProblems } from '../../services/api/src/gst/itc04Json.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let subA: string;
let subB: string;
let partyA: string;
let partyB: string;
let partyC: string;
let pipe: string;
const OURS = '24AAACC1206D1ZM';
const BHARAT = '27AAPFU0939F1ZV';
const PIPE = 'HDPE Pipe (HSN 3917)';
const ids: Record<string, { id: string; jobWorkItemId: string }> = {};

const slip = (itemType: 'IN' | 'OUT', subPartyId: string, issueDate: string, slipNo: number, q: { gross: string; rejected?: string; loss?: string }, extra: object = {}) =>
  call(api, '/jobWorkItem/slip/add/v2', {
    itemType, subPartyId, productId: pipe, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: '0',
    rejectedQuantity: q.rejected ?? '0', workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true, ...extra,
  }, owner.token);

async function added(name: string, r: Awaited<ReturnType<typeof slip>>) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const data = r.body.data as { id: string; jobWorkItemId: string };
  ids[name] = { id: data.id, jobWorkItemId: data.jobWorkItemId };
  return r.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  other = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: OURS, state: '24' }, owner.token);
  const party = (name: string, contact: object) => ok(api, '/party/add/v1', { name, openingReceivableQuantity: '0', openingReceivableAmount: 0, contact }, owner.token);
  partyA = (await party('Bharat Extrusions', { gstin: BHARAT, state: '27' })).id as string;
  partyB = (await party('Chetan Polymers', { state: '24' })).id as string;
  partyC = (await party('Deepak Moulders', {})).id as string;
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  const sub = async (partyId: string) => (await ok(api, '/subParty/list/v1', { filter: { partyId } }, owner.token))[0].id as string;
  subA = await sub(partyA);
  subB = await sub(partyB);
  await added('SL-1', await slip('OUT', subA, '2026-04-10', 1, { gross: '100' }));
  await added('SL-2', await slip('OUT', subA, '2026-04-20', 2, { gross: '60' }));
  const sl3 = await added('SL-3', await slip('IN', subA, '2026-05-05', 3, { gross: '72', rejected: '2', loss: '2' }, {
    jobWorkerChallanNo: 'BE/55', jobWorkerChallanDate: '2026-05-04', onward: 'JOB_WORKER', onwardPartyId: partyB,
  }));
  expect([sl3.onward, sl3.onwardPartyId, sl3.saleInvoiceNo, sl3.saleInvoiceDate]).toEqual(['JOB_WORKER', partyB, null, null]);
  await added('SL-4', await slip('OUT', subB, '2026-05-05', 4, { gross: '70' }));
  const sl5 = await added('SL-5', await slip('IN', subA, '2026-06-12', 5, { gross: '50', loss: '3' }, {
    onward: 'SOLD', saleInvoiceNo: 'INV/26-27/9', saleInvoiceDate: '2026-06-12',
  }));
  expect([sl5.onward, sl5.onwardPartyId, sl5.saleInvoiceNo, sl5.saleInvoiceDate]).toEqual(['SOLD', null, 'INV/26-27/9', '2026-06-12']);
  await added('SL-6', await slip('IN', subB, '2026-06-20', 6, { gross: '30' }));
});
afterAll(async () => {
  await api.close();
});

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const exportOf = (body: object) => download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', ...body }, owner.token);
async function sheets() {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array((await exportOf({ format: 'xlsx' })).bytes).buffer);
  const rows = (name: string) => {
    const ws = present(wb.getWorksheet(name), `the sheet ${name}`);
    return ws.getRows(5, Math.max(ws.rowCount - 4, 0))?.map((r) => (r.values as unknown[]).slice(1)) ?? [];
  };
  const header = (name: string) => (present(wb.getWorksheet(name), name).getRow(4).values as unknown[]).slice(1);
  return { names: wb.worksheets.map((w) => w.name), rows, header };
}
async function jsonFile() {
  return JSON.parse((await exportOf({ format: 'json' })).bytes.toString('utf8')) as Record<string, unknown>;
}

const ROW_5A = ['24 Gujarat', 'SL-6', d('2026-06-20'), PIPE, 'KGS', 30, 'DC/2026-27/3', d('2026-05-05'), '', ''];
const ROW_5B = [BHARAT, 'BE/55', d('2026-05-04'), PIPE, 'KGS', 70, 'DC/2026-27/1', d('2026-04-10'), '', 'KGS', 3.4, 'Chetan Polymers (24 Gujarat)'];
const ROWS_5C = [
  [BHARAT, 'INV/26-27/9', d('2026-06-12'), PIPE, 'KGS', 32.371, 'DC/2026-27/1', d('2026-04-10'), '', 'KGS', 0.971],
  [BHARAT, 'INV/26-27/9', d('2026-06-12'), PIPE, 'KGS', 17.629, 'DC/2026-27/2', d('2026-04-20'), '', 'KGS', 0.529],
];
const JSON_5A = [{ jw_stcd: '24', flag: 'N', items: [
  { o_chnum: 'DC/2026-27/3', o_chdt: '05-05-2026', jw2_chnum: 'SL-6', jw2_chdt: '20-06-2026', uqc: 'KGS', qty: 30, desc: PIPE },
] }];
const JSON_5B = [{ ctin: BHARAT, jw_stcd: '27', flag: 'N', items: [
  { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'BE/55', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 70, desc: PIPE, lwuqc: 'KGS', lwqty: 3.4 },
] }];
const JSON_5C = [{ ctin: BHARAT, jw_stcd: '27', flag: 'N', items: [
  { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', inum: 'INV/26-27/9', idt: '12-06-2026', uqc: 'KGS', qty: 32.371, desc: PIPE, lwuqc: 'KGS', lwqty: 0.971 },
  { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', inum: 'INV/26-27/9', idt: '12-06-2026', uqc: 'KGS', qty: 17.629, desc: PIPE, lwuqc: 'KGS', lwqty: 0.529 },
] }];

describe('Tables 5B and 5C from the slips', () => {
  it('Excel has Tables 4, 5A, 5B and 5C; SL-3 is a 5B row, SL-5 two 5C rows, neither is in 5A; Table 4 is unchanged', async () => {
    const x = await sheets();
    expect(x.names).toEqual(['Table 4', 'Table 5A', 'Table 5B', 'Table 5C']);
    expect(x.rows('Table 4').map((r) => [r[1], r[5]])).toEqual([['DC/2026-27/1', 100], ['DC/2026-27/2', 60], ['DC/2026-27/3', 70]]);
    expect(x.rows('Table 5A')).toEqual([ROW_5A]);
    expect(x.rows('Table 5B')).toEqual([ROW_5B]);
    expect(x.rows('Table 5C')).toEqual(ROWS_5C);
    expect(x.header('Table 5B').at(-1)).toBe('Job worker goods were sent to (GSTIN / State)');
    expect(x.header('Table 5C').slice(0, 3)).toEqual(['GSTIN / State of job worker if unregistered', 'Invoice No. issued by principal', 'Invoice Date']);
    expect(await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q1' }, owner.token)).toMatchObject({ table4: 3, table5a: 1, table5b: 1, table5c: 2, jsonMissing: [] });
  });

  it('CSV Table 5B and 5C hold the same rows', async () => {
    const csv = async (table: string) => (await exportOf({ format: 'csv', table })).bytes.toString('utf8');
    const b = await csv('5B');
    expect(b).toContain('27AAPFU0939F1ZV,BE/55,04-05-2026,HDPE Pipe (HSN 3917),KGS,70.000,DC/2026-27/1,10-04-2026,,KGS,3.400,Chetan Polymers (24 Gujarat)');
    const c = await csv('5C');
    expect(c).toContain('27AAPFU0939F1ZV,INV/26-27/9,12-06-2026,HDPE Pipe (HSN 3917),KGS,32.371,DC/2026-27/1,10-04-2026,,KGS,0.971');
    expect(c).toContain('27AAPFU0939F1ZV,INV/26-27/9,12-06-2026,HDPE Pipe (HSN 3917),KGS,17.629,DC/2026-27/2,20-04-2026,,KGS,0.529');
    expect(c).not.toContain('BE/55');
  });

  it('the JSON has table5A, table5B and table5C as hand-computed, and conforms to the schema', async () => {
    const file = await jsonFile();
    expect(file.table5A).toEqual(JSON_5A);
    expect(file.table5B).toEqual(JSON_5B);
    expect(file.table5C).toEqual(JSON_5C);
    expect(itc04JsonProblems(file)).toEqual([]);
    // The schema refuses a 5C item without our invoice, and a 5B item without the job worker's challan.
    const { inum: _i, ...noInvoice } = JSON_5C[0].items[0];
    const { jw2_chnum: _j, ...noChallan } = JSON_5B[0].items[0];
    expect(itc04JsonProblems({ ...file, table5C: [{ ...JSON_5C[0], items: [noInvoice] }], table5B: [{ ...JSON_5B[0], items: [noChallan] }] })).toEqual([
      "/table5B/0/items/0 must have required property 'jw2_chnum'",
      "/table5C/0/items/0 must have required property 'inum'",
    ]);
  });

  it('the party balances are what the slips moved: A 100 + 60 − 68.600 − 48.500, B 70 − 30', async () => {
    const { rows } = await api.svc.pool.query<{ name: string; closing_quantity: string }>(
      'SELECT name, closing_quantity::text FROM rm_party WHERE company_id = $1 AND name <> $2 ORDER BY name', [owner.companyId, 'Deepak Moulders']);
    expect(rows).toEqual([{ name: 'Bharat Extrusions', closing_quantity: '42.900' }, { name: 'Chetan Polymers', closing_quantity: '40.000' }]);
  });
});

describe('e-way bills', () => {
  it('an IN slip whose goods went on (5B) or were sold there (5C) never travelled back to us: not offered, and its export is 404', async () => {
    // The portal's 180 days end today: 01-07-2026 holds SL-3 (05-05), SL-5 (12-06) and SL-6 (20-06).
    api.setNow(new Date('2026-07-01T06:00:00Z'));
    const offered = await ok(api, '/report/ewayBill/documents/v1', { partyId: partyA }, owner.token);
    const numbers = offered.map((o) => o.number);
    expect(numbers).not.toContain('SL-5');
    expect(numbers).not.toContain('SL-3');
    const road = { transMode: '1', distance: 412, vehicleNo: 'MH04AB1234' };
    const sold = await call(api, '/report/ewayBill/export/v1', { ids: [ids['SL-5'].id], transport: road }, owner.token);
    expect(sold.status).toBe(404);
    const back = await ok(api, '/report/ewayBill/documents/v1', { partyId: partyB }, owner.token);
    expect(back.map((o) => o.number)).toEqual(['SL-6', 'SL-4']);
    expect(numbers).toEqual(['SL-2', 'SL-1']);
    api.setNow(null);
  });
});

describe('refusals name the field, and nothing is stored', () => {
  const refused = async (r: Awaited<ReturnType<typeof call>>, status: number, field: string, message: string | RegExp) => {
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body.error?.field).toBe(field);
    expect(r.body.error?.message).toMatch(message);
  };

  it('no party, its own party, another company\'s party, a sale without its date, a stray field, an OUT slip, an unknown choice', async () => {
    const before = await jsonFile();
    const inSlip = (extra: object) => slip('IN', subA, '2026-06-25', 9, { gross: '5' }, extra);
    await refused(await inSlip({ onward: 'JOB_WORKER' }), 400, 'onwardPartyId', 'Choose the job worker the goods were sent on to');
    await refused(await inSlip({ onward: 'JOB_WORKER', onwardPartyId: partyA }), 400, 'onwardPartyId', 'The goods cannot be sent on to the same party they came from');
    const theirParty = (await ok(api, '/party/add/v1', { name: 'Chetan Polymers', openingReceivableQuantity: '0', openingReceivableAmount: 0 }, other.token)).id as string;
    await refused(await inSlip({ onward: 'JOB_WORKER', onwardPartyId: theirParty }), 404, 'onwardPartyId', 'Party not found');
    await refused(await inSlip({ onward: 'SOLD', saleInvoiceNo: 'INV/1' }), 400, 'saleInvoiceDate', "Give our sale invoice's number and date");
    await refused(await inSlip({ saleInvoiceNo: 'INV/1' }), 400, 'saleInvoiceNo', 'Sale invoice no is only given with the choice it belongs to');
    await refused(await slip('OUT', subA, '2026-06-25', 9, { gross: '5' }, { onward: 'JOB_WORKER', onwardPartyId: partyB }), 400, 'onward',
      'Only a received (IN) slip says where its goods went instead of coming to us');
    await refused(await inSlip({ onward: 'LOST' }), 400, 'onward', 'Goods went must be one of JOB_WORKER, SOLD');
    await refused(await inSlip({ onward: 'SOLD', saleInvoiceNo: 'X'.repeat(17), saleInvoiceDate: '2026-06-25' }), 400, 'saleInvoiceNo', /at most 16 characters/);
    // An update of SL-5 that names B without saying it went on to B is refused; one that clears the sale is taken back below.
    const filter = { ...ids['SL-5'], itemType: 'IN' };
    await refused(await call(api, '/jobWorkItem/slip/update/v2', { filter, update: { onwardPartyId: partyB } }, owner.token),
      400, 'onwardPartyId', 'Sent on to is only given with the choice it belongs to');
    expect(await jsonFile()).toEqual(before);
  });

  it('an update moves SL-5 from 5C to 5A and back; leaving the fields out keeps them', async () => {
    const filter = { ...ids['SL-5'], itemType: 'IN' };
    const update = (u: object) => ok(api, '/jobWorkItem/slip/update/v2', { filter, update: u }, owner.token);
    await update({ onward: null, saleInvoiceNo: null, saleInvoiceDate: null });
    let file = await jsonFile();
    expect(file.table5C).toBeUndefined();
    expect((file.table5A as Array<{ items: unknown[] }>).flatMap((w) => w.items)).toHaveLength(3);
    await update({ onward: 'SOLD', saleInvoiceNo: 'INV/26-27/9', saleInvoiceDate: '2026-06-12' });
    const kept = await update({ note: 'checked' });
    expect([kept.onward, kept.saleInvoiceNo]).toEqual(['SOLD', 'INV/26-27/9']);
    file = await jsonFile();
    expect([file.table5A, file.table5B, file.table5C]).toEqual([JSON_5A, JSON_5B, JSON_5C]);
  });

  it('the JSON is refused while the job worker the goods went on to has no state, naming it', async () => {
    // Q2: SL-7 out to A, SL-8 back from A but on to Deepak Moulders, who has no state.
    await added('SL-7', await slip('OUT', subA, '2026-07-10', 7, { gross: '10' }));
    await added('SL-8', await slip('IN', subA, '2026-07-20', 8, { gross: '10' }, { onward: 'JOB_WORKER', onwardPartyId: partyC }));
    const summary = await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q2' }, owner.token);
    expect(summary).toMatchObject({ table5b: 1, jsonMissing: [{ kind: 'PARTY_STATE', id: partyC, name: 'Deepak Moulders' }] });
    const r = await call(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q2', format: 'json' }, owner.token);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain('Deepak Moulders');
  });
});

describe('events stored before the field existed still fold', () => {
  it('given a SlipAdded of version 4 and a SlipUpdated of version 3 of SL-3, then a rebuild folds them (came to us; kept), Verify finds 0 differences', async () => {
    const oldSlipId = '31111111-2222-4333-8444-777777777777';
    const body = { issueDate: '2026-06-25', prefix: 'SL', slipNo: '19', grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
    const events = [
      { streamId: `slip:${oldSlipId}`, type: 'SlipAdded', version: 4, data: {
        slipId: oldSlipId, itemType: 'IN', subPartyId: subA, productId: pipe, ...body, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [],
        rates: { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false },
      } },
      // SL-3 as it is, at version 3: no onward fields in the payload, so the slip keeps going on to B.
      { streamId: `slip:${ids['SL-3'].id}`, type: 'SlipUpdated', version: 3, data: {
        slipId: ids['SL-3'].id, issueDate: '2026-05-05', prefix: 'SL', slipNo: '3', grossQuantity: '72.000', bagQuantity: '0.000', rejectedQuantity: '2.000',
        note: 'v3 update', jobWorkerChallanNo: 'BE/55', jobWorkerChallanDate: '2026-05-04', returns: [],
      } },
    ];
    await appendOldEventsAndRebuild(api, owner.companyId, events);

    const { rows } = await api.svc.pool.query<{ id: string; onward: string | null; onward_party_id: string | null; note: string | null }>(
      'SELECT id, onward, onward_party_id, note FROM rm_slip WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY slip_no',
      [owner.companyId, [ids['SL-3'].id, oldSlipId]]);
    expect(rows).toEqual([
      { id: oldSlipId, onward: null, onward_party_id: null, note: null },
      { id: ids['SL-3'].id, onward: 'JOB_WORKER', onward_party_id: partyB, note: 'v3 update' },
    ]);
    expect((await verifyCompany(api.svc.pool, owner.companyId)).differences).toEqual([]);
    // The old IN slip came to us: FIFO gives it 1 KG of SL-2, a Table 5A row; 5B and 5C are unchanged.
    const file = await jsonFile();
    expect(file.table5B).toEqual(JSON_5B);
    expect(file.table5C).toEqual(JSON_5C);
    expect((file.table5A as Array<{ ctin?: string; items: Array<{ jw2_chnum: string; qty: number; o_chnum: string }> }>)
      .map((w) => [w.ctin ?? null, w.items.map((i) => [i.jw2_chnum, i.qty, i.o_chnum])])).toEqual([
      [null, [['SL-6', 30, 'DC/2026-27/3']]],
      [BHARAT, [['SL-19', 1, 'DC/2026-27/2']]],
    ]);
  });
});
