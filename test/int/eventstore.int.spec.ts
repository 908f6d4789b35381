import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_NAMESPACE, type NewEvent } from '@ledger/projections';
import { SERVER_MODE, call, ok, refreshStats, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { createPool } from '../../services/api/src/db/pool.ts';
import { appendEvents } from '../../services/api/src/store/eventStore.ts';

let api: TestApi;
let owner: Owner;
let db: pg.Pool;
beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  db = createPool(api.db.url);
});
afterAll(async () => {
  await db.end();
  await api.close();
});

const eventCount = async (companyId: string) =>
  Number((await db.query('SELECT count(*) FROM events WHERE company_id = $1', [companyId])).rows[0].count);

describe('event store', () => {
  it('when an add is retried with the same Idempotency-Key, then one event is appended and the first result returned', async () => {
    const before = await eventCount(owner.companyId);
    const headers = { 'Idempotency-Key': 'retry-1' };
    const first = await ok(api, '/product/add/v1', { name: 'Retry Me' }, owner.token, headers);
    const again = await ok(api, '/product/add/v1', { name: 'Retry Me' }, owner.token, headers);
    expect(again).toEqual(first);
    expect(await eventCount(owner.companyId)).toBe(before + 1);
  });

  it('when the same key is sent concurrently, then still one event', async () => {
    const before = await eventCount(owner.companyId);
    const headers = { 'Idempotency-Key': 'race-1' };
    const results = await Promise.all(Array.from({ length: 8 }, () => ok(api, '/product/add/v1', { name: 'Race' }, owner.token, headers)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await eventCount(owner.companyId)).toBe(before + 1);
  });

  it('when writes run concurrently, then seq is gapless and every event is projected', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => ok(api, '/product/add/v1', { name: `P${i}` }, owner.token)));
    const { rows } = await db.query('SELECT seq FROM events WHERE company_id = $1 ORDER BY seq', [owner.companyId]);
    rows.forEach((r, i) => expect(Number(r.seq)).toBe(i + 1));
    const cp = await db.query(`SELECT seq FROM projection_checkpoint WHERE company_id = $1`, [owner.companyId]);
    expect(Number(cp.rows[0].seq)).toBe(rows.length);
  });

  it('when one event and then several are appended to the same stream, then its versions count on whichever way each went', async () => {
    // One event goes through ledger_append_one (migration 30), several through ledger_append (migration 31), which appends each through it.
    const meta = { companyId: owner.companyId, actor: owner.userId, requestId: 'versions', idempotencyKey: null };
    // Four products, each foldable (the projector reads them too), on one stream for the versions' sake.
    const product = (name: string) => ({ type: 'ProductAdded', streamId: 'product:versions', data: { productId: `00000000-0000-4000-8000-0000000000${name.charCodeAt(0).toString(16)}`, name: `Versions ${name}`, note: null } }) as const;
    const client = await db.connect();
    try {
      const head = Number((await client.query('SELECT seq FROM company_head WHERE company_id = $1', [owner.companyId])).rows[0].seq);
      expect(await appendEvents(client, meta, head, [product('A')], null, new Date())).toBe(head + 1);
      expect(await appendEvents(client, meta, head + 1, [product('B'), product('C')], null, new Date())).toBe(head + 3);
      expect(await appendEvents(client, meta, head + 3, [product('D')], null, new Date())).toBe(head + 4);
      const { rows } = await client.query('SELECT seq, stream_version FROM events WHERE company_id = $1 AND stream_id = $2 ORDER BY seq', [owner.companyId, 'product:versions']);
      expect(rows.map((r) => [Number(r.seq), Number(r.stream_version)])).toEqual([[head + 1, 1], [head + 2, 2], [head + 3, 3], [head + 4, 4]]);
      // A company without a head row: nothing is written, whichever way.
      const nobody = { ...meta, companyId: '00000000-0000-4000-8000-0000000000bb' };
      await expect(appendEvents(client, nobody, 0, [product('E')], null, new Date())).rejects.toThrow(/No stream head/);
      await expect(appendEvents(client, nobody, 0, [product('E'), product('F')], null, new Date())).rejects.toThrow(/No stream head/);
      expect(Number((await client.query('SELECT count(*) FROM events WHERE company_id = $1', [nobody.companyId])).rows[0].count)).toBe(0);
    } finally {
      client.release();
    }
  });

  it('when anyone UPDATEs, DELETEs or TRUNCATEs events, then the database refuses', async () => {
    await expect(db.query(`UPDATE events SET type = 'X' WHERE company_id = $1`, [owner.companyId])).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM events WHERE company_id = $1`, [owner.companyId])).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE events')).rejects.toThrow(/append-only/);
  });

  it('when a payload its schema refuses is appended, then it is refused with the schema\'s words and nothing of the call is stored', async () => {
    const before = await eventCount(owner.companyId);
    const client = await db.connect();
    try {
      const meta = { companyId: owner.companyId, actor: owner.userId, requestId: 'test', idempotencyKey: null };
      const good = { type: 'ProductAdded' as const, streamId: 'product:good', data: { productId: '0000000a-0000-4000-8000-000000000001', name: 'HDPE', note: null } };
      // The second event's name is a number: the whole call is refused before its one statement runs.
      const bad = { type: 'ProductAdded', streamId: 'product:bad', data: { productId: '0000000a-0000-4000-8000-000000000002', name: 42, note: null } } as unknown as NewEvent;
      await expect(appendEvents(client, meta, 0, [good, bad], null, new Date())).rejects.toThrow(/name[\s\S]*string/i);
    } finally {
      client.release();
    }
    expect(await eventCount(owner.companyId)).toBe(before);
  });

  it('when events are stored, then they carry actor, request id and schema version', async () => {
    const { rows } = await db.query(`SELECT type, schema_version, meta FROM events WHERE company_id = $1 AND type = 'ProductAdded' LIMIT 1`, [owner.companyId]);
    expect(rows[0].schema_version).toBe(1);
    expect(rows[0].meta.actor).toBe(owner.userId);
    expect(rows[0].meta.requestId).toBeTruthy();
  });

  it('when the owner deletes the company, then its events and read models are erased and the erasure logged', async () => {
    const other = await registerOwner(api, 'Doomed Co');
    await ok(api, '/party/add/v1', { name: 'P', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, other.token);
    const noPw = await call(api, '/company/self/delete/v1', {}, other.token);
    expect(noPw.body.error).toEqual({ message: 'Password is required.', field: 'password' });
    expect((await call(api, '/company/self/delete/v1', { password: 'wrong' }, other.token)).status).toBe(422);
    await ok(api, '/company/self/delete/v1', { password: other.password }, other.token);
    expect(await eventCount(other.companyId)).toBe(0);
    expect((await db.query('SELECT count(*) FROM rm_party WHERE company_id = $1', [other.companyId])).rows[0].count).toBe('0');
    expect((await db.query('SELECT count(*) FROM erasure_log WHERE company_id = $1', [other.companyId])).rows[0].count).toBe('1');
    expect((await call(api, '/product/list/v1', {}, other.token)).status).toBe(401);
    // The owner's own company is untouched.
    expect(await eventCount(owner.companyId)).toBeGreaterThan(0);
  });

  it('when the admin refreshes stats, then the rebuilt read models equal the live ones', async () => {
    const dump = async () => {
      const out: Record<string, unknown[]> = {};
      for (const t of ['rm_product', 'rm_party', 'rm_sub_party', 'rm_party_month', 'rm_sub_party_month', 'rm_company_month']) {
        out[t] = (await db.query(`SELECT * FROM ${t} WHERE company_id = $1`, [owner.companyId])).rows.map((r) => JSON.stringify(r)).sort();
      }
      return out;
    };
    // Characters that COPY's text format must escape survive the rebuild.
    await ok(api, '/party/add/v1', { name: 'Rebuild\\Co', note: 'tab\there\nnew line \\N \r', openingReceivableQuantity: '1.5', openingReceivableAmount: '2.25' }, owner.token);
    const before = await dump();
    const r = await refreshStats(api, owner.companyId);
    expect(r).toMatchObject({ status: 'done', error: null });
    expect(r.done).toBe(r.total);
    expect(await dump()).toEqual(before);
  });

  it('when an event cannot be applied, then the rebuild stops naming its seq and the live read models stay', async () => {
    const other = await registerOwner(api, 'Broken Co');
    await ok(api, '/product/add/v1', { name: 'Kept' }, other.token);
    const before = (await db.query('SELECT * FROM rm_product WHERE company_id = $1', [other.companyId])).rows;
    // An event that names a slip that never existed (the API could not append it; a bad migration could).
    const head = Number((await db.query('SELECT seq FROM company_head WHERE company_id = $1', [other.companyId])).rows[0].seq);
    await db.query(
      `INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
       VALUES ($1, $2, 'slip:x', 1, 'SlipDeleted', 1, $3, '{}', now())`,
      [other.companyId, head + 1, JSON.stringify({ slipId: '00000000-0000-4000-8000-00000000dead' })],
    );
    await db.query('UPDATE company_head SET seq = $2 WHERE company_id = $1', [other.companyId, head + 1]);
    const r = await refreshStats(api, other.companyId);
    expect(r.status).toBe('failed');
    expect(r.error).toMatch(new RegExp(`Rebuild stopped at event ${head + 1} \\(SlipDeleted\\)`));
    expect((await db.query('SELECT * FROM rm_product WHERE company_id = $1', [other.companyId])).rows).toEqual(before);
  });

  describe.skipIf(SERVER_MODE)('embedded mode: one fold per write', () => {
    /** The transaction that last wrote the company's checkpoint, and the one that stored its newest event. */
    const writers = async (companyId: string) => {
      const cp = await db.query(`SELECT xmin::text AS x, seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger'`, [companyId]);
      const ev = await db.query('SELECT xmin::text AS x, seq FROM events WHERE company_id = $1 ORDER BY seq DESC LIMIT 1', [companyId]);
      return { checkpoint: cp.rows[0].x as string, event: ev.rows[0].x as string, projected: Number(cp.rows[0].seq), head: Number(ev.rows[0].seq) };
    };

    it('when a command appends, then its read-model rows and checkpoint are written in its own transaction and the answer reads them', async () => {
      const party = await ok(api, '/party/add/v1', { name: 'Inline Co', openingReceivableQuantity: '0', openingReceivableAmount: '12.50' }, owner.token);
      expect(party).toMatchObject({ name: 'Inline Co' });
      const w = await writers(owner.companyId);
      expect(w.projected).toBe(w.head);
      expect(w.checkpoint).toBe(w.event);
      const row = await db.query('SELECT xmin::text AS x FROM rm_party WHERE company_id = $1 AND id = $2', [owner.companyId, party.id]);
      expect(row.rows[0].x).toBe(w.event);
    });

    it('when the projector lock is held (a rebuild swapping), then the write commits, waits, and is projected once the lock goes', async () => {
      const hold = await db.connect();
      try {
        await hold.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACE, owner.companyId]);
        const answer = ok(api, '/product/add/v1', { name: 'Held Back' }, owner.token);
        // Committed while the lock is held: the event is stored, its projection is not.
        await expect.poll(async () => (await db.query(`SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = 'ProductAdded' AND data->>'name' = 'Held Back'`, [owner.companyId])).rows[0].n).toBe(1);
        const w = await writers(owner.companyId);
        expect(w.projected).toBe(w.head - 1);
        await hold.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, owner.companyId]);
        expect(await answer).toMatchObject({ name: 'Held Back' });
        const after = await writers(owner.companyId);
        expect(after.projected).toBe(after.head);
        expect(after.checkpoint).not.toBe(after.event);
      } finally {
        hold.release();
      }
      // The next write projects with itself again.
      await ok(api, '/product/add/v1', { name: 'Inline Again' }, owner.token);
      const again = await writers(owner.companyId);
      expect(again.checkpoint).toBe(again.event);
    });
  });
});
