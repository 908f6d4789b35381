// Deemed supply (issue 30 part 4; docs/gst.md "Deemed supply") through HTTP, on figures checked by hand:
//   Shree Polymers (GSTIN 24AAACS1234F1ZY), our GSTIN 24AAACC1206D1ZM.
//   01-10-2025 OUT SL-1 100.000 KG PP Granules (HSN 3902, value rate 85.50 ₹/KG), challan DC/2025-26/1
//     → inputs: last day to come back 01-10-2026; due soon from 01-09-2026; overdue from 02-10-2026;
//       draft: 100.000 × 85.50 = 8,550.00, deemed supplied on 01-10-2025 (the day sent out).
//   01-10-2025 OUT SL-2 2.000 KG Injection Mould (capital goods, HSN 8480, 95,000.00 ₹/KG), DC/2025-26/2
//     → three years: last day 01-10-2028; not listed in 2026.
//   15-11-2023 OUT SL-3 1.000 KG Injection Mould → last day 15-11-2026: overdue today (95,000.00).
//   20-12-2023 OUT SL-4 1.000 KG Injection Mould → last day 20-12-2026: due soon today (from 20-11-2026).
// Today is fixed at 27-11-2026. Accepting or dismissing is an event on the slip's stream, shown on the list,
// in the slip's history; it changes no balance. The owner may, the accountant may not; another company's slip is 404.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let accountant: { token: string };
let party = { id: '', name: 'Shree Polymers' };
const slips = { granules: '', mould: '', dueSoon: '' };

async function registerUser(mobileNo: string) {
  const password = 'secret-deemed-1';
  await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  return ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
}

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'deemed-'));
  writeFileSync(join(dir, 'd.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
};

beforeAll(async () => {
  api = await startApi();
  api.setNow(new Date('2026-11-27T06:30:00Z'));
  owner = await registerOwner(api, 'Acme Plastics');
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', state: '24', gstin: '24AAACC1206D1ZM' }, owner.token);
  party = await ok(api, '/party/add/v1', {
    name: party.name, openingReceivableQuantity: 0, openingReceivableAmount: 0, contact: { gstin: '24AAACS1234F1ZY', state: '24', address: 'GIDC, Vapi' },
  }, owner.token);
  const [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  const granules = await ok(api, '/product/add/v1', { name: 'PP Granules', hsn: '3902', valueRate: '85.50' }, owner.token);
  const mould = await ok(api, '/product/add/v1', { name: 'Injection Mould', hsn: '8480', valueRate: '95000', capitalGoods: true }, owner.token);
  expect([granules.capitalGoods, mould.capitalGoods]).toEqual([false, true]);
  const out = (slipNo: number, productId: string, kg: string, issueDate = '2025-10-01') =>
    ok(api, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub, productId, issueDate, slipNo, grossQuantity: kg, workRate: '1', lossPercentage: '0' }, owner.token);
  await out(1, granules.id, '100');
  await out(2, mould.id, '2');
  await out(3, mould.id, '1', '2023-11-15');
  await out(4, mould.id, '1', '2023-12-20');
  const ids = (await api.svc.pool.query<{ id: string; slip_no: string }>('SELECT id, slip_no FROM rm_slip WHERE company_id = $1 ORDER BY slip_no', [owner.companyId])).rows;
  slips.granules = ids[0].id;
  slips.mould = ids[1].id;
  slips.dueSoon = ids[3].id;
  const caMobile = freshMobile();
  await ok(api, '/company/accountant/add/v1', { mobileNo: caMobile }, owner.token);
  accountant = await registerUser(caMobile);
});
afterAll(async () => { await api?.close(); });

const lots = async (asOf?: string) => (await ok(api, '/report/ageing/v1', asOf ? { asOf } : {}, owner.token)).section143;
const balance = async () => (await api.svc.pool.query<{ q: string }>('SELECT closing_quantity::text AS q FROM rm_party WHERE company_id = $1 AND id = $2', [owner.companyId, party.id])).rows[0].q;

describe('Section 143 limits', () => {
  it('inputs sent on 01-10-2025: due soon up to 01-10-2026, overdue from 02-10-2026; the capital goods not listed', async () => {
    expect((await lots('2026-08-31')).length).toBe(0);
    const onLimit = await lots('2026-10-01');
    expect(onLimit.map((l) => [l.number, l.status, l.limit, l.days])).toEqual([['SL-1', 'DUE_SOON', '2026-10-01', 365]]);
    const after = await lots('2026-10-02');
    expect(after).toEqual([{
      party: { id: party.id, name: party.name }, product: { id: expect.any(String), name: 'PP Granules' }, slipId: slips.granules, capitalGoods: false,
      number: 'SL-1', challanNo: 'DC/2025-26/1', sentOn: '2025-10-01', quantity: '100.000', days: 366, limit: '2026-10-01', status: 'OVERDUE',
      value: '8550.00', deemedOn: '2025-10-01', decision: null,
    }]);
  });

  it('capital goods get three years: sent 15-11-2023 overdue after 15-11-2026, 20-12-2023 due soon, 01-10-2025 not listed', async () => {
    const today = await lots();
    expect(today.map((l) => [l.number, l.capitalGoods, l.sentOn, l.limit, l.status, l.quantity, l.value])).toEqual([
      ['SL-3', true, '2023-11-15', '2026-11-15', 'OVERDUE', '1.000', '95000.00'],
      ['SL-4', true, '2023-12-20', '2026-12-20', 'DUE_SOON', '1.000', '95000.00'],
      ['SL-1', false, '2025-10-01', '2026-10-01', 'OVERDUE', '100.000', '8550.00'],
    ]);
  });
});

describe('ITC-04 Table 4 names capital goods', () => {
  it('FY 2025-26 Q3: SL-1 is inputs (8b), SL-2 capital goods (7b); in Excel "Inputs" and "Capital Goods"', async () => {
    const f = await download(api, '/report/itc04/export/v1', { fy: 2025, period: 'Q3', format: 'json' }, owner.token);
    const json = JSON.parse(f.bytes.toString('utf8')) as { m2jw: Array<{ chnum: string; itms: Array<{ goods_ty: string; txval: number }> }> };
    expect(json.m2jw.map((c) => [c.chnum, c.itms[0].goods_ty, c.itms[0].txval])).toEqual([['DC/2025-26/1', '8b', 8550], ['DC/2025-26/2', '7b', 190000]]);
    const csv = (await download(api, '/report/itc04/export/v1', { fy: 2025, period: 'Q3', format: 'csv', table: '4' }, owner.token)).bytes.toString('utf8');
    expect(csv).toContain(',KGS,100.000,8550.00,Inputs,');
    expect(csv).toContain(',KGS,2.000,190000.00,Capital Goods,');
  });
});

describe('the draft tax invoice', () => {
  it('is a PDF with both GSTINs, the HSN, the challan, the deemed date, 100.000 KG and 8,550.00, the rate left blank', async () => {
    const f = await download(api, '/report/section143/draft/v1', { slipId: slips.granules }, owner.token);
    expect(f.contentType).toMatch(/application\/pdf/);
    const text = pdfText(f.bytes);
    for (const want of ['DRAFT TAX INVOICE', '24AAACC1206D1ZM', '24AAACS1234F1ZY', '3902', 'DC/2025-26/1', '01-10-2025', '01-10-2026', '100.000', '8,550.00', '85.50', 'PP Granules', 'left blank for your CA']) {
      expect(text, want).toContain(want);
    }
    expect(text).toMatch(/Date of supply \(deemed\)\s+01-10-2025/);
  });

  it('is refused for a lot not past its limit (the capital goods), 404 for another company, and the accountant may read it', async () => {
    const early = await call(api, '/report/section143/draft/v1', { slipId: slips.mould }, owner.token);
    expect(early.status).toBe(422);
    expect(early.body.error).toEqual({ message: 'Only goods still with the job worker after their Section 143 limit can be deemed supplied', field: 'slipId' });
    const other = await registerOwner(api, 'Other Co');
    expect((await call(api, '/report/section143/draft/v1', { slipId: slips.granules }, other.token)).status).toBe(404);
    expect((await download(api, '/report/section143/draft/v1', { slipId: slips.granules }, accountant.token)).bytes.length).toBeGreaterThan(1000);
  });
});

describe('accept or dismiss', () => {
  it('the accountant cannot accept; another company gets 404; the capital goods lot is refused', async () => {
    expect((await call(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'accept' }, accountant.token)).status).toBe(403);
    const other = await registerOwner(api, 'Third Co');
    expect((await call(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'accept' }, other.token)).status).toBe(404);
    for (const slipId of [slips.mould, slips.dueSoon]) {
      const early = await call(api, '/report/section143/decide/v1', { slipId, decision: 'dismiss' }, owner.token);
      expect([early.status, early.body.error?.field]).toEqual([422, 'slipId']);
    }
    const bad = await call(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'maybe' }, owner.token);
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'decision']);
  });

  it('the owner accepts: the list says Accepted on 27-11-2026, the warning no longer counts it, no balance changes; undo; dismiss', async () => {
    const before = await balance();
    const before143 = (await ok(api, '/report/ageing/v1', {}, owner.token)).section143Totals;
    expect(before143).toEqual({ overdue: { lots: 2, quantity: '101.000' }, dueSoon: { lots: 1, quantity: '1.000' } });
    expect(await ok(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'accept' }, owner.token))
      .toEqual({ slipId: slips.granules, decision: { status: 'ACCEPTED', on: '2026-11-27' } });
    const after = await ok(api, '/report/ageing/v1', {}, owner.token);
    expect(after.section143.find((l) => l.slipId === slips.granules)?.decision).toEqual({ status: 'ACCEPTED', on: '2026-11-27' });
    expect(after.section143Totals.overdue).toEqual({ lots: 1, quantity: '1.000' });
    expect(await balance()).toBe(before);
    const again = await call(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'dismiss' }, owner.token);
    expect([again.status, again.body.error?.message]).toEqual([422, 'The deemed supply of this slip was already accepted; undo that first']);
    expect((await ok(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'undo' }, owner.token)).decision).toBeNull();
    expect((await ok(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'dismiss' }, owner.token)).decision)
      .toEqual({ status: 'DISMISSED', on: '2026-11-27' });
    expect(await balance()).toBe(before);
  });

  it('with the books closed over the day the goods were sent, a choice is still taken: it changes no document', async () => {
    await ok(api, '/company/books/close/v1', { upTo: '2026-10-31', reason: 'audit' }, owner.token);
    try {
      expect((await ok(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'undo' }, owner.token)).decision).toBeNull();
      expect((await ok(api, '/report/section143/decide/v1', { slipId: slips.granules, decision: 'dismiss' }, owner.token)).decision?.status).toBe('DISMISSED');
    } finally {
      await ok(api, '/company/books/reopen/v1', { upTo: null, reason: 'test over' }, owner.token);
    }
  });

  it('each choice is an event in the slip\'s history, with the draft as it read', async () => {
    const history = await ok(api, '/history/document/get/v1', { id: slips.granules }, owner.token);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['SlipAdded', 'DeemedSupplyAccepted', 'DeemedSupplyUndone', 'DeemedSupplyDismissed', 'DeemedSupplyUndone', 'DeemedSupplyDismissed']);
    const { rows } = await api.svc.pool.query<{ data: unknown }>(`SELECT data FROM events WHERE company_id = $1 AND type = 'DeemedSupplyAccepted'`, [owner.companyId]);
    expect(rows[0].data).toEqual({ slipId: slips.granules, quantity: '100.000', value: '8550.00', deemedOn: '2025-10-01', limit: '2026-10-01' });
    const activity = await ok(api, '/history/activity/list/v1', { partyId: party.id }, owner.token);
    expect(activity.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['DeemedSupplyAccepted', 'DeemedSupplyDismissed']));
  });
});

describe('on a long log, the lot is read off the request thread', () => {
  // A company of its own: one lot of inputs sent 01-10-2025, 100.000 KG at 85.50 ₹/KG, overdue today (27-11-2026).
  let co: Owner;
  let slipId = '';
  let sub = '';
  let productId = '';
  const inlineEvents = () => api.svc.heavy.limits.inlineEvents;
  let shortLog = 0;
  beforeAll(async () => {
    co = await registerOwner(api, 'Long Log Plastics');
    await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', state: '24', gstin: '24AAACC1206D1ZM' }, co.token);
    const p = await ok(api, '/party/add/v1', {
      name: 'Vapi Moulders', openingReceivableQuantity: 0, openingReceivableAmount: 0, contact: { gstin: '24AAACS1234F1ZY', state: '24', address: 'GIDC, Vapi' },
    }, co.token);
    [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, co.token);
    ({ id: productId } = await ok(api, '/product/add/v1', { name: 'PP Granules', hsn: '3902', valueRate: '85.50' }, co.token));
    await ok(api, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub, productId, issueDate: '2025-10-01', slipNo: 1, grossQuantity: '100', workRate: '1', lossPercentage: '0' }, co.token);
    slipId = (await api.svc.pool.query<{ id: string }>('SELECT id FROM rm_slip WHERE company_id = $1', [co.companyId])).rows[0].id;
    // Every log counts as long while these run (HEAVY_INLINE_EVENTS=0); the other tests keep the short-log path.
    shortLog = inlineEvents();
    api.svc.heavy.limits.inlineEvents = 0;
  });
  afterAll(() => {
    api.svc.heavy.limits.inlineEvents = shortLog;
  });
  const recorded = async (type: string) => (await api.svc.pool.query<{ data: Record<string, string> }>(
    'SELECT data FROM events WHERE company_id = $1 AND type = $2 ORDER BY seq DESC LIMIT 1', [co.companyId, type])).rows[0]?.data;

  it('accepting folds in a thread and records the lot it read; undo folds nothing', async () => {
    const before = api.svc.heavy.completed;
    expect((await ok(api, '/report/section143/decide/v1', { slipId, decision: 'accept' }, co.token)).decision).toEqual({ status: 'ACCEPTED', on: '2026-11-27' });
    expect(api.svc.heavy.completed - before).toBe(1);
    expect(await recorded('DeemedSupplyAccepted')).toEqual({ slipId, quantity: '100.000', value: '8550.00', deemedOn: '2025-10-01', limit: '2026-10-01' });
    const beforeUndo = api.svc.heavy.completed;
    expect((await ok(api, '/report/section143/decide/v1', { slipId, decision: 'undo' }, co.token)).decision).toBeNull();
    expect(api.svc.heavy.completed - beforeUndo).toBe(0);
  });

  it('when the company writes between that read and the command, the command reads the lot again', async () => {
    // 10.000 KG come back after the lot was read in the thread and before the command runs: the draft recorded is
    // the lot as the list shows it when the choice is taken (90.000 KG, 7,695.00), not the 100.000 KG read before.
    const heavy = api.svc.heavy;
    const fold = heavy.fold.bind(heavy);
    heavy.fold = (async (db, name, input) => {
      const out = await fold(db, name, input);
      if (name === 'section143Lot') {
        await ok(api, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: sub, productId, issueDate: '2026-11-02', slipNo: 2, grossQuantity: '10', workRate: '1', lossPercentage: '0' }, co.token);
      }
      return out;
    }) as typeof heavy.fold;
    try {
      await ok(api, '/report/section143/decide/v1', { slipId, decision: 'dismiss' }, co.token);
    } finally {
      delete (heavy as { fold?: unknown }).fold;
    }
    expect(await recorded('DeemedSupplyDismissed')).toEqual({ slipId, quantity: '90.000', limit: '2026-10-01' });
    const lot = (await ok(api, '/report/ageing/v1', {}, co.token)).section143.find((l) => l.slipId === slipId);
    expect([lot?.quantity, lot?.value, lot?.decision?.status]).toEqual(['90.000', '7695.00', 'DISMISSED']);
  });
});
