// No reader stalls the others (issue 26): downloads, as-of statements, Verify's replays and the GST reports' folds
// over a long history run in worker threads, and a burst from one company (or through one share link) gets its excess refused at once with
// 429 and Retry-After, while another company's reads go on. Verify and refresh stats join a running job.
// The latency under a burst is measured by `npm run bench` (its "heavy burst" row), not here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';
import { messagesEn } from '@ledger/contract';
import { AppError } from '../../services/api/src/http/errors.ts';
import { runFold } from '../../services/api/src/offload/folds.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let party: Party;

// Two in flight per company and one per link, so that a burst of a few is enough to see the limits.
beforeAll(async () => {
  // Every company's log counts as long: the GST reports fold in a thread (their short-log path: ageing.int.spec.ts).
  api = await startApi({ HEAVY_PER_COMPANY: '2', HEAVY_PER_LINK: '1', HEAVY_INLINE_EVENTS: '0' });
  owner = await registerOwner(api);
  other = await registerOwner(api, 'Other Mills');
  ({ party } = await enterWorkedExample(api, owner));
  await ok(api, '/product/add/v1', { name: 'Other Yarn' }, other.token);
});
afterAll(async () => api.close());

async function raw(path: string, body: unknown, token?: string) {
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, retryAfter: res.headers.get('retry-after'), bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** Fires `n` at once while the other company reads its products; answers both sets of replies. */
async function burst(n: number, send: () => ReturnType<typeof raw>) {
  const reads: Promise<number>[] = [];
  const heavy = Promise.all(Array.from({ length: n }, send));
  const done = heavy.then(() => undefined);
  let finished = false;
  void done.then(() => { finished = true; });
  while (!finished) {
    reads.push(call(api, '/product/list/v1', {}, other.token).then((r) => r.status));
    await new Promise((r) => setTimeout(r, 10));
  }
  return { replies: await heavy, reads: await Promise.all(reads) };
}

function expectLimited(replies: Awaited<ReturnType<typeof raw>>[], message: string) {
  const served = replies.filter((r) => r.status === 200);
  const refused = replies.filter((r) => r.status === 429);
  expect(served.length + refused.length).toBe(replies.length);
  expect(served.length).toBeGreaterThanOrEqual(1);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  for (const r of refused) {
    expect(r.retryAfter).toBe('5');
    expect(r.json()).toEqual({ error: { message } });
  }
  return { served, refused };
}

const { companyBusy: COMPANY_BUSY, linkBusy: LINK_BUSY } = messagesEn;

describe('a burst from one company', () => {
  it('PDFs: drawn in a worker thread; past two in flight the rest get 429 with Retry-After; the other company reads on', async () => {
    const before = api.svc.heavy.completed;
    const { replies, reads } = await burst(12, () => raw('/party/ledger/export/v1', { partyId: party.id, from: '2017-01-01', to: '2026-11-30', format: 'pdf' }, owner.token));
    const { served } = expectLimited(replies, COMPANY_BUSY);
    for (const r of served) expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(api.svc.heavy.completed - before).toBe(served.length);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((s) => s === 200)).toBe(true);
    // The slots are given back: one more is served.
    expect((await raw('/party/ledger/export/v1', { partyId: party.id, from: '2026-04-01', to: '2026-05-31', format: 'pdf' }, owner.token)).status).toBe(200);
  });

  it('workbooks and as-of statements count against the same limit', async () => {
    const xlsx = await burst(10, () => raw('/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'xlsx' }, owner.token));
    expectLimited(xlsx.replies, COMPANY_BUSY);
    const asOf = await burst(10, () => raw('/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-04`, asOf: new Date().toISOString() }, owner.token));
    const { served } = expectLimited(asOf.replies, COMPANY_BUSY);
    for (const r of served) expect(r.json().data.statement.party.name).toBe('Shree Textiles');
    expect([...xlsx.reads, ...asOf.reads].every((s) => s === 200)).toBe(true);
  });

  it('the GST reports that fold a long history (ageing, ITC-04 and its tables, the e-way list, reminders) run in a thread within the same limit', async () => {
    const reports: Array<[string, object]> = [
      ['/report/ageing/v1', { asOf: '2026-04-30' }],
      ['/report/itc04/v1', { fy: 2026, period: 'Q1' }],
      ['/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'xlsx' }],
      ['/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'csv', table: '4' }],
      ['/report/ewayBill/documents/v1', {}],
      ['/party/reminders/list/v1', {}],
    ];
    for (const [path, body] of reports) {
      const before = api.svc.heavy.completed;
      const r = await raw(path, body, owner.token);
      expect(r.status, path).toBe(200);
      await expect.poll(() => api.svc.heavy.completed - before, { message: `${path} in a thread` }).toBe(1);
    }
    // The thread's answer is the fold's own, as the request thread gives it for a short log.
    const inThread = (await raw('/report/ageing/v1', { asOf: '2026-04-30' }, owner.token)).json().data;
    expect(inThread).toEqual(await runFold(api.svc.pool, 'ageing', { companyId: owner.companyId, asOf: '2026-04-30', partyId: null }));
    expect(inThread.rows.length).toBeGreaterThan(0);
    const { replies, reads } = await burst(10, () => raw('/report/ageing/v1', { asOf: '2026-04-30' }, owner.token));
    const { served } = expectLimited(replies, COMPANY_BUSY);
    for (const r of served) expect(r.json().data.rows.length).toBeGreaterThan(0);
    expect(reads.every((s) => s === 200)).toBe(true);
  });

  it('another company is not limited by this one', async () => {
    const product = await ok(api, '/product/list/v1', {}, other.token);
    expect(product.length).toBeGreaterThan(0);
    const mine = Promise.all(Array.from({ length: 6 }, () => raw('/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, owner.token)));
    // The other company has no party: its own download is refused for that reason alone, never for being busy.
    const theirs = await raw('/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, other.token);
    expect(theirs.status).toBe(404);
    expect((await mine).some((r) => r.status === 429)).toBe(true);
  });
});

describe('a burst through one share link', () => {
  it('public PDFs: past one in flight the rest get 429, with the link\'s own message', async () => {
    const link = await ok(api, '/party/month/share/add/v1', { partyMonthId: `${party.id}:2026-04` }, owner.token);
    const token = link.token;
    const { replies, reads } = await burst(8, () => raw('/public/statement/pdf/v1', { token }));
    expectLimited(replies, LINK_BUSY);
    expect(reads.every((s) => s === 200)).toBe(true);
  });
});

describe('Verify and refresh stats join a running job', () => {
  it('twenty Verify starts at once run one replay; every answer is the running (or finished) verification', async () => {
    const before = api.svc.heavy.completed;
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(api, '/company/verify/start/v1', {}, owner.token)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const startedAt = new Set(replies.map((r) => present(r.body.data, 'the verification started').startedAt));
    expect(startedAt.size).toBe(1);
    for (;;) {
      const s = await ok(api, '/company/verify/status/v1', {}, owner.token);
      if (s.status === 'done') {
        expect(s.result?.differences).toEqual([]);
        break;
      }
      expect(s.status).toBe('running');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The replay writes 'done' from its worker thread before the pool hears the task end: count once it has, then
    // again a moment later (a second replay would still be running then).
    await expect.poll(() => api.svc.heavy.completed - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(api.svc.heavy.completed - before).toBe(1);
  });

  it('a second refresh while one is queued or running joins it: never "failed: already running", no error once done', async () => {
    const admin = await adminToken(api);
    const first = await ok(api, '/company/stats/refresh/v1', { companyId: owner.companyId }, admin);
    const second = await ok(api, '/company/stats/refresh/v1', { companyId: owner.companyId }, admin);
    expect(['queued', 'running', 'done']).toContain(second.status);
    expect(second.startedAt).toBe(first.startedAt);
    for (;;) {
      const s = await ok(api, '/company/stats/refresh/status/v1', { companyId: owner.companyId }, admin);
      expect(s.status).not.toBe('failed');
      expect(s.error).toBeNull();
      if (s.status === 'done') break;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});

describe('a refusal inside a thread', () => {
  it('crosses back as the same refusal (status, message), not as a bare error the server answers 500', async () => {
    const refusal = await api.svc.heavy.tally({ companyId: '00000000-0000-4000-8000-000000000000', from: '2026-04-01', to: '2026-04-30' })
      .then(() => null, (e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 404, code: 'notFound', params: { thing: 'Company' }, message: 'Company not found' });
  });

  it('the Tally file reads one snapshot: parties deleted while it is made are wholly in it or out (never 404 halfway)', async () => {
    const company = await registerOwner(api, 'Snapshot Mills');
    const parties = [];
    for (let i = 0; i < 120; i += 1) parties.push(await ok(api, '/party/add/v1', { name: `Snapshot ${i}` }, company.token));
    // Two files (the company's limit here) while the parties are deleted, last made first, four at a time.
    const files = [0, 1].map(() => raw('/report/tally/export/v1', { fy: 2026, period: 'MAY' }, company.token));
    parties.reverse();
    for (let i = 0; i < parties.length; i += 4) {
      await Promise.all(parties.slice(i, i + 4).map((p) => ok(api, '/party/delete/v1', { id: p.id }, company.token)));
    }
    const statuses = (await Promise.all(files)).map((r) => r.status);
    expect(statuses).toContain(200);
  });
});
