// Full reprojection of one company:
//  1. fold: every event from seq 0, streamed out of Postgres (sql/stream.ts: COPY … TO STDOUT, each
//     payload checked against its schema) and folded as it arrives, reporting progress;
//  2. write: in one transaction, the full render (renderAll) is streamed with COPY into temporary
//     tables without indexes (nothing is locked yet; the company's writers and projector carry on);
//  3. swap, in that transaction, under the projector lock: the events appended meanwhile are folded,
//     the live tables are brought to the temporary ones by deleting the company's rows that differ or
//     are gone and inserting the ones that are new (the rebuild of a healthy company rewrites nothing),
//     the changes of the appended events are written as the projector writes them, and the checkpoint
//     moves, all in one COMMIT.
// A company without any read-model row (never projected, e.g. a history loaded as a whole) has nothing
// to compare with: steps 2 and 3 become one, the projector lock is taken first and the rows are
// streamed straight into the live tables, so that Postgres inserts them while the next are rendered.
// An event that fails stops the rebuild with its seq in the error; nothing is skipped, and the live
// tables stay as they were.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, render, renderAll, type ReadModelTable, type RenderCache } from './ledger/render.ts';
import { discardDirty, emptyDirty, emptyState, type Dirty, type LedgerState } from './ledger/state.ts';
import type { LedgerEvent } from './events.ts';
import { readEvents } from './sql/events.ts';
import { streamEvents, UnreadableEvent } from './sql/stream.ts';
import { ALL_TABLES, copyTables, writeChanges, type TableMap } from './sql/writer.ts';
import { LOCK_NAMESPACE, PROJECTED_CHANNEL, PROJECTOR } from './projector.ts';

/**
 * The shadow tables of the first rebuilds (migration 1763800000003). Rebuilds now write into
 * temporary tables of their own session; these stay empty, and company erasure still clears them.
 */
export const shadowTables: TableMap = (t) => `${t}_shadow`;
const BATCH = 10_000;
const REBUILD_LOCK = 7_041_002;

export type Progress = (done: number, total: number) => Promise<void> | void;

/** Milliseconds per phase (wall, and this process's CPU), summed; keys ending in "rows" count rows (bench/profile-rebuild.ts). */
export type RebuildTimings = Record<string, number>;

/** A rebuild's temporary copy of a read-model table: same columns and defaults, no indexes. */
const temp: TableMap = (t) => `rebuild_${t}`;

/** The columns that identify a row of each table within a company. */
const KEYS: Record<ReadModelTable, string[]> = {
  rm_product: ['id'], rm_party: ['id'], rm_sub_party: ['id'], rm_job_work_item: ['id'], rm_slip: ['id'],
  rm_bill: ['id'], rm_cash: ['id'],
  rm_party_month: ['party_id', 'year', 'month'],
  rm_sub_party_month: ['sub_party_id', 'year', 'month'],
  rm_company_month: ['year', 'month'],
};

const stopped = (e: { seq: number; type: string }, err: unknown) =>
  new Error(`Rebuild stopped at event ${e.seq} (${e.type}): ${(err as Error).message}`);

function fold(state: LedgerState, e: LedgerEvent, dirty: Dirty): void {
  try {
    evolve(state, e, dirty);
  } catch (err) {
    throw stopped(e, err);
  }
}

interface Timer {
  <T>(phase: string, f: () => Promise<T> | T): Promise<T>;
  add(phase: string, amount: number): void;
}

function timer(timings: RebuildTimings | undefined): Timer {
  const add = (phase: string, amount: number) => {
    if (timings) timings[phase] = (timings[phase] ?? 0) + amount;
  };
  const time = async <T>(phase: string, f: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const cpu = timings ? process.cpuUsage() : undefined;
    try {
      return await f();
    } finally {
      add(phase, performance.now() - t);
      if (cpu) {
        const used = process.cpuUsage(cpu);
        add(`${phase}: node CPU`, (used.user + used.system) / 1000);
      }
    }
  };
  return Object.assign(time, { add });
}

/** Step 1: every event of the company, streamed and folded; progress after each chunk. */
async function foldAll(client: PoolClient, state: LedgerState, total: number, progress: Progress, time: Timer): Promise<void> {
  // What the events touched does not matter here: everything is rendered.
  const sink = discardDirty();
  const stats = { busyMs: 0 };
  try {
    await streamEvents(client, state.companyId, state.seq, (e) => fold(state, e, sink),
      () => progress(state.seq, Math.max(total, state.seq)), stats);
  } catch (err) {
    if (err instanceof UnreadableEvent) throw stopped(err, err);
    throw err;
  } finally {
    time.add('fold: decode, check and fold', stats.busyMs);
  }
}

/** True when no read-model table holds a row of the company. */
async function hasNoRows(client: PoolClient, companyId: string): Promise<boolean> {
  // By the company_id indexes, never a scan of a whole table (for a company with no rows it would read it all).
  await client.query('SET LOCAL enable_seqscan = off');
  const { rows } = await client.query<{ any: boolean }>(
    `SELECT ${ALL_TABLES.map((t) => `EXISTS (SELECT 1 FROM ${t} WHERE company_id = $1)`).join(' OR ')} AS any`,
    [companyId],
  );
  await client.query('RESET enable_seqscan');
  return !rows[0].any;
}

/**
 * Every row of the state, streamed with COPY into `tables`, made ahead of Postgres across tables. The
 * slips go first: with the most indexes (6) they keep Postgres the busiest, while the items and the
 * parties' balances (the most work here) are made.
 */
const WRITE_ORDER: ReadModelTable[] = [
  'rm_slip', 'rm_job_work_item', 'rm_party', 'rm_party_month', 'rm_sub_party_month', 'rm_company_month',
  'rm_bill', 'rm_cash', 'rm_product', 'rm_sub_party',
];

async function writeRows(client: PoolClient, state: LedgerState, cache: RenderCache, tables: TableMap, time: Timer): Promise<void> {
  const rows = renderAll(state, cache);
  const targets = WRITE_ORDER.map((t) => ({ table: tables(t), rows: rows[t] }));
  try {
    const counts = await copyTables(client, targets, undefined, (_table, ms, k) => time.add(`write ${WRITE_ORDER[k]}`, ms));
    time.add('written rows', counts.reduce((a, b) => a + b, 0));
  } catch (err) {
    // A value its column cannot hold, say (the guard keeps such events out of the log).
    throw new Error(`Rebuild could not write the read models: ${(err as Error).message}`);
  }
}

/** Step 3's comparison: makes the company's rows of `t` equal those of its temporary table. */
async function swapTable(client: PoolClient, companyId: string, t: ReadModelTable, time: Timer): Promise<void> {
  const same = KEYS[t].map((k) => `n.${k} = l.${k}`).join(' AND ');
  // Rows that are gone or differ in any column (rows compared whole, NULLs equal)…
  const del = await client.query(
    `DELETE FROM ${t} l WHERE l.company_id = $1
       AND NOT EXISTS (SELECT 1 FROM ${temp(t)} n WHERE ${same} AND ROW(n.*) IS NOT DISTINCT FROM ROW(l.*))`,
    [companyId],
  );
  // …then every row the live table does not hold (new, or just deleted for being different).
  const ins = await client.query(
    `INSERT INTO ${t} SELECT n.* FROM ${temp(t)} n
       WHERE NOT EXISTS (SELECT 1 FROM ${t} l WHERE l.company_id = $1 AND ${same})`,
    [companyId],
  );
  time.add('deleted rows', del.rowCount ?? 0);
  time.add('inserted rows', ins.rowCount ?? 0);
}

/** Another rebuild of the company holds its lock (in this process or another): this one did nothing. */
export class RebuildRunning extends Error {
  constructor() {
    super('A rebuild of this company is already running');
  }
}

export async function rebuildCompany(
  pool: Pool, companyId: string, progress: Progress = () => undefined, timings?: RebuildTimings,
): Promise<number> {
  const time = timer(timings);
  const state = emptyState(companyId);
  const cache = emptyCache();
  const client = await pool.connect();
  // Set when the connection was left mid-COPY: it is closed instead of returned to the pool.
  let broken: Error | undefined;
  const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [REBUILD_LOCK, companyId]);
  if (!lock.rows[0].ok) {
    client.release();
    throw new RebuildRunning();
  }
  try {
    const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
    const total = Number(head.rows[0]?.seq ?? 0);
    await progress(0, total);
    try {
      await time('fold', () => foldAll(client, state, total, progress, time));
    } catch (err) {
      broken = err as Error;
      throw err;
    }

    await client.query('BEGIN');
    // Statements over a whole company's rows cost enough to be JIT-compiled, which takes longer than
    // running them (~0.1–0.2 s each).
    await client.query('SET LOCAL jit = off');
    const lockProjector = () => client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, companyId]);
    const foldTail = async (dirty: Dirty) => {
      for (;;) {
        const events = await readEvents(client, companyId, state.seq, BATCH).catch((err: Error) => {
          throw new Error(`Rebuild stopped after event ${state.seq}: ${err.message}`);
        });
        if (events.length === 0) return;
        for (const e of events) fold(state, e, dirty);
      }
    };
    let locked = false;
    let written = false;
    if (await hasNoRows(client, companyId)) {
      // Nothing to compare with: straight into the live tables, under the projector lock (only this
      // company's projector waits meanwhile, and it had nothing to show). Checked again under the lock.
      await lockProjector();
      locked = true;
      if (await hasNoRows(client, companyId)) {
        await time('tail', () => foldTail(discardDirty()));
        await time('write', () => writeRows(client, state, cache, (t) => t, time));
        written = true;
      }
    }
    if (!written) {
      // Step 2: the rows into temporary tables, without blocking the company's writers or projector.
      await time('write', async () => {
        for (const t of ALL_TABLES) {
          await client.query(`CREATE TEMP TABLE ${temp(t)} (LIKE ${t} INCLUDING DEFAULTS) ON COMMIT DROP`);
        }
        await writeRows(client, state, cache, temp, time);
        for (const t of ALL_TABLES) await client.query(`ANALYZE ${temp(t)}`);
      });
      // Step 3: the swap, under the projector lock.
      await time('swap', async () => {
        if (!locked) await lockProjector();
        const tail = emptyDirty();
        await foldTail(tail);
        // Each comparison joins two whole sets of the company's rows: hashed, and the live side read by
        // its company_id index, whatever the statistics say (a live table whose statistics predate this
        // company's rows would otherwise be scanned in full, even once per row).
        await client.query('SET LOCAL enable_nestloop = off');
        await client.query('SET LOCAL enable_seqscan = off');
        for (const t of ALL_TABLES) await swapTable(client, companyId, t, time);
        await client.query('RESET enable_nestloop');
        await client.query('RESET enable_seqscan');
        await writeChanges(client, companyId, render(state, tail, cache));
      });
    }
    await time('commit', async () => {
      await client.query(
        `INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, projector) DO UPDATE SET seq = EXCLUDED.seq`,
        [companyId, PROJECTOR, state.seq],
      );
      await client.query('SELECT pg_notify($1, $2)', [PROJECTED_CHANNEL, `${companyId}:${state.seq}`]);
      await client.query('COMMIT');
    });
    await progress(state.seq, state.seq);
    return state.seq;
  } catch (err) {
    if (!broken) await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    // A session lock: closing a broken connection releases it too.
    if (!broken) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [REBUILD_LOCK, companyId]).catch(() => undefined);
    client.release(broken);
  }
}
