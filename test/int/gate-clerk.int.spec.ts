// The gate clerk over HTTP (issue 29 part 2; docs/gate.md "The gate clerk"): the owner invites one by mobile
// number; every endpoint of the contract answers each role as its table says (rolesOf: access and gate); no
// answer to a clerk carries a rupee figure; a clerk adds and prints slips, corrects their own within 30
// minutes (the API's clock moved past it), deletes nothing, and sees only their own slips in Activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK_CORRECTION_MINUTES, endpointByPath, rolesOf } from '@ledger/contract';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { call, download, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, enterWorkedExample, type Party } from '../support/ledger.ts';
import { rupeeFields } from '../support/rupees.ts';
import { present } from '../support/present.ts';

let api: TestApi;
let owner: Owner;
let otherOwner: Owner;
let party: Party;
let pipe: string;
let clerk: { token: string; userId: string; mobileNo: string };
let accountant: { token: string };
let clerkGrantId: string;

async function registerUser(mobileNo = freshMobile()) {
  const password = 'secret-gate-1';
  await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  const s = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
  return { ...s, mobileNo };
}

const CLERK_REFUSED = 'A gate clerk cannot do this: only the owner can';

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Gate Works');
  otherOwner = await registerOwner(api, 'Other Gate');
  await addParty(api, otherOwner, 'Elsewhere');
  ({ party } = await enterWorkedExample(api, owner));
  const products = await ok(api, '/product/list/v1', {}, owner.token);
  pipe = present(products.find((p) => p.name === 'HDPE Pipe'), 'HDPE Pipe').id;
  await ok(api, '/product/update/v1', { filter: { id: pipe }, update: { name: 'HDPE Pipe', hsn: '3917', valueRate: '95.00' } }, owner.token);
  const caMobile = freshMobile();
  await ok(api, '/company/accountant/add/v1', { mobileNo: caMobile }, owner.token);
  accountant = await registerUser(caMobile);
});
afterAll(async () => { await api.close(); });

describe('inviting a gate clerk', () => {
  it('the owner invites by mobile number; the clerk signs up and the session opens the company as its clerk', async () => {
    const mobileNo = freshMobile();
    const grant = await ok(api, '/company/clerk/add/v1', { mobileNo }, owner.token);
    expect(grant).toMatchObject({ mobileNo, registered: false, grantedBy: owner.mobileNo });
    clerkGrantId = grant.id;
    // One live grant per mobile number and company: an accountant is not made a clerk as well.
    const twice = await call(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    expect([twice.status, twice.body.error?.message]).toEqual([422, 'This mobile number already has access']);
    const s = await registerUser(mobileNo);
    expect(s).toMatchObject({ role: 'clerk', company: { id: owner.companyId } });
    clerk = { token: s.token, userId: s.user.id, mobileNo };
    expect((await ok(api, '/user/company/list/v1', {}, clerk.token)).map((c) => `${c.name}:${c.role}`)).toEqual(['Gate Works:clerk']);
    // Clerks and accountants are listed apart; the accountant may see who the clerks are, not change them.
    expect((await ok(api, '/company/clerk/list/v1', {}, owner.token)).accountants.map((a) => a.mobileNo)).toEqual([mobileNo]);
    expect((await ok(api, '/company/accountant/list/v1', {}, owner.token)).accountants.map((a) => a.mobileNo)).not.toContain(mobileNo);
    expect((await call(api, '/company/clerk/add/v1', { mobileNo: freshMobile() }, accountant.token)).status).toBe(403);
  });
});

describe('every endpoint answers each role as the contract says', () => {
  it('walks every route with the clerk, the accountant and the owner', async () => {
    const routes = [...apiRoutes.values()];
    expect(routes.length).toBeGreaterThan(80);
    const seen = { clerkAllowed: 0, clerkRefused: 0 };
    for (const r of routes) {
      const roles = rolesOf(present(endpointByPath.get(r.path), `${r.path} in the contract`));
      // Public and plain-user endpoints take no company role (logout would end the session being walked with).
      if (roles === 'anyone') continue;
      const asClerk = await call(api, r.path, {}, clerk.token);
      const asCa = await call(api, r.path, {}, accountant.token);
      if (roles === 'admin') {
        expect([r.path, asClerk.status, asCa.status]).toEqual([r.path, 403, 403]);
        continue;
      }
      if (roles.includes('clerk')) {
        seen.clerkAllowed++;
        expect([r.path, asClerk.status]).not.toEqual([r.path, 403]);
      } else {
        seen.clerkRefused++;
        expect([r.path, asClerk.status, asClerk.body.error?.message]).toEqual([r.path, 403, CLERK_REFUSED]);
      }
      // Closing the books takes the owner's grant as well (this accountant has none): closed-books.int.spec.ts gives it.
      const needsGrant = endpointByPath.get(r.path)?.closeBooks === true;
      if (roles.includes('accountant') && !needsGrant) expect([r.path, asCa.status]).not.toEqual([r.path, 403]);
      else expect([r.path, asCa.status]).toEqual([r.path, 403]);
    }
    // 12 with /itemSlip/returnable/list/v1 (the OUT slips an In Slip may name as returned).
    expect(seen.clerkAllowed).toBe(12);
    expect(seen.clerkRefused).toBeGreaterThan(60);
  });

  it('the owner is refused nothing of the company (admin endpoints aside)', async () => {
    for (const r of apiRoutes.values()) {
      const roles = rolesOf(present(endpointByPath.get(r.path), r.path));
      if (roles === 'anyone' || roles === 'admin' || r.path === '/company/self/delete/v1') continue;
      // A file endpoint that needs nothing (the import's template) answers its file; the status is what counts.
      const res = await fetch(`${api.url}/api${r.path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` }, body: '{}' });
      await res.arrayBuffer();
      expect([r.path, res.status]).not.toEqual([r.path, 403]);
    }
  });
});

describe('what a clerk does', () => {
  let slip: { id: string; jobWorkItemId: string };

  it('adds an OUT slip without rates: its new month starts with the rates the owner last gave', async () => {
    const june = await ok(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId: party.defaultSubPartyId, productId: pipe, issueDate: '2026-06-02', slipNo: 7, grossQuantity: '1000.500',
      // Rates a clerk sends are not used.
      workRate: '99.00',
    }, clerk.token);
    slip = june;
    expect(june).toMatchObject({ slipNo: '7', grossQuantity: '1000.500', netQuantity: '1000.500' });
    const rates = await ok(api, '/jobWorkItem/rates/get/v1', { subPartyId: party.defaultSubPartyId, productId: pipe, itemType: 'OUT', issueDate: '2026-06-02' }, owner.token);
    expect(rates).toMatchObject({ source: 'item', workRate: '12.50' });
    const change = await call(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId: party.defaultSubPartyId, productId: pipe, issueDate: '2026-06-03', slipNo: 8, grossQuantity: '1', changeItemRates: true,
    }, clerk.token);
    expect([change.status, change.body.error?.message]).toEqual([403, 'A gate clerk cannot change rates']);
  });

  it('no answer to the clerk carries a rupee figure', async () => {
    const answers: Array<[string, unknown]> = [];
    const get = async (path: string, body: unknown) => { answers.push([path, await ok(api, path, body, clerk.token)]); };
    await get('/party/list/v1', { include: { details: true, stats: true, contact: true } });
    await get('/subParty/list/v1', { include: { details: true, party: true } });
    await get('/product/list/v1', { include: { audits: true } });
    await get('/itemSlip/nextNo/get/v1', { issueDate: '2026-06-02' });
    await get('/history/activity/list/v1', {});
    await get('/itemSlip/mine/list/v1', {});
    await get('/itemSlip/returnable/list/v1', { subPartyId: party.defaultSubPartyId, productId: pipe, issueDate: '2026-06-30' });
    const code = await ok(api, '/itemSlip/code/get/v1', { id: slip.id }, clerk.token);
    answers.push(['/itemSlip/scan/v1', await ok(api, '/itemSlip/scan/v1', { code: code.code }, clerk.token)]);
    answers.push(['/jobWorkItem/slip/update/v2', await ok(api, '/jobWorkItem/slip/update/v2', { filter: { ...slip, itemType: 'OUT' }, update: { note: 'gate 2' } }, clerk.token)]);
    for (const [path, data] of answers) expect([path, rupeeFields(data)]).toEqual([path, []]);
    // The same lists answer the owner their figures (the walk would find them).
    expect(rupeeFields(await ok(api, '/party/list/v1', { include: { details: true, stats: true } }, owner.token)).length).toBeGreaterThan(0);
    expect(rupeeFields(await ok(api, '/product/list/v1', {}, owner.token))).toEqual(['$[1].valueRate: "95.00"']);
    // The slip prints (PDF) for the clerk.
    const pdf = await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [slip.id] }, clerk.token);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('corrects their own slip within 30 minutes of writing it, then no more; never another’s; deletes nothing', async () => {
    const filter = { ...slip, itemType: 'OUT' };
    expect((await ok(api, '/jobWorkItem/slip/update/v2', { filter, update: { bagQuantity: '0.500' } }, clerk.token)).netQuantity).toBe('1000.000');
    const ownersSlip = present((await ok(api, '/history/activity/list/v1', { documentKind: 'slip', limit: 500 }, owner.token)).events
      .find((e) => e.type === 'SlipAdded' && e.actor.id === owner.userId), "the owner's slip");
    const notOwn = await call(api, '/jobWorkItem/slip/update/v2', { filter: { id: ownersSlip.documentId, jobWorkItemId: slip.jobWorkItemId, itemType: 'IN' }, update: { note: 'x' } }, clerk.token);
    expect([notOwn.status, notOwn.body.error?.message]).toEqual([403, 'A gate clerk can correct only the slips they wrote']);
    for (const [path, body] of [
      ['/jobWorkItem/slip/delete/v2', filter], ['/party/delete/v1', { id: party.id }], ['/product/delete/v1', { id: pipe }],
      ['/subParty/delete/v1', { id: party.defaultSubPartyId }], ['/jobWorkItem/delete/v1', { id: slip.jobWorkItemId }],
    ] as const) {
      const res = await call(api, path, body, clerk.token);
      expect([path, res.status, res.body.error?.message]).toEqual([path, 403, CLERK_REFUSED]);
    }
    // The API's clock moves past the window: the clerk's correction is refused, naming the limit; the owner's is not.
    api.setNow(new Date(Date.now() + (CLERK_CORRECTION_MINUTES * 60 + 5) * 1000));
    try {
      const late = await call(api, '/jobWorkItem/slip/update/v2', { filter, update: { note: 'late' } }, clerk.token);
      expect(late.status).toBe(403);
      expect(late.body.error?.message).toMatch(/^A gate clerk can correct a slip only within 30 minutes of writing it \(this one was written at \d\d:\d\d\)$/);
      await ok(api, '/jobWorkItem/slip/update/v2', { filter, update: { note: 'owner fixed' } }, owner.token);
    } finally {
      api.setNow(null);
    }
  });

  it("lists the clerk's own slips as they are now, with until when each may be corrected", async () => {
    const mine = await ok(api, '/itemSlip/mine/list/v1', {}, clerk.token);
    expect(mine.map((m) => `${m.slip.slipNo}:${m.slip.note}:${m.party.name}:${m.product.name}`)).toEqual(['7:owner fixed:Shree Textiles:HDPE Pipe']);
    expect(Date.parse(mine[0].correctableUntil) - Date.parse(mine[0].recordedAt)).toBe(CLERK_CORRECTION_MINUTES * 60_000);
    // The owner wrote none through this list's eyes but their own.
    expect((await ok(api, '/itemSlip/mine/list/v1', { limit: 100 }, owner.token)).length).toBe(4);
  });

  it('every event records who wrote it; the clerk’s Activity is their own slips; the owner filters by person', async () => {
    const mine = (await ok(api, '/history/activity/list/v1', { limit: 500 }, clerk.token)).events;
    expect(mine.map((e) => e.type)).toEqual(['SlipUpdated', 'SlipUpdated', 'SlipAdded']);
    expect(mine.every((e) => e.actor.id === clerk.userId && e.documentKind === 'slip')).toBe(true);
    expect(mine[2].data).not.toHaveProperty('rates');
    // The clerk cannot widen it to someone else's events.
    expect((await ok(api, '/history/activity/list/v1', { actorId: owner.userId, documentKind: 'party' }, clerk.token)).events.map((e) => e.actor.id))
      .toEqual([clerk.userId, clerk.userId, clerk.userId]);
    const actors = await ok(api, '/history/actor/list/v1', {}, owner.token);
    expect(actors.map((a) => a.mobileNo)).toContain(clerk.mobileNo);
    const byClerk = (await ok(api, '/history/activity/list/v1', { actorId: clerk.userId, limit: 500 }, owner.token)).events;
    expect(byClerk.map((e) => `${e.type}:${e.actor.mobileNo}`)).toEqual([
      `SlipUpdated:${clerk.mobileNo}`, `SlipUpdated:${clerk.mobileNo}`, `SlipAdded:${clerk.mobileNo}`,
    ]);
    // The owner sees the clerk's slip with its rates.
    expect(byClerk[2].data).toHaveProperty('rates');
  });

  it('another company’s slip answers 404 to the clerk; revoking ends the clerk’s access at once', async () => {
    const other = await call(api, '/party/list/v1', { filter: { id: (await ok(api, '/party/list/v1', {}, otherOwner.token))[0].id } }, clerk.token);
    expect(other.status).toBe(404);
    await ok(api, '/company/clerk/revoke/v1', { id: clerkGrantId }, owner.token);
    const res = await call(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: party.defaultSubPartyId, productId: pipe, issueDate: '2026-06-04', slipNo: 9, grossQuantity: '1',
    }, clerk.token);
    expect([res.status, res.body.error?.message]).toEqual([403, 'Your access to this company has ended']);
    expect((await call(api, '/company/clerk/revoke/v1', { id: clerkGrantId }, owner.token)).status).toBe(404);
    const log = (await ok(api, '/company/clerk/list/v1', {}, owner.token)).log;
    expect(log.map((l) => l.action)).toEqual(['revoked', 'granted']);
  });
});
