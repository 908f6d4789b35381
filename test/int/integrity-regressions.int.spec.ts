// One named test per integrity bug the hostile campaign found (issue: integrity), so each stays
// fixed on its own: (a) upper-case ids bricking a company, (b) figures too large for a column,
// (c) dates outside the calendar Postgres stores, (d) non-UTF-8 and compressed bodies, (e) NUL and
// lone surrogates, (f) impossible months in month ids, (g) a 100 KB decimal, (h) a reused
// Idempotency-Key with another body.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointByPath } from '@ledger/contract';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { SERVER_MODE, call, ok, startApi, type TestApi } from '../support/api.ts';
import { BASE } from '../support/hostile/bodies.ts';
import { projectorReaches } from '../support/hostile/campaign.ts';
import { HostileFixture } from '../support/hostile/fixture.ts';
import { getAt, leafPaths, setAt, toJsonText } from '../support/hostile/json.ts';
import { kindOf } from '../support/hostile/values.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let api: TestApi;
let db: pg.Pool;
let fx: HostileFixture;

beforeAll(async () => {
  api = await startApi();
  db = createPool(api.db.url, 3);
  fx = await HostileFixture.create(api, db, 4242);
});
afterAll(async () => {
  await db?.end();
  await api?.close();
});

const eventCount = async () => Number((await db.query('SELECT count(*) FROM events WHERE company_id = $1', [fx.A.companyId])).rows[0].count);

/** The company still takes a normal write and its projector reaches the head; a message naming what is wrong otherwise. */
async function stillWritable(): Promise<string | null> {
  const r = await call(api, '/product/add/v1', { name: `Still Writable ${fx.next()}` }, fx.A.token);
  if (r.status !== 200) return `a normal write then answered ${r.status} ${JSON.stringify(r.body)}`;
  const s = await projectorReaches(db, fx.A.companyId, SERVER_MODE ? 20_000 : 2_000);
  return s.checkpoint === s.head ? null : `the projector stopped at ${s.checkpoint}, head ${s.head}`;
}

/** Raw JSON text and headers, for escapes JSON.stringify would not keep as written. */
async function rawCall(path: string, text: string, headers: Record<string, string> = {}, token = fx.A.token) {
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: new Uint8Array(Buffer.from(text, 'utf8')),
  });
  const body = await res.text();
  let json: { error?: { message: string; field?: string } } | undefined;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text: body };
}

// Every write the owner can make: the contract's companyWrite endpoints (a new one joins the list by itself; the test
// below checks the server serves exactly these and the hostile suite has a base request for each).
const WRITE_PATHS = [...endpointByPath.values()].filter((e) => e.access === 'companyWrite').map((e) => e.path);

describe('integrity regressions', () => {
  it('(a) the upper-case id list covers every companyWrite route', () => {
    const writes = [...apiRoutes.values()].filter((r) => r.access === 'companyWrite').map((r) => r.path).sort();
    expect([...WRITE_PATHS].sort()).toEqual(writes);
    expect(WRITE_PATHS.filter((p) => !BASE[p])).toEqual([]);
  });

  describe('(a) when any id of a write is sent in upper case, then the company is not bricked', () => {
    it.each(WRITE_PATHS)('%s', async (path) => {
      const spec = BASE[path];
      const ids = leafPaths(spec.body(fx)).filter((p) => ['id', 'monthRef'].includes(kindOf(p[p.length - 1], getAt(spec.body(fx), p))));
      const problems: string[] = [];
      for (const field of ids) {
        const base = spec.body(fx);
        const current = String(getAt(base, field));
        const upper = current.includes(':') ? `${current.split(':')[0].toUpperCase()}:${current.split(':').slice(1).join(':')}` : current.toUpperCase();
        const r = await call(api, path, setAt(base, field, upper), fx.A.token);
        if (r.status >= 500) problems.push(`${field.join('.')} = ${upper} → ${r.status} ${JSON.stringify(r.body)}`);
        if (r.status === 200) spec.onAccepted?.(fx, r.body.data);
        const stuck = await stillWritable();
        if (stuck) {
          problems.push(`${field.join('.')} = ${upper} → ${r.status}; ${stuck}`);
          await fx.victim(); // the next field gets a company that works
        }
        await fx.heal();
      }
      if (!ids.length) expect(await stillWritable()).toBeNull(); // a write that names no id: nothing to upper-case
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });

  it('(b) when a slip has grossQuantity 999999999999.999 and workRate 99999999.99, then it is refused and the company stays writable', async () => {
    const before = await eventCount();
    const r = await call(api, '/jobWorkItem/slip/add/v2', {
      ...(BASE['/jobWorkItem/slip/add/v2'].body(fx) as object), grossQuantity: '999999999999.999', workRate: '99999999.99', bagQuantity: 0,
    }, fx.A.token);
    expect([400, 422], JSON.stringify(r.body)).toContain(r.status);
    expect(await eventCount()).toBe(before);
    expect(await stillWritable()).toBeNull();
  });

  it.each(['0000-01-01', '9999-12-31'])('(c) when cash is added with issueDate %s, then 400', async (issueDate) => {
    for (const kind of ['/inwardCashReceipt/add/v1', '/outwardCashReceipt/add/v1']) {
      const r = await call(api, kind, { partyId: fx.ids.partyId, amount: 1, issueDate }, fx.A.token);
      expect(r.status, `${kind} ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.error?.field).toBe('issueDate');
    }
    expect(await stillWritable()).toBeNull();
  });

  it.each(['application/json; charset=latin1', 'application/json; charset=bogus'])('(d) when the Content-Type is %s, then 415', async (type) => {
    const r = await rawCall('/product/add/v1', '{"name":"Latin"}', { 'content-type': type });
    expect(r.status, r.text).toBe(415);
    expect(r.json?.error?.message).toEqual(expect.any(String));
  });

  it.each(['gzip', 'br', 'bogus'])('(d) when a plain body says Content-Encoding: %s, then 415 (or 400), never 500', async (encoding) => {
    const r = await rawCall('/product/add/v1', '{"name":"Plain"}', { 'content-encoding': encoding });
    expect([415, 400], r.text).toContain(r.status);
    expect(r.json?.error?.message).toEqual(expect.any(String));
  });

  describe('(e) when a name holds a NUL byte or a lone surrogate, then 400 naming the field', () => {
    it.each([
      ['NUL', '\\u0000'], ['lone high surrogate', '\\ud800'], ['lone low surrogate', '\\udc00'],
    ])('%s', async (_label, escape) => {
      const before = await eventCount();
      const add = await rawCall('/product/add/v1', `{"name":"Bad${escape}Name"}`);
      expect(add.status, add.text).toBe(400);
      expect(add.json?.error?.field).toBe('name');
      const update = await rawCall('/party/update/v1', `{"filter":{"id":"${fx.ids.partyId}"},"update":{"name":"Bad${escape}Party"}}`);
      expect(update.status, update.text).toBe(400);
      expect(update.json?.error?.field).toBe('update.name');
      expect(await eventCount()).toBe(before);
    });
  });

  it('(f) when a month id names month 13, then 400 or 404 on the statement and the month note', async () => {
    const statement = await call(api, '/party/month/statement/v3', { partyMonthId: `${fx.ids.partyId}:2026-13` }, fx.A.token);
    expect([400, 404], JSON.stringify(statement.body)).toContain(statement.status);
    const note = await call(api, '/subParty/month/update/v2', { filter: { id: `${fx.ids.subPartyId}:2026-13` }, update: { note: 'x' } }, fx.A.token);
    expect([400, 404], JSON.stringify(note.body)).toContain(note.status);
    expect(await stillWritable()).toBeNull();
  });

  it('(g) when an amount is "0." followed by 100,000 zeros and "1", then 400 (or 413) within 200 ms', async () => {
    const body = { partyId: fx.ids.partyId, amount: `0.${'0'.repeat(100_000)}1`, issueDate: '2026-04-03' };
    await call(api, '/inwardCashReceipt/add/v1', { ...body, amount: 'warm-up' }, fx.A.token);
    const started = performance.now();
    const r = await call(api, '/inwardCashReceipt/add/v1', body, fx.A.token);
    const ms = performance.now() - started;
    expect([400, 413], JSON.stringify(r.body).slice(0, 300)).toContain(r.status);
    expect(ms).toBeLessThan(200);
  });

  it('(h) when an Idempotency-Key is reused, then the same body gets the first result and another body 422', async () => {
    const key = { 'Idempotency-Key': `regression-h-${fx.next()}` };
    const body = { partyId: fx.ids.partyId, amount: '12.50', issueDate: '2026-04-03' };
    const first = await ok(api, '/inwardCashReceipt/add/v1', body, fx.A.token, key);
    const before = await eventCount();
    expect(await ok(api, '/inwardCashReceipt/add/v1', body, fx.A.token, key)).toEqual(first);
    const other = await call(api, '/inwardCashReceipt/add/v1', { ...body, amount: '13.50' }, fx.A.token, key);
    expect(other.status, JSON.stringify(other.body)).toBe(422);
    expect(other.body.error?.message).toBe('This Idempotency-Key was already used for a different request');
    const elsewhere = await call(api, '/product/add/v1', { name: 'Same Key Elsewhere' }, fx.A.token, key);
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(422);
    expect(await eventCount()).toBe(before);
    expect(toJsonText(first)).toContain(first.id);
  });
});
