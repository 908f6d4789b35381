// Group commit in the projection worker (issue 31): several companies' due events projected in one
// transaction with one NOTIFY (LedgerProjector.projectGroup, services/worker/src/groupCommit.ts), each
// company keeping what its own catch-up guarantees (its rows equal a rebuild, its checkpoint its head),
// one company's fault or held lock leaving it to catchUp alone; and the API's wait answered from the
// positions its listener heard (store/checkpointWaiter.ts).
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_NAMESPACE, LedgerProjector, PROJECTED_CHANNEL, readCheckpoint, rebuildCompany } from '@ledger/projections';
import { generateCompany } from '../../bench/generator.ts';
import { createBareCompany, loadEvents } from '../../bench/loader.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { appendRaw as appendRawEvent, dumpRows, headOf, notified as notifiedWhile } from '../support/read-models.ts';
import { createPool } from '../../services/api/src/db/pool.ts';
import { GroupCommit } from '../../services/worker/src/groupCommit.ts';
import { CheckpointWaiter } from '../../services/api/src/store/checkpointWaiter.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 8);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const generated = (seed: number, events: number) => [...generateCompany({ seed, events, parties: 8, products: 4, years: 1 })];

const dump = (companyId: string) => dumpRows(pool, companyId);
const head = (companyId: string) => headOf(pool, companyId);
const appendRaw = (companyId: string, type: string, data: unknown) => appendRawEvent(pool, companyId, type, data);
const notified = (work: () => Promise<unknown>) => notifiedWhile(db.url, work);

/**
 * Companies with `events` generated events each (seeds from `seed`): the first `projected` projected, the
 * last `held` kept back (`rest`, to load later), the others due.
 */
async function seeded(n: number, seed: number, events: number, projected: number, held = 0): Promise<Array<{ id: string; rest: ReturnType<typeof generated> }>> {
  return Promise.all(Array.from({ length: n }, async (_, i) => {
    const id = await createBareCompany(pool);
    const all = generated(seed + i, events);
    await loadEvents(pool, id, all.slice(0, projected));
    if (projected) await new LedgerProjector(pool).catchUp(id);
    await loadEvents(pool, id, all.slice(projected, events - held));
    return { id, rest: all.slice(events - held) };
  }));
}

const companies = async (n: number, seed: number, events: number, projected: number) => (await seeded(n, seed, events, projected)).map((c) => c.id);

/** The company's live rows equal those a rebuild makes (which replaces them: compared after). */
async function expectEqualsRebuild(companyId: string): Promise<void> {
  const live = await dump(companyId);
  await rebuildCompany(pool, companyId);
  expect(live).toEqual(await dump(companyId));
}

describe('group commit: LedgerProjector.projectGroup', () => {
  it('given eight companies with events due, then one transaction projects them all to their heads, with the rows a rebuild makes, and one NOTIFY names all eight', async () => {
    const made = await seeded(8, 100, 260, 150, 30);
    const ids = made.map((c) => c.id);
    const projector = new LedgerProjector(pool);
    // First from nothing in this process (each state folded up to its checkpoint), then from its cache.
    for (const round of [0, 1]) {
      if (round === 1) for (const c of made) await loadEvents(pool, c.id, c.rest);
      let result: Awaited<ReturnType<LedgerProjector['projectGroup']>> | undefined;
      const heard = await notified(async () => { result = await projector.projectGroup(ids); });
      expect(result?.alone).toEqual([]);
      const heads = await Promise.all(ids.map(head));
      expect(Object.fromEntries(result?.done ?? [])).toEqual(Object.fromEntries(ids.map((id, i) => [id, heads[i]])));
      for (const [i, id] of ids.entries()) expect(await readCheckpoint(pool, id)).toBe(heads[i]);
      expect(heard).toHaveLength(1);
      expect(heard[0].split(',').sort()).toEqual(ids.map((id, i) => `${id}:${heads[i]}`).sort());
    }
    for (const id of ids) await expectEqualsRebuild(id);
  });

  it('given a company whose projector lock is held, then the group projects the others without waiting and leaves it to catchUp', async () => {
    const [held, ...others] = await companies(3, 300, 200, 0);
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, held]);
      const t = performance.now();
      const { done, alone } = await new LedgerProjector(pool).projectGroup([held, ...others]);
      expect(performance.now() - t).toBeLessThan(5000);
      expect(alone).toEqual([held]);
      expect([...done.keys()].sort()).toEqual([...others].sort());
      expect(await readCheckpoint(pool, held)).toBe(0);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect(await new LedgerProjector(pool).catchUp(held)).toBe(await head(held));
  });

  it('given companies whose events do not fold, are refused by their schema or make a row too large, among others, then the others are projected and those are left to catchUp, which names the event', async () => {
    const ids = await companies(5, 400, 300, 0);
    const [unfoldable, refused, tooLarge, ...good] = ids;
    const bad = [
      await appendRaw(unfoldable, 'SlipDeleted', { slipId: 'fffffffd-0000-4000-8000-00000000dead' }),
      await appendRaw(refused, 'CashUpdated', { cashId: 'fffffffd-0000-4000-8000-00000000dead', amount: '5.5', note: null }),
    ];
    const slip = (await pool.query<{ data: Record<string, unknown> }>(`SELECT data FROM events WHERE company_id = $1 AND type = 'SlipAdded' LIMIT 1`, [tooLarge])).rows[0].data;
    await appendRaw(tooLarge, 'SlipAdded', { ...slip, slipId: 'fffffffe-0000-4000-8000-000000000001', grossQuantity: '999999999999999999.000' });
    const projector = new LedgerProjector(pool);
    const { done, alone } = await projector.projectGroup(ids);
    expect(alone.sort()).toEqual([unfoldable, refused, tooLarge].sort());
    expect([...done.keys()].sort()).toEqual([...good].sort());
    for (const id of good) expect(await readCheckpoint(pool, id)).toBe(await head(id));
    for (const id of [unfoldable, refused, tooLarge]) expect(await readCheckpoint(pool, id)).toBe(0);
    await expect(projector.catchUp(unfoldable)).rejects.toThrow(new RegExp(`Event ${bad[0]} `));
    await expect(projector.catchUp(refused)).rejects.toThrow(/amount/);
    await expect(projector.catchUp(tooLarge)).rejects.toThrow();
    for (const id of good) await expectEqualsRebuild(id);
  });

  it('given a company with a thousand events or more due, then the group leaves it to catchUp (in chunks, not holding up the group)', async () => {
    const [big, small] = [...await companies(1, 500, 1500, 0), ...await companies(1, 501, 100, 0)];
    const { done, alone } = await new LedgerProjector(pool).projectGroup([big, small]);
    expect(alone).toEqual([big]);
    expect(done.get(small)).toBe(await head(small));
    expect(await readCheckpoint(pool, big)).toBe(0);
  });
});

describe('group commit: the worker\'s GroupCommit', () => {
  it('given jobs that arrive while a group transaction runs, then the next transaction projects all of them together', async () => {
    const ids = await companies(8, 600, 150, 0);
    const groups = new GroupCommit(new LedgerProjector(pool));
    // The first starts a transaction at once; the other seven gather while it runs.
    const reached = await Promise.all(ids.map((id) => groups.project(id)));
    expect(reached).toEqual(await Promise.all(ids.map(head)));
    expect(groups.stats).toEqual({ groups: 2, companies: 8 });
    // A company the group left alone is projected all the same, and its fault reaches its job alone.
    const [stuck, fine] = await companies(2, 700, 100, 0);
    const bad = await appendRaw(stuck, 'SlipDeleted', { slipId: 'fffffffd-0000-4000-8000-00000000dead' });
    const [a, b] = await Promise.allSettled([groups.project(stuck), groups.project(fine)]);
    expect(a.status === 'rejected' && String(a.reason)).toMatch(new RegExp(`Event ${bad} `));
    expect(b).toEqual({ status: 'fulfilled', value: await head(fine) });
  });
});

describe("the API's wait for the projection (CheckpointWaiter)", () => {
  it('given a command that began while the listener listened, then it is answered from the positions heard (several in one NOTIFY), not from a read', async () => {
    // Projected before the listener listens: not heard of.
    const [a, b, c] = await companies(3, 800, 20, 20);
    // No poll while the waits below must be answered by what was heard or read alone (a tick of the usual 250 ms
    // poll inside a 100 ms wait answered it under load); a second waiter polls, for the last one.
    const waiter = new CheckpointWaiter(pool, db.url, pino({ level: 'silent' }), 600_000);
    const polling = new CheckpointWaiter(pool, db.url, pino({ level: 'silent' }));
    try {
      for (let i = 0; i < 100 && !waiter.listening; i++) await sleep(50);
      expect(waiter.listening).toBe(true);
      const since = performance.now();
      // Heard of, though the checkpoints say otherwise: the answer comes from the notification.
      await pool.query('SELECT pg_notify($1, $2)', [PROJECTED_CHANNEL, `${a}:1000,${b}:2000`]);
      expect(await Promise.all([waiter.wait(a, 1000, 2000, since), waiter.wait(b, 2000, 2000, since)])).toEqual([true, true]);
      // Not heard of since it began: nothing is read (the checkpoint is there, the wait is not over)…
      const cp = await readCheckpoint(pool, c);
      expect(cp).toBe(await head(c));
      expect(await waiter.wait(c, cp, 100, performance.now())).toBe(false);
      // …and a command that began before the listener listened reads the checkpoint.
      expect(await waiter.wait(c, cp, 100, 0)).toBe(true);
      expect(await waiter.wait(c, cp, 100)).toBe(true);
      // The poll answers a wait whose notification was never heard.
      for (let i = 0; i < 100 && !polling.listening; i++) await sleep(50);
      expect(await polling.wait(c, cp, 2000, performance.now())).toBe(true);
    } finally {
      await waiter.close();
      await polling.close();
    }
  });
});
