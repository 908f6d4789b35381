// Revalidating reads (issue 28, "cheaper answers"): every read the contract marks `revalidate` answers an ETag
// made from the company's projected position; sent back in If-None-Match while nothing has moved, it gets 304
// with no body (still no-store); a write, another language, another company or a rebuild gives a new tag.
// The walk is over the contract's endpoints, so a read marked later is covered at once.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@ledger/contract';
import { ok, refreshStats, startApi, type TestApi } from '../support/api.ts';
import { BASE } from '../support/hostile/bodies.ts';
import { HostileFixture } from '../support/hostile/fixture.ts';
import { present } from '../support/present.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let api: TestApi;
let db: pg.Pool;
let fx: HostileFixture;

beforeAll(async () => {
  api = await startApi();
  db = createPool(api.db.url, 2);
  fx = await HostileFixture.create(api, db, 28);
});
afterAll(async () => {
  await db?.end();
  await api?.close();
});

interface Answer { status: number; tag: string | null; cacheControl: string | null; text: string }

async function read(path: string, token: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(present(BASE[path], path).body(fx)),
  });
  return { status: res.status, tag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control'), text: await res.text() };
}

const revalidated = allEndpoints.filter((e) => e.revalidate).map((e) => e.path).sort();

describe('revalidating reads', () => {
  it('the reads owners repeat most are marked: statement, Entries, the lists, the months, the ledger', () => {
    expect(revalidated).toEqual([
      '/company/month/list/v2', '/party/ledger/v1', '/party/list/v1', '/party/month/list/v1', '/party/month/statement/v3',
      '/product/list/v1', '/subParty/list/v1', '/unified/month/entries/get/v1',
    ]);
  });

  it('when a read is asked again with its tag and nothing changed, then 304 with no body; after a write, 200 with a new tag', async () => {
    const first = new Map<string, string>();
    for (const path of revalidated) {
      const a = await read(path, fx.A.token);
      expect(a.status, path).toBe(200);
      expect(a.tag, path).toMatch(/^W\/"\d+-[\w-]{22}"$/);
      first.set(path, present(a.tag, path));
      const again = await read(path, fx.A.token, { 'if-none-match': present(a.tag, path) });
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      expect(again.tag, path).toBe(a.tag);
      expect(again.cacheControl, path).toBe('no-store');
      // A list of tags naming it matches too; another tag does not.
      expect((await read(path, fx.A.token, { 'if-none-match': `W/"1-x", ${present(a.tag, path)}` })).status, path).toBe(304);
      expect((await read(path, fx.A.token, { 'if-none-match': 'W/"1-x"' })).status, path).toBe(200);
    }

    await ok(api, '/product/add/v1', { name: `Revalidate ${Date.now()}` }, fx.A.token);
    for (const path of revalidated) {
      const after = await read(path, fx.A.token, { 'if-none-match': present(first.get(path), path) });
      expect(after.status, path).toBe(200);
      expect(after.tag, path).not.toBe(first.get(path));
      expect(JSON.parse(after.text), path).toHaveProperty('data');
    }
  });

  it('when the language, the company or the rebuild differs, then the tag does not match', async () => {
    const path = '/party/month/statement/v3';
    const en = await read(path, fx.A.token);
    const hi = await read(path, fx.A.token, { 'accept-language': 'hi', 'if-none-match': present(en.tag, path) });
    expect(hi.status).toBe(200);
    expect(hi.tag).not.toBe(en.tag);

    // Company B asks for A's party with A's tag: refused as not found, never 304.
    expect((await read(path, fx.B.token, { 'if-none-match': present(en.tag, path) })).status).toBe(404);
    // B's own months, asked with A's tag for the same request: B's answer, with B's tag.
    const mine = await read('/company/month/list/v2', fx.A.token);
    const theirs = await read('/company/month/list/v2', fx.B.token, { 'if-none-match': present(mine.tag, 'A months') });
    expect(theirs.status).toBe(200);
    expect(theirs.tag).not.toBe(mine.tag);

    // A rebuild writes the same position again, but the answer may differ (new code): the tag changes.
    expect((await refreshStats(api, fx.A.companyId)).status).toBe('done');
    expect((await read(path, fx.A.token, { 'if-none-match': present(en.tag, path) })).status).toBe(200);
  });
});
