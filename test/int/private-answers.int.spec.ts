// Every API answer is private (issue 26): a company's figures, a session, a shared statement, a file or a
// refusal carries `Cache-Control: no-store`, so no browser, proxy or CDN keeps a copy. The walk is over the
// contract's endpoint list (@ledger/contract allEndpoints) with the hostile suite's base bodies, so a new
// endpoint is covered as soon as it exists (and fails here until it has a base body). Then the refusals
// that no route writes: the edges' 4xx, the unknown path, the rate limit.
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../support/present.ts';
import { allEndpoints } from '@ledger/contract';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { startApi, type TestApi } from '../support/api.ts';
import { BASE } from '../support/hostile/bodies.ts';
import { HostileFixture } from '../support/hostile/fixture.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let api: TestApi;
let db: pg.Pool;
let fx: HostileFixture;

beforeAll(async () => {
  api = await startApi();
  db = createPool(api.db.url, 2);
  fx = await HostileFixture.create(api, db, 26);
});
afterAll(async () => {
  await db?.end();
  await api?.close();
});

interface Answer { status: number; cacheControl: string | null; contentType: string; text: string }

/** A raw request to /api<path>: the status and the headers that matter here, whatever the body. */
async function send(path: string, init: { method?: string; body?: string | Uint8Array<ArrayBuffer>; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${api.url}/api${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.method === 'GET' ? undefined : init.body ?? '{}',
  });
  const text = await res.text();
  return { status: res.status, cacheControl: res.headers.get('cache-control'), contentType: res.headers.get('content-type') ?? '', text };
}

/** The answer's line in a failure list when it is not `no-store`. */
const unlessNoStore = (what: string, a: Answer): string[] =>
  a.cacheControl === 'no-store' ? [] : [`${what} → ${a.status} ${a.contentType.split(';')[0]}: Cache-Control ${JSON.stringify(a.cacheControl)}`];

const endpoints = [...allEndpoints].sort((a, b) => a.path.localeCompare(b.path));

describe('every API answer is Cache-Control: no-store', () => {
  it('when each endpoint of the contract succeeds (JSON for the owner, the admin, the public; files), then it says no-store', async () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let files = 0;
    for (const e of endpoints) {
      if (!apiRoutes.has(e.path)) { problems.push(`${e.path}: in the contract, not served`); continue; }
      const spec = BASE[e.path];
      if (!spec) { problems.push(`${e.path}: no base body in test/support/hostile/bodies.ts`); continue; }
      const who = spec.as ?? (e.access === 'public' ? null : e.access === 'admin' ? 'admin' : 'A');
      const a = await send(e.path, { body: JSON.stringify(spec.body(fx)), token: who ? fx.token(who) : undefined });
      if (a.status !== 200) problems.push(`${e.path}: the base request was refused, ${a.status} ${a.text.slice(0, 200)}`);
      else {
        if (e.file) {
          files += 1;
          // A download answers the file, never the { data } envelope (the e-way bill file is itself JSON).
          if (a.contentType.startsWith('application/json') && /^\s*\{\s*"(?:data|error)"/.test(a.text)) problems.push(`${e.path}: a download answered JSON`);
        } else {
          if (spec.consumes && who) fx.stale.add(who);
          spec.onAccepted?.(fx, (JSON.parse(a.text) as { data: unknown }).data);
        }
        problems.push(...unlessNoStore(e.path, a));
      }
      await fx.heal();
    }
    expect(problems).toEqual([]);
    expect(files, 'downloads walked').toBeGreaterThanOrEqual(5);
  });

  it('when each endpoint refuses (no session, or a body its schema refuses), then the refusal says no-store', async () => {
    const problems: string[] = [];
    for (const e of endpoints) {
      // Not logged in: 401 before the body is read; a public endpoint refuses an array for its object body.
      const a = await send(e.path, { body: '[]' });
      if (a.status < 400 || a.status >= 500) problems.push(`${e.path}: expected a refusal, got ${a.status}`);
      problems.push(...unlessNoStore(`${e.path} refused`, a));
    }
    // A wrong session, another company's document (404), a read-only accountant's write would be the same
    // answers as above, written by the same error handler; one of each kind that the routes write:
    problems.push(...unlessNoStore('a garbage token', await send('/user/self/get/v1', { token: 'not-a-real-token' })));
    problems.push(...unlessNoStore('a document of another company', await send('/party/list/v1', { token: fx.B.token, body: JSON.stringify({ filter: { id: fx.ids.partyId } }) })));
    problems.push(...unlessNoStore('a withdrawn statement link', await send('/public/statement/v1', { body: JSON.stringify({ token: 'x'.repeat(43) }) })));
    problems.push(...unlessNoStore('a withdrawn statement link\'s PDF', await send('/public/statement/pdf/v1', { body: JSON.stringify({ token: 'x'.repeat(43) }) })));
    expect(problems).toEqual([]);
  });

  it('when the edge refuses before any route (bad JSON, too large, gzip, a charset, NUL, unknown path, GET), then it says no-store', async () => {
    const cases: Array<[string, Answer, number]> = [
      ['not JSON', await send('/user/login/v1', { body: '{"mobileNo":' }), 400],
      ['too large', await send('/user/login/v1', { body: JSON.stringify({ note: 'x'.repeat(300_000) }) }), 413],
      ['gzip', await send('/user/login/v1', { body: new Uint8Array(gzipSync('{}')), headers: { 'content-encoding': 'gzip' } }), 415],
      ['latin1', await send('/user/login/v1', { headers: { 'content-type': 'application/json; charset=latin1' } }), 415],
      ['a NUL', await send('/user/login/v1', { body: JSON.stringify({ mobileNo: 'a\u0000b' }) }), 400],
      ['an unknown path', await send('/no/such/thing/v1'), 404],
      ['GET of an endpoint', await send('/user/self/get/v1', { method: 'GET' }), 404],
      ['upper-case path', await send('/USER/SELF/GET/V1', { token: fx.A.token }), 200],
    ];
    expect(cases.map(([what, a]) => `${what}: ${a.status}`)).toEqual(cases.map(([what, , status]) => `${what}: ${status}`));
    expect(cases.flatMap(([what, a]) => unlessNoStore(what, a))).toEqual([]);
  });

  it('when the statement links are opened past the rate limit, then the 429 says no-store', async () => {
    let a: Answer | undefined;
    for (let i = 0; i <= api.svc.config.SHARE_RATE_LIMIT + 5; i++) {
      a = await send('/public/statement/v1', { body: JSON.stringify({ token: fx.shareToken }) });
      if (a.status === 429) break;
      expect(unlessNoStore(`open ${i + 1}`, a)).toEqual([]);
    }
    expect(a?.status).toBe(429);
    expect(unlessNoStore('the 429', present(a, 'the last answer'))).toEqual([]);
  });
});
