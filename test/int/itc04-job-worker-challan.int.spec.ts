// The job worker's own challan (issue 30, part 1): a received (IN) slip and a Received Challan record its number
// and date; ITC-04 Table 5A names it (Excel, CSV, JSON) where it used to name our IN slip; refusals are 400 naming
// the field; events stored at the versions before the field existed still fold (a rebuild and Verify agree).
//
// Hand-computed (the same history as itc04-json.int.spec.ts, whose figures are worked there), company GSTIN
// 24AAACC1206D1ZM; Bharat Extrusions GSTIN 27AAPFU0939F1ZV; HDPE Pipe HSN 3917, value rate ₹150.50/KG:
//   10-04-2026 OUT SL-1 net 296.500 (loss 3 %: effective 287.605) → DC/2026-27/1.
//   20-04-2026 OUT SL-2 net 100.000 → DC/2026-27/2.
//   05-05-2026 IN  SL-3 with the job worker's challan BE/118 of 03-05-2026: net 298.000, loss 2 % 5.960, effective
//              292.040, settling all 287.605 of SL-1 and 4.435 of SL-2 (one return, two challans, the second in part);
//              losses and wastes 5.960 burn loss + 1.200 rejected = 7.160, shared by the KG each lot took:
//                SL-1: 298.000 × 287.605 / 292.040 = 293.474 KG, losses 7.160 × 287.605 / 292.040 = 7.051
//                SL-2: 298.000 − 293.474 = 4.526 KG, losses 7.160 − 7.051 = 0.109
//   10-06-2026 IN  SL-4 without one: 50.000 more of SL-2 (SL-2 returned by two IN slips); its own number and date
//              stand for the job worker's challan until an edit records BE/131 of 09-06-2026.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCompany } from '@ledger/projections';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { appendOldEventsAndRebuild } from '../support/old-log.ts';

let api: TestApi;
let owner: Owner;
let subPartyId: string;
let pipe: string;
const OURS = '24AAACC1206D1ZM';
const BHARAT = '27AAPFU0939F1ZV';
const PIPE = 'HDPE Pipe (HSN 3917)';
const ids: Record<string, { id: string; jobWorkItemId: string }> = {};

const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; bag?: string; rejected?: string; loss?: string }, extra: object = {}) =>
  call(api, '/jobWorkItem/slip/add/v2', {
    itemType, subPartyId, productId: pipe, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: q.bag ?? '0', rejectedQuantity: q.rejected ?? '0',
    workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true, ...extra,
  }, owner.token);

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: OURS, state: '24' }, owner.token);
  const party = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { gstin: BHARAT } }, owner.token)).id;
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, owner.token))[0].id as string;
  const added = async (name: string, r: Awaited<ReturnType<typeof slip>>) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const data = r.body.data as { id: string; jobWorkItemId: string; jobWorkerChallanNo: string | null; jobWorkerChallanDate: string | null };
    ids[name] = { id: data.id, jobWorkItemId: data.jobWorkItemId };
    return data;
  };
  await added('SL-1', await slip('OUT', '2026-04-10', 1, { gross: '300', bag: '1.5', rejected: '2', loss: '3' }));
  await added('SL-2', await slip('OUT', '2026-04-20', 2, { gross: '100' }));
  const sl3 = await added('SL-3', await slip('IN', '2026-05-05', 3, { gross: '300', bag: '0.8', rejected: '1.2', loss: '2' }, { jobWorkerChallanNo: ' BE/118 ', jobWorkerChallanDate: '2026-05-03' }));
  expect([sl3.jobWorkerChallanNo, sl3.jobWorkerChallanDate]).toEqual(['BE/118', '2026-05-03']);
  const sl4 = await added('SL-4', await slip('IN', '2026-06-10', 4, { gross: '50' }));
  expect([sl4.jobWorkerChallanNo, sl4.jobWorkerChallanDate]).toEqual([null, null]);
});
afterAll(async () => {
  await api.close();
});

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
async function table5A() {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array((await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'xlsx' }, owner.token)).bytes).buffer);
  const ws = present(wb.getWorksheet('Table 5A'), 'the sheet Table 5A');
  const xlsx = ws.getRows(5, Math.max(ws.rowCount - 4, 0))?.map((r) => (r.values as unknown[]).slice(1)) ?? [];
  const csv = (await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'csv', table: '5A' }, owner.token)).bytes.toString('utf8');
  const json = JSON.parse((await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'json' }, owner.token)).bytes.toString('utf8')) as {
    table5A: Array<{ items: unknown[] }>;
  };
  return { xlsx, csv, json: json.table5A.flatMap((w) => w.items) };
}

describe("the job worker's challan on ITC-04 Table 5A", () => {
  it('names BE/118 of 03-05-2026 for both rows SL-3 returned, with its losses and wastes; SL-4 (none recorded) by its own number', async () => {
    const { xlsx, csv, json } = await table5A();
    expect(xlsx).toEqual([
      [BHARAT, 'BE/118', d('2026-05-03'), PIPE, 'KGS', 293.474, 'DC/2026-27/1', d('2026-04-10'), '', 'KGS', 7.051],
      [BHARAT, 'BE/118', d('2026-05-03'), PIPE, 'KGS', 4.526, 'DC/2026-27/2', d('2026-04-20'), '', 'KGS', 0.109],
      [BHARAT, 'SL-4', d('2026-06-10'), PIPE, 'KGS', 50, 'DC/2026-27/2', d('2026-04-20'), '', ''],
    ]);
    expect(csv).toContain(`${BHARAT},BE/118,03-05-2026,${PIPE},KGS,293.474,DC/2026-27/1,10-04-2026,,KGS,7.051\r\n`);
    expect(csv).toContain(`${BHARAT},BE/118,03-05-2026,${PIPE},KGS,4.526,DC/2026-27/2,20-04-2026,,KGS,0.109\r\n`);
    expect(json).toEqual([
      { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'BE/118', jw2_chdt: '03-05-2026', uqc: 'KGS', qty: 293.474, desc: PIPE, lwuqc: 'KGS', lwqty: 7.051 },
      { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'BE/118', jw2_chdt: '03-05-2026', uqc: 'KGS', qty: 4.526, desc: PIPE, lwuqc: 'KGS', lwqty: 0.109 },
      { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'SL-4', jw2_chdt: '10-06-2026', uqc: 'KGS', qty: 50, desc: PIPE },
    ]);
  });

  it('when SL-4 is edited to record BE/131 of 09-06-2026, then its row names it; an edit that leaves it out keeps it', async () => {
    const filter = { ...ids['SL-4'], itemType: 'IN' };
    const edited = await ok(api, '/jobWorkItem/slip/update/v2', { filter, update: { jobWorkerChallanNo: 'BE/131', jobWorkerChallanDate: '2026-06-09' } }, owner.token);
    expect([edited.jobWorkerChallanNo, edited.jobWorkerChallanDate]).toEqual(['BE/131', '2026-06-09']);
    const noted = await ok(api, '/jobWorkItem/slip/update/v2', { filter, update: { note: 'second lot' } }, owner.token);
    expect([noted.jobWorkerChallanNo, noted.jobWorkerChallanDate]).toEqual(['BE/131', '2026-06-09']);
    const { json } = await table5A();
    expect(json[2]).toMatchObject({ o_chnum: 'DC/2026-27/2', jw2_chnum: 'BE/131', jw2_chdt: '09-06-2026', qty: 50 });
  });

  it('a Received Challan records it and answers it; an edit that leaves it out keeps it; nulls clear it', async () => {
    const rc = await ok(api, '/outwardJobWorkBill/add/v2', {
      subPartyId, productId: pipe, issueDate: '2026-06-20', fullBillNo: 'RC-7', quantity: '12', workRate: '3', jobWorkerChallanNo: 'BE/140', jobWorkerChallanDate: '2026-06-19',
    }, owner.token);
    const pair = (b: object) => ('jobWorkerChallanNo' in b && 'jobWorkerChallanDate' in b ? [b.jobWorkerChallanNo, b.jobWorkerChallanDate] : 'none');
    expect(pair(rc)).toEqual(['BE/140', '2026-06-19']);
    expect(pair(await ok(api, '/outwardJobWorkBill/update/v2', { filter: { id: rc.id }, update: { quantity: '13' } }, owner.token))).toEqual(['BE/140', '2026-06-19']);
    const cleared = await ok(api, '/outwardJobWorkBill/update/v2', { filter: { id: rc.id }, update: { jobWorkerChallanNo: null, jobWorkerChallanDate: null } }, owner.token);
    expect(pair(cleared)).toEqual([null, null]);
  });
});

describe("refusals name the field (400), and nothing is stored", () => {
  it('half a pair, a date after the slip, an OUT slip, a Delivery Challan or a sale bill, a number over 20 characters', async () => {
    const refused = async (r: Awaited<ReturnType<typeof call>>, field: string, message: string | RegExp) => {
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error?.field).toBe(field);
      expect(r.body.error?.message).toMatch(message);
    };
    const before = (await table5A()).json.length;
    await refused(await slip('IN', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanNo: 'BE/200' }), 'jobWorkerChallanDate', /both/);
    await refused(await slip('IN', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanDate: '2026-06-10' }), 'jobWorkerChallanNo', /both/);
    await refused(await slip('IN', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanNo: 'BE/200', jobWorkerChallanDate: '2026-06-12' }),
      'jobWorkerChallanDate', "The job worker's challan date cannot be after this document's date (11-06-2026)");
    await refused(await slip('OUT', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanNo: 'BE/200', jobWorkerChallanDate: '2026-06-10' }),
      'jobWorkerChallanNo', /Only a received \(IN\) slip or a Received Challan/);
    await refused(await slip('IN', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanNo: 'X'.repeat(17), jobWorkerChallanDate: '2026-06-10' }),
      'jobWorkerChallanNo', "Job worker's challan no must be at most 16 characters");
    await refused(await slip('IN', '2026-06-11', 5, { gross: '5' }, { jobWorkerChallanNo: 'BE/200', jobWorkerChallanDate: '10-06-2026' }),
      'jobWorkerChallanDate', /YYYY-MM-DD/);
    for (const path of ['/inwardJobWorkBill/add/v2', '/saleBill/add/v2']) {
      await refused(await call(api, path, {
        subPartyId, productId: pipe, issueDate: '2026-06-20', fullBillNo: 'X-1', quantity: '1', workRate: '1', saleRate: '1', jobWorkerChallanNo: 'BE/1', jobWorkerChallanDate: '2026-06-19',
      }, owner.token), 'jobWorkerChallanNo', /Only a received/);
    }
    // An edit that moves SL-3 before its job worker's challan is refused.
    await refused(await call(api, '/jobWorkItem/slip/update/v2', { filter: { ...ids['SL-3'], itemType: 'IN' }, update: { issueDate: '2026-05-02' } }, owner.token),
      'jobWorkerChallanDate', /after this document's date \(02-05-2026\)/);
    expect((await table5A()).json.length).toBe(before);
  });
});

describe('events stored before the field existed still fold', () => {
  it('given a SlipAdded of version 2 and a SlipUpdated of version 1 in the log, then a rebuild folds them (none; kept), Verify finds 0 differences and 5A adds only the new slip\'s row', async () => {
    const before = (await table5A()).json;
    // Appended as a log written before version 3 holds them: the store itself writes only the latest version.
    const oldSlipId = '31111111-2222-4333-8444-555555555555';
    const body = { issueDate: '2026-06-25', prefix: 'SL', slipNo: '9', grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
    const events = [
      { streamId: `slip:${oldSlipId}`, type: 'SlipAdded', version: 2, data: {
        slipId: oldSlipId, itemType: 'IN', subPartyId, productId: pipe, ...body, challanNo: null,
        rates: { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false },
      } },
      // SL-3 as it is, at version 1: no job worker's challan in the payload, so the slip keeps BE/118.
      { streamId: `slip:${ids['SL-3'].id}`, type: 'SlipUpdated', version: 1, data: {
        slipId: ids['SL-3'].id, issueDate: '2026-05-05', prefix: 'SL', slipNo: '3', grossQuantity: '300.000', bagQuantity: '0.800', rejectedQuantity: '1.200', note: 'v1 update',
      } },
    ];
    await appendOldEventsAndRebuild(api, owner.companyId, events);

    const { rows } = await api.svc.pool.query<{ id: string; jw_challan_no: string | null; jw_challan_date: string | null; note: string | null }>(
      'SELECT id, jw_challan_no, jw_challan_date::text, note FROM rm_slip WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY slip_no',
      [owner.companyId, [ids['SL-3'].id, oldSlipId]]);
    expect(rows).toEqual([
      { id: ids['SL-3'].id, jw_challan_no: 'BE/118', jw_challan_date: '2026-05-03', note: 'v1 update' },
      { id: oldSlipId, jw_challan_no: null, jw_challan_date: null, note: null },
    ]);
    expect((await verifyCompany(api.svc.pool, owner.companyId)).differences).toEqual([]);
    // The version 2 IN slip brings back 1 KG more of SL-2 (45.565 KG of it was still out): a row of its own,
    // named by the slip's number as every IN slip without a recorded challan is; the rows before it are unchanged.
    expect((await table5A()).json).toEqual([...before,
      { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'SL-9', jw2_chdt: '25-06-2026', uqc: 'KGS', qty: 1, desc: PIPE }]);
  });
});
