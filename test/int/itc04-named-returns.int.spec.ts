// Named returns (issue 30, part 1 step 2): an IN slip names which of our OUT slips it returns, with KG; ageing, the
// Section 143 list and ITC-04 Table 5A match those first and FIFO the rest. Refusals name the entry; another
// company's slip is 404; events stored before the field existed still fold.
//
// Hand-computed (Bharat Extrusions GSTIN 27AAPFU0939F1ZV; HDPE Pipe HSN 3917):
//   10-04-2026 OUT SL-1 net 100.000 (no loss) → DC/2026-27/1.
//   20-04-2026 OUT SL-2 net  60.000           → DC/2026-27/2.
//   05-05-2026 IN  SL-3 gross 72, rejected 2: net 70.000, burn loss 2 % inclusive 1.400, effective 68.600; it names
//              40 of SL-1 and 30 of SL-2. FIFO counts effective KG, so the names are scaled by 68.600 / 70.000:
//              39.200 of SL-1 and 29.400 of SL-2. Table 5A shares the declared 70.000 back by those: 40.000 and 30.000;
//              losses and wastes 1.400 burn + 2.000 rejected = 3.400: 3.400 × 39.2 / 68.6 = 1.943 and 3.400 − 1.943 = 1.457.
//              (FIFO alone would have put all 68.600 on SL-1.)
//   10-06-2026 IN  SL-4 net 50.000 names 50 of SL-1: one row of 50.000 against DC/2026-27/1 (FIFO alone: 31.400 of
//              SL-1 and 18.600 of SL-2).
//   Open after: SL-1 100 − 39.200 − 50 = 10.800; SL-2 60 − 29.400 = 30.600; with the party 41.400.
//   SL-1 has 100 − 40 − 50 = 10.000 KG left to name (named KG are net KG): naming 10.001 more is refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCompany } from '@ledger/projections';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { appendOldEventsAndRebuild } from '../support/old-log.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let subPartyId: string;
let otherSubPartyId: string;
let pipe: string;
let rod: string;
const OURS = '24AAACC1206D1ZM';
const BHARAT = '27AAPFU0939F1ZV';
const PIPE = 'HDPE Pipe (HSN 3917)';
const ids: Record<string, { id: string; jobWorkItemId: string }> = {};

const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; rejected?: string; loss?: string }, extra: object = {}, by: Owner = owner) =>
  call(api, '/jobWorkItem/slip/add/v2', {
    itemType, subPartyId, productId: pipe, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: '0',
    rejectedQuantity: q.rejected ?? '0', workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true, ...extra,
  }, by.token);

async function added(name: string, r: Awaited<ReturnType<typeof slip>>) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const data = r.body.data as { id: string; jobWorkItemId: string; returns: unknown };
  ids[name] = { id: data.id, jobWorkItemId: data.jobWorkItemId };
  return data;
}

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  other = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: OURS, state: '24' }, owner.token);
  const party = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { gstin: BHARAT } }, owner.token)).id;
  const otherParty = (await ok(api, '/party/add/v1', { name: 'Chetan Polymers', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { state: '24' } }, owner.token)).id;
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  rod = (await ok(api, '/product/add/v1', { name: 'PP Rod', hsn: '3916', valueRate: '90' }, owner.token)).id;
  subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, owner.token))[0].id as string;
  otherSubPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: otherParty } }, owner.token))[0].id as string;
  await added('SL-1', await slip('OUT', '2026-04-10', 1, { gross: '100' }));
  await added('SL-2', await slip('OUT', '2026-04-20', 2, { gross: '60' }));
  const sl3 = await added('SL-3', await slip('IN', '2026-05-05', 3, { gross: '72', rejected: '2', loss: '2' }, {
    returns: [{ slipId: ids['SL-1'].id, quantity: '40' }, { slipId: ids['SL-2'].id, quantity: '30' }],
  }));
  expect(sl3.returns).toEqual([{ slipId: ids['SL-1'].id, quantity: '40.000' }, { slipId: ids['SL-2'].id, quantity: '30.000' }]);
  await added('SL-4', await slip('IN', '2026-06-10', 4, { gross: '50' }, { returns: [{ slipId: ids['SL-1'].id, quantity: '50' }] }));
  // Slips the refusals name: one of another party, one of another product, one of ours received.
  await added('CP-1', await slip('OUT', '2026-04-11', 11, { gross: '10' }, { subPartyId: otherSubPartyId }));
  await added('ROD-1', await slip('OUT', '2026-04-12', 12, { gross: '10' }, { productId: rod }));
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
  const json = JSON.parse((await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'json' }, owner.token)).bytes.toString('utf8')) as {
    table5A: Array<{ items: unknown[] }>;
  };
  return { xlsx, json: json.table5A.flatMap((w) => w.items) };
}

const EXPECTED_XLSX = [
  [BHARAT, 'SL-3', d('2026-05-05'), PIPE, 'KGS', 40, 'DC/2026-27/1', d('2026-04-10'), '', 'KGS', 1.943],
  [BHARAT, 'SL-3', d('2026-05-05'), PIPE, 'KGS', 30, 'DC/2026-27/2', d('2026-04-20'), '', 'KGS', 1.457],
  [BHARAT, 'SL-4', d('2026-06-10'), PIPE, 'KGS', 50, 'DC/2026-27/1', d('2026-04-10'), '', ''],
];
const EXPECTED_JSON = [
  { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '05-05-2026', uqc: 'KGS', qty: 40, desc: PIPE, lwuqc: 'KGS', lwqty: 1.943 },
  { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '05-05-2026', uqc: 'KGS', qty: 30, desc: PIPE, lwuqc: 'KGS', lwqty: 1.457 },
  { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'SL-4', jw2_chdt: '10-06-2026', uqc: 'KGS', qty: 50, desc: PIPE },
];

describe('named returns on ITC-04 Table 5A and the ageing', () => {
  it('Table 5A (Excel and JSON) shows exactly the matches named, losses and wastes in their own column', async () => {
    const { xlsx, json } = await table5A();
    expect(xlsx).toEqual(EXPECTED_XLSX);
    expect(json).toEqual(EXPECTED_JSON);
  });

  it('the ageing and the Section 143 list keep open what the names leave: SL-1 10.800 and SL-2 30.600 KG with Bharat', async () => {
    const r = await ok(api, '/report/ageing/v1', { asOf: '2026-06-30' }, owner.token) as { rows: Array<{ party: { id: string; name: string }; product: { name: string } | null; direction: string; total: string }> };
    const pipeRows = r.rows.filter((row) => row.party.name === 'Bharat Extrusions' && row.product?.name === 'HDPE Pipe');
    expect(pipeRows.map((row) => [row.direction, row.total])).toEqual([['WITH_PARTY', '41.400']]);
    // A year on, the Section 143 list shows each lot as the names left it (FIFO alone: SL-1 none, SL-2 41.400).
    const later = await ok(api, '/report/ageing/v1', { asOf: '2027-04-15', partyId: pipeRows[0]?.party.id }, owner.token);
    const lots = (later.section143 as Array<{ product: { name: string } | null; number: string | null; quantity: string; status: string }>)
      .filter((l) => l.product?.name === 'HDPE Pipe').map((l) => [l.number, l.quantity, l.status]);
    expect(lots).toEqual([['SL-1', '10.800', 'OVERDUE'], ['SL-2', '30.600', 'DUE_SOON']]);
  });
});

describe('the OUT slips an IN slip may name (/itemSlip/returnable/list/v1)', () => {
  it('lists SL-1 (10.000 open) and SL-2 (30.000) for Bharat\'s HDPE Pipe; an edit of SL-4 sees its own 50 as open; an earlier date sees only SL-1; another company is 404', async () => {
    const list = (body: object, token = owner.token) => call(api, '/itemSlip/returnable/list/v1', { subPartyId, productId: pipe, issueDate: '2026-06-15', ...body }, token);
    const row = (no: string, date: string, challan: string, open: string) => ({ id: ids[no].id, number: no, issueDate: date, challanNo: challan, open });
    expect((await list({})).body.data).toEqual([row('SL-1', '2026-04-10', 'DC/2026-27/1', '10.000'), row('SL-2', '2026-04-20', 'DC/2026-27/2', '30.000')]);
    expect((await list({ exceptSlipId: ids['SL-4'].id })).body.data).toEqual([row('SL-1', '2026-04-10', 'DC/2026-27/1', '60.000'), row('SL-2', '2026-04-20', 'DC/2026-27/2', '30.000')]);
    expect((await list({ issueDate: '2026-04-15' })).body.data).toEqual([row('SL-1', '2026-04-10', 'DC/2026-27/1', '10.000')]);
    expect((await list({ productId: rod })).body.data).toEqual([row('ROD-1', '2026-04-12', 'DC/2026-27/4', '10.000')].map((r) => ({ ...r, number: 'SL-12' })));
    expect((await list({}, other.token)).status).toBe(404);
  });
});

describe('refusals name the entry, and nothing is stored', () => {
  const named = (slipId: string, quantity: string) => ({ returns: [{ slipId, quantity }] });
  const refused = async (r: Awaited<ReturnType<typeof call>>, status: number, field: string, message: string | RegExp) => {
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body.error?.field).toBe(field);
    expect(r.body.error?.message).toMatch(message);
  };

  it('more than SL-1 still has open, more than the slip nets, another party or product, not an OUT slip, an OUT slip naming any, dated after, another company\'s slip', async () => {
    const before = await table5A();
    await refused(await slip('IN', '2026-06-15', 5, { gross: '20' }, named(ids['SL-1'].id, '10.001')), 422, 'returns.0.quantity', 'Slip SL-1 has only 10.000 KG still open');
    await refused(await slip('IN', '2026-06-15', 5, { gross: '20' }, { returns: [{ slipId: ids['SL-1'].id, quantity: '10' }, { slipId: ids['SL-2'].id, quantity: '10.5' }] }),
      422, 'returns', "The KG named (20.500) are more than this slip's net quantity (20.000)");
    await refused(await slip('IN', '2026-06-15', 5, { gross: '5' }, named(ids['CP-1'].id, '1')), 422, 'returns.0.slipId', 'Slip SL-11 was sent to another party');
    await refused(await slip('IN', '2026-06-15', 5, { gross: '5' }, named(ids['ROD-1'].id, '1')), 422, 'returns.0.slipId', 'Slip SL-12 is of another product');
    await refused(await slip('IN', '2026-06-15', 5, { gross: '5' }, named(ids['SL-3'].id, '1')), 422, 'returns.0.slipId', 'Slip SL-3 is not a slip we sent (OUT)');
    await refused(await slip('IN', '2026-04-15', 5, { gross: '5' }, named(ids['SL-2'].id, '1')), 422, 'returns.0.slipId', 'Slip SL-2 is dated after this slip (15-04-2026)');
    await refused(await slip('OUT', '2026-06-15', 5, { gross: '5' }, named(ids['SL-2'].id, '1')), 400, 'returns', 'Only a received (IN) slip names the slips it returns');
    await refused(await slip('IN', '2026-06-15', 5, { gross: '5' }, { returns: Array.from({ length: 21 }, () => ({ slipId: ids['SL-2'].id, quantity: '0.1' })) }),
      400, 'returns', 'At most 20 slips can be named as returned');
    // Another company's OUT slip: 404, whatever it is.
    const theirParty = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0 }, other.token)).id;
    const theirSub = (await ok(api, '/subParty/list/v1', { filter: { partyId: theirParty } }, other.token))[0].id as string;
    const theirProduct = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe' }, other.token)).id;
    const theirs = await slip('OUT', '2026-04-10', 1, { gross: '5' }, { subPartyId: theirSub, productId: theirProduct }, other);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const r = await slip('IN', '2026-06-15', 5, { gross: '5' }, named((theirs.body.data as { id: string }).id, '1'));
    expect(r.status, JSON.stringify(r.body)).toBe(404);
    // An update that would overdraw SL-2 is refused too; one that names within it is taken.
    const filter = { ...ids['SL-4'], itemType: 'IN' };
    await refused(await call(api, '/jobWorkItem/slip/update/v2', { filter, update: { returns: [{ slipId: ids['SL-2'].id, quantity: '30.001' }] } }, owner.token),
      422, 'returns.0.quantity', 'Slip SL-2 has only 30.000 KG still open');
    await refused(await call(api, '/jobWorkItem/slip/update/v2', { filter, update: { grossQuantity: '49' } }, owner.token),
      422, 'returns', "The KG named (50.000) are more than this slip's net quantity (49.000)");
    expect(await table5A()).toEqual(before);
  });
});

describe('events stored before the field existed still fold', () => {
  it('given a SlipAdded of version 3 and a SlipUpdated of version 2 of SL-3 in the log, then a rebuild folds them (none; kept), Verify finds 0 differences', async () => {
    const oldSlipId = '31111111-2222-4333-8444-666666666666';
    const body = { issueDate: '2026-06-25', prefix: 'SL', slipNo: '9', grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null };
    const events = [
      { streamId: `slip:${oldSlipId}`, type: 'SlipAdded', version: 3, data: {
        slipId: oldSlipId, itemType: 'IN', subPartyId, productId: pipe, ...body, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null,
        rates: { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false },
      } },
      // SL-3 as it is, at version 2: no returns in the payload, so the slip keeps the ones it names.
      { streamId: `slip:${ids['SL-3'].id}`, type: 'SlipUpdated', version: 2, data: {
        slipId: ids['SL-3'].id, issueDate: '2026-05-05', prefix: 'SL', slipNo: '3', grossQuantity: '72.000', bagQuantity: '0.000', rejectedQuantity: '2.000',
        note: 'v2 update', jobWorkerChallanNo: null, jobWorkerChallanDate: null,
      } },
    ];
    await appendOldEventsAndRebuild(api, owner.companyId, events);

    const { rows } = await api.svc.pool.query<{ id: string; named_returns: string | null; note: string | null }>(
      'SELECT id, named_returns, note FROM rm_slip WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY slip_no',
      [owner.companyId, [ids['SL-3'].id, oldSlipId]]);
    expect(rows).toEqual([
      { id: ids['SL-3'].id, named_returns: `${ids['SL-1'].id}=40.000 ${ids['SL-2'].id}=30.000`, note: 'v2 update' },
      { id: oldSlipId, named_returns: null, note: null },
    ]);
    expect((await verifyCompany(api.svc.pool, owner.companyId)).differences).toEqual([]);
    // The old IN slip names nothing: FIFO gives it 1 KG of SL-1's 10.800 still open; the named rows are unchanged.
    const { json } = await table5A();
    expect(json).toEqual([...EXPECTED_JSON,
      { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'SL-9', jw2_chdt: '25-06-2026', uqc: 'KGS', qty: 1, desc: PIPE }]);
  });
});
