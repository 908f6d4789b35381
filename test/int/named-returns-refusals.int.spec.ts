// An OUT slip that an IN slip names as returned (issue 30, named returns) keeps what is named of it: it cannot be
// deleted, moved to the other direction, its item deleted, its net lowered below the KG named or its date moved after
// the IN slip; each refusal is 422 naming the IN slip (en and hi). Unnamed, it goes.
//
// Hand-computed: OUT SL-1 net 100.000 (10-04-2026), OUT SL-2 net 60.000 (20-04-2026); IN SL-3 (05-05-2026) names 40
// of SL-1 and 30 of SL-2; IN SL-4 (10-06-2026) names 50 of SL-1. SL-1 has 90.000 named: gross 89.999 is refused, 90 taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let subPartyId: string;
let pipe: string;
const ids: Record<string, { id: string; jobWorkItemId: string }> = {};

const add = async (name: string, itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, gross: string, returns: Array<[string, string]> = []) => {
  const r = await call(api, '/jobWorkItem/slip/add/v2', {
    itemType, subPartyId, productId: pipe, issueDate, slipNo, grossQuantity: gross, bagQuantity: '0', rejectedQuantity: '0', workRate: '2',
    returns: returns.map(([no, quantity]) => ({ slipId: ids[no].id, quantity })),
  }, owner.token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const data = r.body.data as { id: string; jobWorkItemId: string };
  ids[name] = { id: data.id, jobWorkItemId: data.jobWorkItemId };
};
const ref = (no: string, itemType: 'IN' | 'OUT' = 'OUT') => ({ ...ids[no], itemType });

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  other = await registerOwner(api);
  const party = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0 }, owner.token)).id;
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, owner.token))[0].id as string;
  await add('SL-1', 'OUT', '2026-04-10', 1, '100');
  await add('SL-2', 'OUT', '2026-04-20', 2, '60');
  await add('SL-3', 'IN', '2026-05-05', 3, '70', [['SL-1', '40'], ['SL-2', '30']]);
  await add('SL-4', 'IN', '2026-06-10', 4, '50', [['SL-1', '50']]);
});
afterAll(async () => {
  await api.close();
});

describe('an OUT slip named as returned keeps what is named of it', () => {
  const refused = async (path: string, body: object, message: string, field?: string, lang: 'en' | 'hi' = 'en') => {
    const r = await call(api, path as '/jobWorkItem/slip/delete/v2', body, owner.token, { 'accept-language': lang });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.error?.message).toBe(message);
    expect(r.body.error?.field).toBe(field);
  };

  it('refuses deleting SL-1 naming SL-3 and SL-4, in English and Hindi; deleting its item too', async () => {
    await refused('/jobWorkItem/slip/delete/v2', ref('SL-1'), 'In Slip SL-3, SL-4 names this slip as returned: unname it there before deleting this slip');
    await refused('/jobWorkItem/slip/delete/v2', ref('SL-1'), 'आई स्लिप SL-3, SL-4 इस स्लिप को लौटाई गई बताती है: इसे मिटाने से पहले वहाँ से हटाएँ', undefined, 'hi');
    await refused('/jobWorkItem/delete/v1', { id: ids['SL-2'].jobWorkItemId }, 'In Slip SL-3, SL-4 names slips of this item as returned: unname them there before deleting the item');
  });

  it('refuses moving SL-2 to the other direction, naming SL-3', async () => {
    await refused('/jobWorkItem/slip/transfer/v1', { filter: ref('SL-2'), update: { itemType: 'IN' } }, 'In Slip SL-3 names this slip as returned: unname it there before moving this slip');
  });

  it('refuses lowering SL-1 below the 90 KG named (89.999) or dating it after SL-3; takes exactly 90', async () => {
    const update = (u: object) => ({ filter: ref('SL-1'), update: u });
    await refused('/jobWorkItem/slip/update/v2', update({ grossQuantity: '89.999' }),
      'In Slip SL-3, SL-4 names 90.000 KG of this slip as returned: its net quantity cannot be less', 'grossQuantity');
    await refused('/jobWorkItem/slip/update/v2', update({ issueDate: '2026-05-06' }),
      'In Slip SL-3 names this slip as returned on 05-05-2026: this slip cannot be dated after it', 'issueDate');
    const saved = await ok(api, '/jobWorkItem/slip/update/v2', update({ grossQuantity: '90' }), owner.token);
    expect(saved.grossQuantity).toBe('90.000');
  });

  it('another company asking to delete SL-1 is answered 404, not the refusal', async () => {
    const r = await call(api, '/jobWorkItem/slip/delete/v2', ref('SL-1'), other.token);
    expect(r.status).toBe(404);
  });

  it('once SL-3 and SL-4 unname SL-2 and SL-1, they can be deleted', async () => {
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: ref('SL-3', 'IN'), update: { returns: [] } }, owner.token);
    await refused('/jobWorkItem/slip/delete/v2', ref('SL-1'), 'In Slip SL-4 names this slip as returned: unname it there before deleting this slip');
    await ok(api, '/jobWorkItem/slip/delete/v2', ref('SL-2'), owner.token);
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: ref('SL-4', 'IN'), update: { returns: [] } }, owner.token);
    await ok(api, '/jobWorkItem/slip/delete/v2', ref('SL-1'), owner.token);
  });
});
