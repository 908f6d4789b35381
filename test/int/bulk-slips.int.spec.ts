// A bulk slip add over HTTP (/jobWorkItem/slip/bulkAdd/v1): one command numbered on the server, all
// rows or none, one Idempotency-Key for the whole command; and a slip add that changes its item's rates
// in the same command.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_SLIPS_MAX } from '@ledger/contract';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let sub = '';
let otherSub = '';
let pipe = '';
let sheet = '';

const eventCount = async (companyId: string) =>
  Number((await api.svc.pool.query('SELECT count(*) FROM events WHERE company_id = $1', [companyId])).rows[0].count);

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  other = await registerOwner(api, 'Other Plastics');
  const party = await ok(api, '/party/add/v1', { name: 'Bulk Traders', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
  [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe' }, owner.token)).id;
  sheet = (await ok(api, '/product/add/v1', { name: 'PP Sheet' }, owner.token)).id;
  const otherParty = await ok(api, '/party/add/v1', { name: 'Elsewhere', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, other.token);
  [{ id: otherSub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: otherParty.id } }, other.token);
});
afterAll(async () => {
  await api.close();
});

const row = (productId: string, grossQuantity: string, extra: object = {}) => ({ productId, grossQuantity, ...extra });
const body = (rows: object[], extra: object = {}) => ({
  itemType: 'OUT', subPartyId: sub, issueDate: '2026-06-10', prefix: 'BK', rows, rates: [{ productId: pipe, workRate: '3.25', lossPercentage: '1.5' }], ...extra,
});

describe('bulk slip add', () => {
  it('numbers N rows consecutively from the next free number, in row order, with their rates and challan serials', async () => {
    await ok(api, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: sub, productId: pipe, issueDate: '2026-05-02', prefix: 'BK', slipNo: '41', grossQuantity: '5' }, owner.token);
    const { nextSlipNo } = await ok(api, '/itemSlip/nextNo/get/v1', { issueDate: '2026-06-10', prefix: 'BK' }, owner.token);
    expect(nextSlipNo).toBe(42);
    const { slips } = await ok(api, '/jobWorkItem/slip/bulkAdd/v1', body([
      row(pipe, '10.5', { bagQuantity: '0.5', note: 'lot 1' }), row(sheet, '20'), row(pipe, '7.25', { rejectedQuantity: '1' }),
    ]), owner.token);
    expect(slips.map((s) => [s.prefix, s.slipNo, s.challanNo])).toEqual([
      ['BK', '42', 'DC/2026-27/1'], ['BK', '43', 'DC/2026-27/2'], ['BK', '44', 'DC/2026-27/3'],
    ]);
    // As recorded and projected, in row order.
    const { rows } = await api.svc.pool.query<{ id: string; slip_no: string; gross_quantity: string; net_quantity: string; item_type: string; note: string | null; challan_no: string; job_work_item_id: string }>(
      'SELECT id, slip_no, gross_quantity, net_quantity, item_type, note, challan_no, job_work_item_id FROM rm_slip WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY slip_no',
      [owner.companyId, slips.map((s) => s.id)]);
    expect(rows.map((r) => [r.id, r.slip_no, r.gross_quantity, r.net_quantity, r.item_type, r.note, r.challan_no])).toEqual([
      [slips[0]?.id, '42', '10.500', '10.000', 'OUT', 'lot 1', 'DC/2026-27/1'],
      [slips[1]?.id, '43', '20.000', '20.000', 'OUT', null, 'DC/2026-27/2'],
      [slips[2]?.id, '44', '7.250', '6.250', 'OUT', null, 'DC/2026-27/3'],
    ]);
    // The pipe's item started with the rates sent; the sheet's, without any, with the defaults.
    const items = await api.svc.pool.query<{ product_id: string; work_rate: string; loss_percentage: string; is_loss_inclusive: boolean }>(
      `SELECT product_id, work_rate, loss_percentage, is_loss_inclusive FROM rm_job_work_item WHERE company_id = $1 AND id = ANY($2::uuid[])`,
      [owner.companyId, rows.map((r) => r.job_work_item_id)]);
    expect(Object.fromEntries(items.rows.map((i) => [i.product_id, [i.work_rate, i.loss_percentage, i.is_loss_inclusive]]))).toEqual({
      [pipe]: ['3.25', '1.50', true], [sheet]: ['0.00', '0.00', true],
    });
    expect((await ok(api, '/itemSlip/nextNo/get/v1', { issueDate: '2026-06-10', prefix: 'BK' }, owner.token)).nextSlipNo).toBe(45);
  });

  it('refuses every row when one is wrong, naming that row, and appends nothing', async () => {
    const before = await eventCount(owner.companyId);
    const bad = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body([row(pipe, '10'), row(pipe, '5', { bagQuantity: '6' }), row(sheet, '3')]), owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'rows.1.bagQuantity', message: 'Bag quantity cannot be more than the gross quantity' } });
    const unparsable = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body([row(pipe, '10'), row(pipe, '10'), row(pipe, '10'), row(pipe, 'ten')]), owner.token);
    expect(unparsable.status).toBe(400);
    expect(unparsable.body).toMatchObject({ error: { field: 'rows.3.grossQuantity' } });
    const stranger = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body([row(pipe, '10'), row('00000000-0000-4000-8000-000000000999', '4')]), owner.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ error: { field: 'rows.1.productId', message: 'Product not found' } });
    expect(await eventCount(owner.companyId)).toBe(before);
  });

  it(`refuses no rows or more than ${BULK_SLIPS_MAX} with 400 on rows`, async () => {
    const none = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body([]), owner.token);
    expect(none).toMatchObject({ status: 400, body: { error: { field: 'rows' } } });
    const many = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body(Array.from({ length: BULK_SLIPS_MAX + 1 }, () => row(pipe, '1'))), owner.token);
    expect(many).toMatchObject({ status: 400, body: { error: { field: 'rows', message: `At most ${BULK_SLIPS_MAX} slips can be added at once` } } });
  });

  it('answers a retry with the same Idempotency-Key with the same slips, appending nothing more', async () => {
    const headers = { 'Idempotency-Key': 'bulk-retry-1' };
    const request = body([row(sheet, '1'), row(sheet, '2')], { itemType: 'IN', issueDate: '2026-06-11' });
    const first = await ok(api, '/jobWorkItem/slip/bulkAdd/v1', request, owner.token, headers);
    const count = await eventCount(owner.companyId);
    const again = await ok(api, '/jobWorkItem/slip/bulkAdd/v1', request, owner.token, headers);
    expect(again).toEqual(first);
    expect(first.slips.map((s) => s.slipNo)).toEqual(['45', '46']);
    expect(await eventCount(owner.companyId)).toBe(count);
  });

  it("404s another company's sub-party and appends nothing to either company", async () => {
    const [mine, theirs] = [await eventCount(owner.companyId), await eventCount(other.companyId)];
    const reply = await call(api, '/jobWorkItem/slip/bulkAdd/v1', body([row(pipe, '1')], { subPartyId: otherSub }), owner.token);
    expect(reply).toMatchObject({ status: 404, body: { error: { message: 'Sub party not found' } } });
    expect([await eventCount(owner.companyId), await eventCount(other.companyId)]).toEqual([mine, theirs]);
  });
});

describe('change this item\'s rates and add a slip', () => {
  it('changes the month\'s item rates and adds the slip in one request; a refused slip leaves the rates as they were', async () => {
    const slip = (slipNo: string, workRate: string) => ({
      itemType: 'IN', subPartyId: sub, productId: pipe, issueDate: '2026-08-03', prefix: 'RC', slipNo, grossQuantity: '10', workRate, changeItemRates: true,
    });
    const first = await ok(api, '/jobWorkItem/slip/add/v2', slip('1', '2'), owner.token);
    const rateOf = async () => (await api.svc.pool.query<{ work_rate: string }>(
      'SELECT work_rate FROM rm_job_work_item WHERE company_id = $1 AND id = $2', [owner.companyId, first.jobWorkItemId])).rows[0]?.work_rate;
    expect(await rateOf()).toBe('2.00');
    const before = await eventCount(owner.companyId);
    const refused = await call(api, '/jobWorkItem/slip/add/v2', slip('1', '5'), owner.token);
    expect(refused).toMatchObject({ status: 422, body: { error: { field: 'slipNo' } } });
    expect([await rateOf(), await eventCount(owner.companyId)]).toEqual(['2.00', before]);
    const second = await ok(api, '/jobWorkItem/slip/add/v2', slip('2', '5'), owner.token);
    expect(second.jobWorkItemId).toBe(first.jobWorkItemId);
    expect([await rateOf(), await eventCount(owner.companyId)]).toEqual(['5.00', before + 2]);
  });
});
