// The auditor's workspace over HTTP: read-only accountant access (grant, every write refused, reads,
// revocation at once, tenancy), the history timeline of every document type with before → after, the
// company's Activity, and the statement as it read at a past moment (the worked example's back-dated edit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { call, freshMobile, ok, refreshStats, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { addParty, addProduct, enterWorkedExample, statement, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let otherOwner: Owner;
let party: Party;
let sl2: { id: string; jobWorkItemId: string };
let beforeEdit: string;
let otherPartyId: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Registers a user (no company) and answers their session. */
async function registerUser(mobileNo = freshMobile()) {
  const password = 'secret-ca-1';
  await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  const s = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
  return { ...s, mobileNo, password };
}

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Shree Plastics');
  otherOwner = await registerOwner(api, 'Other Works');
  otherPartyId = (await addParty(api, otherOwner, 'Other Party')).id;
  ({ party, sl2 } = await enterWorkedExample(api, owner));
  await sleep(20);
  beforeEdit = new Date().toISOString();
  await sleep(20);
  // The ledger rules' back-dated edit: SL-2's bag becomes 1.250.
  await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '1.250' } }, owner.token);
});
afterAll(async () => { await api.close(); });

describe('accountant (CA) access', () => {
  let ca: Awaited<ReturnType<typeof registerUser>>;
  let grantId: string;

  it('the owner grants access by mobile number before the accountant has an account', async () => {
    const mobileNo = freshMobile();
    const grant = await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    expect(grant).toMatchObject({ mobileNo, registered: false, grantedBy: owner.mobileNo, lastSeenAt: null });
    grantId = grant.id;
    const again = await call(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({ message: 'This mobile number already has access', field: 'mobileNo' });
    const own = await call(api, '/company/accountant/add/v1', { mobileNo: owner.mobileNo }, owner.token);
    expect(own.status).toBe(422);
    // The accountant signs up like anyone; with one shared company and none of their own, the session opens it.
    ca = await registerUser(mobileNo);
    expect(ca.role).toBe('accountant');
    expect(ca.company).toMatchObject({ id: owner.companyId, name: 'Shree Plastics' });
  });

  it('reads work for the accountant: statement, parties, history, activity', async () => {
    const st = await statement(api, { ...owner, token: ca.token }, party.id, 2026, 4);
    expect(st.partyMonth.stats.closingReceivableQuantity).toBe('-53.880');
    expect((await ok(api, '/party/list/v1', {}, ca.token)).map((p: { name: string }) => p.name)).toEqual(['Shree Textiles']);
    expect((await ok(api, '/history/document/get/v1', { id: sl2.id }, ca.token)).length).toBe(2);
    expect((await ok(api, '/history/activity/list/v1', { limit: 5 }, ca.token)).events).toHaveLength(5);
    expect((await ok(api, '/user/self/get/v1', {}, ca.token)).role).toBe('accountant');
  });

  it('every write endpoint answers 403 "Read-only access" to the accountant', async () => {
    const writes = [...apiRoutes.values()].filter((r) => r.access === 'companyWrite');
    expect(writes.length).toBeGreaterThan(20);
    for (const r of writes) {
      const res = await call(api, r.path, {}, ca.token);
      expect([r.path, res.status, res.body.error?.message]).toEqual([r.path, 403, 'Read-only access']);
    }
    // Erasing the company is a read-access endpoint (an expired plan may erase): still the owner's alone.
    const erase = await call(api, '/company/self/delete/v1', { password: ca.password }, ca.token);
    expect([erase.status, erase.body.error?.message]).toEqual([403, 'Read-only access']);
    // Nothing was written: the owner's company still answers its figures.
    expect((await statement(api, owner, party.id, 2026, 4)).partyMonth.stats.closingReceivableQuantity).toBe('-53.880');
  });

  it('another company’s ids answer 404 to the accountant', async () => {
    const res = await call(api, '/party/month/list/v1', { partyId: otherPartyId }, ca.token);
    expect(res.status).toBe(404);
    const pick = await call(api, '/user/company/select/v1', { companyId: otherOwner.companyId }, ca.token);
    expect(pick.status).toBe(404);
  });

  it('the owner sees who has access and when they last came', async () => {
    const list = await ok(api, '/company/accountant/list/v1', {}, owner.token);
    expect(list.accountants).toHaveLength(1);
    expect(list.accountants[0]).toMatchObject({ id: grantId, mobileNo: ca.mobileNo, registered: true });
    expect(Date.parse(present(list.accountants[0].lastSeenAt, 'lastSeenAt'))).toBeGreaterThan(Date.parse(list.accountants[0].grantedAt) - 1);
    expect(list.log[0]).toMatchObject({ action: 'granted', mobileNo: ca.mobileNo, actor: owner.mobileNo });
  });

  it('one accountant serves two companies and switches between them', async () => {
    await ok(api, '/company/accountant/add/v1', { mobileNo: ca.mobileNo }, otherOwner.token);
    const open = await ok(api, '/user/company/list/v1', {}, ca.token);
    expect(open.map((c: { name: string; role: string }) => `${c.name}:${c.role}`)).toEqual(['Other Works:accountant', 'Shree Plastics:accountant']);
    const self = await ok(api, '/user/company/select/v1', { companyId: otherOwner.companyId }, ca.token);
    expect(self).toMatchObject({ role: 'accountant', company: { id: otherOwner.companyId } });
    expect((await ok(api, '/party/list/v1', {}, ca.token)).map((p: { name: string }) => p.name)).toEqual(['Other Party']);
    // The owner's own party id is now another company's.
    expect((await call(api, '/party/month/list/v1', { partyId: party.id }, ca.token)).status).toBe(404);
    await ok(api, '/user/company/select/v1', { companyId: owner.companyId }, ca.token);
    expect((await ok(api, '/party/list/v1', {}, ca.token)).map((p: { name: string }) => p.name)).toEqual(['Shree Textiles']);
  });

  it('revocation ends access at once and is logged', async () => {
    await ok(api, '/company/accountant/revoke/v1', { id: grantId }, owner.token);
    const res = await call(api, '/party/list/v1', {}, ca.token);
    expect([res.status, res.body.error?.message]).toEqual([403, 'Your access to this company has ended']);
    // The session itself lives on, with no company, and says whose books are no longer shared (issue 25, item 11):
    // the web app's company picker shows it in a banner.
    expect(await ok(api, '/user/self/get/v1', {}, ca.token)).toMatchObject({
      company: null, role: null, endedAccess: { id: owner.companyId, name: 'Shree Plastics' },
    });
    // The accountant picks a company still open to them.
    const open = await ok(api, '/user/company/list/v1', {}, ca.token);
    expect(open.map((c: { name: string }) => c.name)).toEqual(['Other Works']);
    expect((await call(api, '/user/company/select/v1', { companyId: owner.companyId }, ca.token)).status).toBe(404);
    const picked = await ok(api, '/user/company/select/v1', { companyId: otherOwner.companyId }, ca.token);
    expect(picked).toMatchObject({ role: 'accountant', company: { id: otherOwner.companyId }, endedAccess: null });
    const list = await ok(api, '/company/accountant/list/v1', {}, owner.token);
    expect(list.accountants).toEqual([]);
    expect(list.log.map((l: { action: string }) => l.action)).toEqual(['revoked', 'granted']);
    expect(list.log[0]).toMatchObject({ mobileNo: ca.mobileNo, actor: owner.mobileNo });
    expect((await call(api, '/company/accountant/revoke/v1', { id: grantId }, owner.token)).status).toBe(404);
    // Another owner cannot revoke this company's grants.
    expect((await call(api, '/company/accountant/revoke/v1', { id: grantId }, otherOwner.token)).status).toBe(404);
  });
});

describe('statement as of a past moment', () => {
  it('before the back-dated SL-2 edit April read −54.860 KG; today −53.880 KG; the edit is listed in between', async () => {
    const id = `${party.id}:2026-04`;
    const then = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: id, asOf: beforeEdit }, owner.token);
    const thenStatement = present(then.statement, 'the April statement before the edit');
    expect(thenStatement.partyMonth.stats).toMatchObject({ closingReceivableQuantity: '-54.860', closingReceivableAmount: '2707.50' });
    expect(thenStatement.subPartyMonthStatementList[0].inJobWorkItemList[0]).toMatchObject({ quantity: '157.000', inclusiveLossQuantity: '153.860' });
    expect(then.between.map((e: { type: string; documentId: string }) => `${e.type}:${e.documentId}`)).toEqual([`SlipUpdated:${sl2.id}`]);
    expect(then.between[0]).toMatchObject({ documentKind: 'slip', party: { id: party.id, name: 'Shree Textiles' } });
    expect(then.more).toBe(false);
    const now = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: id, asOf: new Date().toISOString() }, owner.token);
    expect(present(now.statement, 'the April statement now').partyMonth.stats.closingReceivableQuantity).toBe('-53.880');
    expect(now.between).toEqual([]);
    // Folded from the log now, it is today's statement exactly.
    expect(now.statement).toEqual(await statement(api, owner, party.id, 2026, 4));
    const may = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-05`, asOf: beforeEdit }, owner.token);
    expect(present(may.statement, 'the May statement before the edit').partyMonth.stats).toMatchObject({ openingReceivableQuantity: '-54.860', closingReceivableQuantity: '-0.860', closingReceivableAmount: '3417.50' });
  });

  it('before the party existed there is no statement; another company’s party is 404; bad moments are 400', async () => {
    const early = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-04`, asOf: '2020-01-01T00:00:00+05:30' }, owner.token);
    expect(early).toMatchObject({ seq: 0, statement: null });
    expect((await call(api, '/party/month/statement/asOf/v1', { partyMonthId: `${otherPartyId}:2026-04`, asOf: beforeEdit }, owner.token)).status).toBe(404);
    for (const asOf of ['yesterday', '0000-01-01T00:00:00Z', '2026-13-01T00:00:00Z', 42]) {
      const res = await call(api, '/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-04`, asOf }, owner.token);
      expect([asOf, res.status, res.body.error?.field]).toEqual([asOf, 400, 'asOf']);
    }
  });
});

describe('Verify this company', () => {
  async function verified(
    start: '/company/verify/start/v1' | '/admin/company/verify/start/v1', status: '/company/verify/status/v1' | '/admin/company/verify/status/v1', body: object, token: string,
  ) {
    await ok(api, start, body, token);
    for (let i = 0; i < 400; i++) {
      const s = await ok(api, status, body, token);
      if (s.status === 'done' || s.status === 'failed') return { ...s, result: present(s.result, `a result (the verification ${s.status}: ${s.error})`) };
      await sleep(25);
    }
    throw new Error('verification did not finish');
  }

  it('reports 0 differences on the worked example, then each read-model row changed behind its back', async () => {
    const clean = await verified('/company/verify/start/v1', '/company/verify/status/v1', {}, owner.token);
    expect(clean).toMatchObject({ status: 'done', error: null, requestedBy: { role: 'owner', mobileNo: owner.mobileNo } });
    expect(clean.result.differences).toEqual([]);
    expect(clean.result.events).toBe(clean.total);
    for (const t of ['rm_party_month', 'rm_sub_party_month', 'rm_company_month', 'rm_party', 'rm_slip', 'rm_bill', 'rm_cash']) {
      expect(clean.result.compared[t], t).toBeGreaterThan(0);
    }
    const db = api.svc.pool;
    await db.query(`UPDATE rm_party_month SET closing_quantity = closing_quantity + 1 WHERE company_id = $1 AND party_id = $2 AND month = 5`, [owner.companyId, party.id]);
    await db.query(`UPDATE rm_slip SET net_quantity = 1 WHERE company_id = $1 AND id = $2`, [owner.companyId, sl2.id]);
    await db.query(`DELETE FROM rm_company_month WHERE company_id = $1 AND year = 2026 AND month = 4`, [owner.companyId]);
    try {
      const admin = (await ok(api, '/admin/login/v1', { username: 'admin', password: 'admin-pass-1' })).token;
      const dirty = await verified('/admin/company/verify/start/v1', '/admin/company/verify/status/v1', { companyId: owner.companyId }, admin);
      expect(dirty.requestedBy).toEqual({ role: 'admin', mobileNo: null });
      const found = dirty.result.differences.map((d: { table: string; field: string; replayed: string | null; live: string | null }) => `${d.table}.${d.field}: ${d.replayed} / ${d.live}`);
      expect(found).toEqual(expect.arrayContaining([
        'rm_party_month.closing_quantity: 0.120 / 1.120',
        'rm_slip.net_quantity: 51.000 / 1.000',
        expect.stringMatching(/^rm_company_month\.row: /),
      ]));
      // Owner and admin see the same latest verification.
      expect((await ok(api, '/company/verify/status/v1', {}, owner.token)).result?.differences.length).toBe(found.length);
    } finally {
      await refreshStats(api, owner.companyId);
    }
    const again = await verified('/company/verify/start/v1', '/company/verify/status/v1', {}, owner.token);
    expect(again.result.differences).toEqual([]);
  });
});

describe('history timeline of every document type', () => {
  it('the party filter of Activity keeps a deleted job-work item\'s history (its item has no row any more)', async () => {
    const t = owner.token;
    const p = await addParty(api, owner, 'Gone Items Party', { amount: '0' });
    const [sub] = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, t);
    const productId = await addProduct(api, owner, 'Gone Product');
    const slip = await ok(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub.id, productId, issueDate: '2026-06-02', slipNo: 71, grossQuantity: '10.000', workRate: '1.00',
    }, t);
    // Transferred out (a second item), rated, then that item deleted with its slip.
    const moved = await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: slip.id, jobWorkItemId: slip.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, t);
    await ok(api, '/jobWorkItem/update/v2', { filter: { id: moved.jobWorkItemId, itemType: 'OUT' }, update: { workRate: '3.00', lossPercentage: '0', marketRate: '0', isLossInclusive: false, includeMarketRate: false } }, t);
    await ok(api, '/jobWorkItem/delete/v1', { id: moved.jobWorkItemId, itemType: 'OUT' }, t);
    const byParty = await ok(api, '/history/activity/list/v1', { partyId: p.id }, t);
    expect(byParty.events.map((e: { type: string }) => e.type)).toEqual(['JobWorkItemDeleted', 'JobWorkItemRatesChanged', 'SlipTransferred', 'SlipAdded', 'PartyAdded']);
  });

  it('product, party, sub-party, slip, item rates, bill and cash: created, changed (before → after), deleted', async () => {
    const t = owner.token;
    const p = await addParty(api, owner, 'Timeline Party', { amount: '5.00' });
    await ok(api, '/party/update/v1', { filter: { id: p.id }, update: { name: 'Timeline Party 2' } }, t);
    const productId = await addProduct(api, owner, 'Film');
    await ok(api, '/product/update/v1', { filter: { id: productId }, update: { name: 'Film Roll' } }, t);
    const sub = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit 2' }, t);
    await ok(api, '/subParty/update/v1', { filter: { id: sub.id }, update: { name: 'Unit Two' } }, t);
    const slip = await ok(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub.id, productId, issueDate: '2026-06-02', slipNo: 7, grossQuantity: '10.000', workRate: '1.00',
    }, t);
    await ok(api, '/jobWorkItem/update/v2', { filter: { id: slip.jobWorkItemId, itemType: 'IN' }, update: { workRate: '2.00', lossPercentage: '0', marketRate: '0', isLossInclusive: false, includeMarketRate: false } }, t);
    const bill = await ok(api, '/saleBill/add/v2', { subPartyId: sub.id, productId, issueDate: '2026-06-03', fullBillNo: 'SB-9', quantity: '1.000', workRate: '1.00', saleRate: '9.00' }, t);
    await ok(api, '/saleBill/update/v2', { filter: { id: bill.id }, update: { saleRate: '10.00' } }, t);
    await ok(api, '/saleBill/delete/v1', { id: bill.id }, t);
    const cash = await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: '50.00', issueDate: '2026-06-04' }, t);
    await ok(api, '/inwardCashReceipt/update/v1', { filter: { id: cash.id }, update: { amount: '55.00' } }, t);

    const history = async (id: string) => ok(api, '/history/document/get/v1', { id }, t);
    const types = (h: Array<{ type: string }>) => h.map((e) => e.type);

    const ph = await history(p.id);
    expect(types(ph)).toEqual(['PartyAdded', 'PartyUpdated']);
    expect(ph[1].before).toEqual({ name: 'Timeline Party' });
    expect(ph[1].data.name).toBe('Timeline Party 2');
    const prh = await history(productId);
    expect(types(prh)).toEqual(['ProductAdded', 'ProductUpdated']);
    expect(prh[1].before).toEqual({ name: 'Film' });
    const sh = await history(sub.id);
    expect(types(sh)).toEqual(['SubPartyAdded', 'SubPartyUpdated']);
    expect(sh[1]).toMatchObject({ changedFields: ['name'], before: { name: 'Unit 2' } });
    const ih = await history(slip.jobWorkItemId);
    expect(types(ih)).toEqual(['JobWorkItemRatesChanged']);
    expect(ih[0].data.workRate).toBe('2.00');
    const bh = await history(bill.id);
    expect(types(bh)).toEqual(['BillAdded', 'BillUpdated', 'BillDeleted']);
    expect(bh[1]).toMatchObject({ changedFields: ['saleRate'], before: { saleRate: '9.00' }, data: { saleRate: '10.00' } });
    const ch = await history(cash.id);
    expect(types(ch)).toEqual(['CashAdded', 'CashUpdated']);
    expect(ch[1]).toMatchObject({ changedFields: ['amount'], before: { amount: '50.00' } });
    for (const h of [ph, prh, sh, ih, bh, ch]) for (const e of h) expect(e.actor).toEqual({ id: owner.userId, mobileNo: owner.mobileNo });

    // The Activity screen: newest first, by party, by kind, by user, by date, paged.
    const byParty = await ok(api, '/history/activity/list/v1', { partyId: p.id }, t);
    expect(byParty.events.map((e: { type: string }) => e.type)).toEqual([
      'CashUpdated', 'CashAdded', 'BillDeleted', 'BillUpdated', 'BillAdded', 'JobWorkItemRatesChanged', 'SlipAdded',
      'SubPartyUpdated', 'SubPartyAdded', 'PartyUpdated', 'PartyAdded',
    ]);
    expect(byParty.events.every((e) => e.party?.id === p.id && e.party.name === 'Timeline Party 2')).toBe(true);
    const bills = await ok(api, '/history/activity/list/v1', { documentKind: 'bill', partyId: p.id }, t);
    expect(bills.events.map((e: { documentId: string }) => e.documentId)).toEqual([bill.id, bill.id, bill.id]);
    const byUser = await ok(api, '/history/activity/list/v1', { actorId: owner.userId, limit: 500 }, t);
    const all = await ok(api, '/history/activity/list/v1', { limit: 500 }, t);
    expect(byUser.events.length).toBe(all.events.length);
    expect((await ok(api, '/history/activity/list/v1', { actorId: otherOwner.userId }, t)).events).toEqual([]);
    expect((await ok(api, '/history/activity/list/v1', { to: '2020-01-01' }, t)).events).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await ok(api, '/history/activity/list/v1', { from: today, to: today, limit: 500 }, t)).events.length).toBe(all.events.length);
    const seen: number[] = [];
    let beforeSeq: number | null = null;
    do {
      const page: { events: Array<{ seq: number }>; nextBeforeSeq: number | null } =
        await ok(api, '/history/activity/list/v1', { limit: 7, ...(beforeSeq ? { beforeSeq } : {}) }, t);
      seen.push(...page.events.map((e) => e.seq));
      beforeSeq = page.nextBeforeSeq;
    } while (beforeSeq);
    expect(seen).toEqual(all.events.map((e: { seq: number }) => e.seq));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await ok(api, '/history/actor/list/v1', {}, t))).toEqual([{ id: owner.userId, mobileNo: owner.mobileNo }]);
    const bad = await call(api, '/history/activity/list/v1', { from: '2026-05-02', to: '2026-05-01' }, t);
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'to']);
  });
});
