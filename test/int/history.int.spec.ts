// Document history (owner) and the raw event log (admin), read straight from the event store.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let party: Party;
let productId: string;
let slipId: string;

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'History Co');
  other = await registerOwner(api, 'Other Co');
  party = await addParty(api, owner, 'Audit Party', { amount: '10.00' });
  productId = await addProduct(api, owner, 'Granules');
  const added = await addSlip(api, owner, {
    itemType: 'IN', subPartyId: party.defaultSubPartyId, productId, issueDate: '2026-04-03', slipNo: 1,
    grossQuantity: '10.000', bagQuantity: '0.500', lossPercentage: '2',
  });
  slipId = added.id;
  await ok(api, '/jobWorkItem/slip/update/v2', {
    filter: { id: slipId, jobWorkItemId: added.jobWorkItemId, itemType: 'IN' },
    update: { grossQuantity: '12.000', note: 'Recounted' },
  }, owner.token);
  const moved = await ok(api, '/jobWorkItem/slip/transfer/v1', {
    filter: { id: slipId, jobWorkItemId: added.jobWorkItemId, itemType: 'IN' },
    update: { itemType: 'OUT', issueDate: '2026-04-07' },
  }, owner.token);
  await ok(api, '/jobWorkItem/slip/delete/v2', { id: slipId, jobWorkItemId: moved.jobWorkItemId, itemType: 'OUT' }, owner.token);
});
afterAll(async () => { await api.close(); });

describe('POST /history/document/get/v1', () => {
  it('lists a slip’s add, update, transfer and delete with changed fields and the actor', async () => {
    const history = await ok(api, '/history/document/get/v1', { id: slipId }, owner.token);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['SlipAdded', 'SlipUpdated', 'SlipTransferred', 'SlipDeleted']);
    const seqs = history.map((e: { seq: number }) => e.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    for (const e of history) {
      expect(e.actor).toEqual({ id: owner.userId, mobileNo: owner.mobileNo });
      expect(Number.isNaN(Date.parse(e.recordedAt))).toBe(false);
      expect(e.data.slipId).toBe(slipId);
    }
    const [add, update, transfer, del] = history;
    expect([...add.changedFields].sort()).toEqual(Object.keys(add.data).sort());
    expect(add.changedFields).toEqual(expect.arrayContaining(['slipId', 'itemType', 'grossQuantity', 'bagQuantity', 'rates']));
    expect(add.data).toMatchObject({ itemType: 'IN', grossQuantity: '10.000', bagQuantity: '0.500', note: null });
    expect(update.changedFields.sort()).toEqual(['grossQuantity', 'note']);
    expect(update.data).toMatchObject({ grossQuantity: '12.000', note: 'Recounted', bagQuantity: '0.500' });
    // Sent out, the slip was given its Rule 55 challan serial, which the transfer records.
    expect(transfer.changedFields.sort()).toEqual(['challanNo', 'issueDate', 'itemType']);
    expect(transfer.data).toEqual({ slipId, itemType: 'OUT', issueDate: '2026-04-07', challanNo: 'DC/2026-27/1' });
    expect(del.changedFields).toEqual([]);
    expect(del.data).toEqual({ slipId });
  });

  it('shows a party’s events (its own stream only)', async () => {
    const history = await ok(api, '/history/document/get/v1', { id: party.id }, owner.token);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['PartyAdded']);
    expect(history[0].data).toMatchObject({ name: 'Audit Party', openingReceivableAmount: '10.00' });
  });

  it('answers 404 for another company’s document and for an unknown id; 400 for a malformed id', async () => {
    const foreign = await call(api, '/history/document/get/v1', { id: slipId }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.message).toBe('Document not found');
    const unknown = await call(api, '/history/document/get/v1', { id: randomUUID() }, owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Document not found');
    const bad = await call(api, '/history/document/get/v1', { id: 'nope' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('id');
    expect((await call(api, '/history/document/get/v1', { id: slipId })).status).toBe(401);
  });

  it('is refused to an admin token (owners only)', async () => {
    const r = await call(api, '/history/document/get/v1', { id: slipId }, await adminToken(api));
    expect(r.status).toBe(401);
  });
});

describe('POST /admin/company/events/list/v1', () => {
  it('pages through every event of a company with afterSeq and limit', async () => {
    const admin = await adminToken(api);
    const { rows } = await api.svc.pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE company_id = $1', [owner.companyId]);
    const total = Number(rows[0].n);
    expect(total).toBeGreaterThan(5);

    const seen: number[] = [];
    let afterSeq = 0;
    let pages = 0;
    for (;;) {
      const page = await ok(api, '/admin/company/events/list/v1', { companyId: owner.companyId, afterSeq, limit: 3 }, admin);
      pages++;
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events.map((e: { seq: number }) => e.seq));
      if (page.nextAfterSeq === null) break;
      expect(page.events).toHaveLength(3);
      expect(page.nextAfterSeq).toBe(page.events[2].seq);
      afterSeq = page.nextAfterSeq;
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(pages).toBe(Math.ceil(total / 3) + (total % 3 === 0 ? 1 : 0));

    const first = await ok(api, '/admin/company/events/list/v1', { companyId: owner.companyId }, admin);
    expect(first.events).toHaveLength(total);
    expect(first.nextAfterSeq).toBeNull();
    expect(first.events[0]).toMatchObject({
      seq: 1, streamId: `company:${owner.companyId}`, streamVersion: 1, type: 'CompanyCreated', schemaVersion: 1,
      actor: { id: owner.userId, mobileNo: owner.mobileNo }, data: { name: 'History Co' },
    });
    const slipEvents = first.events.filter((e: { streamId: string }) => e.streamId === `slip:${slipId}`);
    expect(slipEvents.map((e: { streamVersion: number }) => e.streamVersion)).toEqual([1, 2, 3, 4]);

    const exact = await ok(api, '/admin/company/events/list/v1', { companyId: owner.companyId, afterSeq: total - 2, limit: 2 }, admin);
    expect(exact.events.map((e: { seq: number }) => e.seq)).toEqual([total - 1, total]);
    expect(exact.nextAfterSeq).toBeNull();
    const past = await ok(api, '/admin/company/events/list/v1', { companyId: owner.companyId, afterSeq: total }, admin);
    expect(past).toEqual({ events: [], nextAfterSeq: null });
  });

  it('answers 404 for an unknown company and 400 for a bad limit', async () => {
    const admin = await adminToken(api);
    const r = await call(api, '/admin/company/events/list/v1', { companyId: randomUUID() }, admin);
    expect(r.status).toBe(404);
    for (const limit of [0, 501, 2.5]) {
      const bad = await call(api, '/admin/company/events/list/v1', { companyId: owner.companyId, limit }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe('limit');
    }
    const neg = await call(api, '/admin/company/events/list/v1', { companyId: owner.companyId, afterSeq: -1 }, admin);
    expect(neg.status).toBe(400);
  });

  it('is forbidden to an owner', async () => {
    const r = await call(api, '/admin/company/events/list/v1', { companyId: owner.companyId }, owner.token);
    expect(r.status).toBe(403);
    expect((await call(api, '/admin/company/events/list/v1', { companyId: owner.companyId })).status).toBe(401);
  });
});
