// Rule 55 challan serials are decided by the command and recorded in its event (SlipAdded, BillAdded
// and SlipTransferred at schema version 2), so folding the log again never renumbers a printed challan:
// not a rebuild, not Verify, not a correction that voids an earlier event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVersion, rebuildCompany, verifyCompany } from '@ledger/projections';
import { appendEvents } from '../../services/api/src/store/eventStore.ts';
import { ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let sub = '';
let product = '';

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  const party = await ok(api, '/party/add/v1', { name: 'Serial Traders', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
  [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  product = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe' }, owner.token)).id;
});
afterAll(async () => {
  await api.close();
});

let slipNo = 0;
const slip = (itemType: 'IN' | 'OUT', issueDate: string) => ok(api, '/jobWorkItem/slip/add/v2', {
  itemType, subPartyId: sub, productId: product, issueDate, slipNo: ++slipNo, grossQuantity: '10.500', bagQuantity: '0.500', workRate: '2',
}, owner.token);
const challanNo = async (id: string): Promise<string | null> => {
  const { rows } = await api.svc.pool.query<{ challan_no: string | null }>(
    'SELECT challan_no FROM rm_slip WHERE company_id = $1 AND id = $2 UNION ALL SELECT challan_no FROM rm_bill WHERE company_id = $1 AND id = $2',
    [owner.companyId, id]);
  return rows[0]?.challan_no ?? null;
};
const stored = async (streamId: string) => (await api.svc.pool.query<{ seq: string; type: string; schema_version: number; data: { challanNo?: string | null } }>(
  'SELECT seq, type, schema_version, data FROM events WHERE company_id = $1 AND stream_id = $2 ORDER BY seq', [owner.companyId, streamId])).rows;

describe('challan serials recorded in the events', () => {
  it('when a challan is given a serial, then its event records it (SlipAdded and BillAdded at their latest version, which holds it since version 2)', async () => {
    const out = await slip('OUT', '2026-06-01');
    const inward = await slip('IN', '2026-06-02');
    const dc = await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: sub, productId: product, issueDate: '2026-06-03', fullBillNo: 'DC-1', quantity: '5', workRate: '3' }, owner.token);
    const sale = await ok(api, '/saleBill/add/v2', { subPartyId: sub, productId: product, issueDate: '2026-06-03', fullBillNo: 'S-1', quantity: '5', workRate: '3', saleRate: '90' }, owner.token);
    expect(await stored(`slip:${out.id}`)).toMatchObject([{ type: 'SlipAdded', schema_version: latestVersion('SlipAdded'), data: { challanNo: 'DC/2026-27/1' } }]);
    expect(await stored(`slip:${inward.id}`)).toMatchObject([{ type: 'SlipAdded', schema_version: latestVersion('SlipAdded'), data: { challanNo: null } }]);
    expect(await stored(`bill:${dc.id}`)).toMatchObject([{ type: 'BillAdded', schema_version: latestVersion('BillAdded'), data: { challanNo: 'DC/2026-27/2' } }]);
    expect(await stored(`bill:${sale.id}`)).toMatchObject([{ type: 'BillAdded', schema_version: latestVersion('BillAdded'), data: { challanNo: null } }]);
    // Goods sent back out get theirs when transferred, recorded in the transfer; sent in again, they keep it.
    await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: inward.id, jobWorkItemId: inward.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, owner.token);
    expect((await stored(`slip:${inward.id}`))[1]).toMatchObject({ type: 'SlipTransferred', schema_version: 2, data: { challanNo: 'DC/2026-27/3' } });
    expect(await challanNo(inward.id)).toBe('DC/2026-27/3');
    // Other events keep their first version.
    expect((await stored(`product:${product}`))[0]).toMatchObject({ type: 'ProductAdded', schema_version: 1 });
  });

  it('when an earlier challan\'s event is voided, then a rebuild keeps every later printed serial, Verify finds 0 differences and no serial is given again', async () => {
    const first = await slip('OUT', '2026-07-01');
    const second = await slip('OUT', '2026-07-02');
    const dc = await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: sub, productId: product, issueDate: '2026-07-03', fullBillNo: 'DC-2', quantity: '5', workRate: '3' }, owner.token);
    const printed = { second: await challanNo(second.id), dc: await challanNo(dc.id) };
    expect(await challanNo(first.id)).toBe('DC/2026-27/4');
    expect(printed).toEqual({ second: 'DC/2026-27/5', dc: 'DC/2026-27/6' });

    // An operator's correction voids the first slip's event (appended as the repair command appends it).
    const [voided] = await stored(`slip:${first.id}`);
    const client = await api.svc.pool.connect();
    try {
      await client.query('BEGIN');
      const h = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1 FOR UPDATE', [owner.companyId]);
      await appendEvents(client, { companyId: owner.companyId, actor: 'operator:test', requestId: 'repair', idempotencyKey: null }, Number(h.rows[0].seq), [{
        type: 'EventVoided', streamId: `slip:${first.id}`, data: { voidedSeq: Number(voided.seq), voidedType: 'SlipAdded', reason: 'entered twice at the gate' },
      }], { voidedSeq: Number(voided.seq) }, new Date());
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await rebuildCompany(api.svc.pool, owner.companyId);
    api.svc.store.guard.forget(owner.companyId);
    api.svc.projection.forget(owner.companyId);

    expect(await challanNo(first.id)).toBeNull();
    expect({ second: await challanNo(second.id), dc: await challanNo(dc.id) }).toEqual(printed);
    const verified = await verifyCompany(api.svc.pool, owner.companyId);
    expect(verified.differences).toEqual([]);
    // The next challan follows the last one given, not the count of those left.
    const next = await slip('OUT', '2026-07-04');
    expect(await challanNo(next.id)).toBe('DC/2026-27/7');
  });
});
