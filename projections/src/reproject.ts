// The bulk path of a projection, shared by the full reprojection (rebuild.ts) and a catch-up far
// behind (LedgerProjector.catchUp): every event of the company from seq 0 streamed out of Postgres
// with COPY and folded without tracking what changed, then every row of the state written in one
// transaction, with COPY. A company without any read-model row is written straight into the live
// tables, under the projector lock taken first, so that Postgres inserts rows while the next are
// rendered; otherwise the rows go into temporary tables without indexes (nothing locked yet), and,
// under the projector lock, the live tables are brought to them by deleting the company's rows that
// differ or are gone and inserting the ones that are new (a healthy company's rows are not rewritten).
// Either way the events appended meanwhile are folded under the lock, and the checkpoint moves from
// the one read under the lock (compare-and-set and NOTIFY), with the rows, at the caller's COMMIT.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { render, renderAll, type ReadModelTable, type RenderCache, type Row } from './ledger/render.ts';
import { discardDirty, emptyDirty, type Dirty, type LedgerState } from './ledger/state.ts';
import type { LedgerEvent } from './events.ts';
import { readEvents } from './sql/events.ts';
import { streamEvents, UnreadableEvent } from './sql/stream.ts';
import { ALL_TABLES, copyTables, writeChanges, type TableMap } from './sql/writer.ts';
import { advanceCheckpoint, lockProjector, readCheckpoint } from './checkpoint.ts';
import { checkRows, rowProblem } from './guard.ts';

const BATCH = 10_000;

/** Milliseconds per phase (wall, and this process's CPU), summed; keys ending in "rows" count rows (bench/profile-rebuild.ts). */
export type RebuildTimings = Record<string, number>;

export type Progress = (done: number, total: number) => Promise<void> | void;

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

/** A rendered row that its column cannot hold (what checkRows finds): nothing was written. */
export class RowsRefused extends Error {}

function fold(state: LedgerState, e: LedgerEvent, dirty: Dirty): void {
  try {
    evolve(state, e, dirty);
  } catch (err) {
    throw stopped(e, err);
  }
}

export interface Timer {
  <T>(phase: string, f: () => Promise<T> | T): Promise<T>;
  add(phase: string, amount: number): void;
}

export function timer(timings: RebuildTimings | undefined): Timer {
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

/**
 * Every event of the company after state.seq, streamed and folded (outside any transaction: one
 * snapshot); progress after each chunk. An event that fails stops it, named. If it throws, the
 * connection was left mid-COPY: release it with the error.
 */
export async function foldAll(client: PoolClient, state: LedgerState, time: Timer, total = 0, progress: Progress = () => undefined): Promise<void> {
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

/** The rows, each checked as the projector checks what it writes; the first it refuses stops the write. */
function* checked(table: ReadModelTable, rows: Iterable<Row>): Generator<Row> {
  for (const row of rows) {
    const problem = rowProblem(table, row);
    if (problem) throw new RowsRefused(problem);
    yield row;
  }
}

/** Rows put into each table (the live one, or its temporary copy). */
type Counts = Partial<Record<ReadModelTable, number>>;

async function writeRows(client: PoolClient, state: LedgerState, cache: RenderCache, tables: TableMap, time: Timer, check: boolean): Promise<Counts> {
  const rows = renderAll(state, cache);
  const targets = WRITE_ORDER.map((t) => ({ table: tables(t), rows: check ? checked(t, rows[t]) : rows[t] }));
  try {
    const counts = await copyTables(client, targets, undefined, (_table, ms, k) => time.add(`write ${WRITE_ORDER[k]}`, ms));
    time.add('written rows', counts.reduce((a, b) => a + b, 0));
    return Object.fromEntries(WRITE_ORDER.map((t, k) => [t, counts[k]]));
  } catch (err) {
    if (err instanceof RowsRefused) throw err;
    // A value its column cannot hold, say (the guard keeps such events out of the log).
    throw new Error(`Rebuild could not write the read models: ${(err as Error).message}`);
  }
}

/** The swap's comparison: makes the company's rows of `t` equal those of its temporary table; the rows it inserted. */
async function swapTable(client: PoolClient, companyId: string, t: ReadModelTable, time: Timer): Promise<number> {
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
  return ins.rowCount ?? 0;
}

/**
 * The tables whose planner statistics a bulk write has made stale: those it inserted more rows into than
 * autovacuum's own rule lets pass before it analyzes (50 + 10 % of the rows the table had at its last analyze;
 * `known` is pg_class.reltuples, -1 for a table never analyzed). A company's first projection puts hundreds of
 * thousands of rows into tables whose statistics may call it absent: until they are analyzed the planner expects a
 * handful of its rows and picks nested loops over them (the e-way list of a 1,000,000-event company rebuilt into
 * tables that held none of its rows: 10–14 s instead of 0.6 s). Autovacuum applies the same rule at its next round
 * (a minute by default), and never where it is off.
 */
export function staleAfter(inserted: Counts, known: ReadonlyMap<string, number>): ReadModelTable[] {
  return ALL_TABLES.filter((t) => (inserted[t] ?? 0) > 50 + 0.1 * Math.max(known.get(t) ?? 0, 0));
}

/**
 * ANALYZE of the tables a committed bulk write left stale (staleAfter), on a connection of its own and not
 * waited for: the rows are already visible, and statistics are the planner's business, not the projection's.
 * A failure leaves them to autovacuum.
 */
export function refreshStatistics(pool: Pool, tables: ReadModelTable[]): Promise<void> {
  if (tables.length === 0) return Promise.resolve();
  return pool.query(`ANALYZE ${tables.join(', ')}`).then(() => undefined, () => undefined);
}

/**
 * In the client's open transaction, with `state` folded from nothing (foldAll): the company's read
 * models become every row of the state brought to the events appended since (folded under the
 * projector lock), and its checkpoint moves there from the one read under the lock. `check`: every row
 * is checked as the projector checks its rows (RowsRefused on the first it refuses). Returns the tables
 * whose statistics the write made stale (staleAfter), for refreshStatistics once committed. `cache` is
 * the state's render cache afterwards (renderAll fills it).
 */
export async function writeReprojection(
  client: PoolClient, state: LedgerState, cache: RenderCache, time: Timer, check: boolean,
): Promise<ReadModelTable[]> {
  const companyId = state.companyId;
  // Statements over a whole company's rows cost enough to be JIT-compiled, which takes longer than
  // running them (~0.1–0.2 s each).
  await client.query('SET LOCAL jit = off');
  // The checkpoint read under the projector lock (null until it is taken).
  const held: { checkpoint: number | null } = { checkpoint: null };
  const lock = async () => {
    await lockProjector(client, companyId);
    held.checkpoint = await readCheckpoint(client, companyId);
  };
  const foldTail = async (dirty: Dirty) => {
    for (;;) {
      const events = await readEvents(client, companyId, state.seq, BATCH).catch((err: Error) => {
        throw new Error(`Rebuild stopped after event ${state.seq}: ${err.message}`);
      });
      if (events.length === 0) return;
      for (const e of events) fold(state, e, dirty);
    }
  };
  let inserted: Counts | null = null;
  if (await hasNoRows(client, companyId)) {
    // Nothing to compare with: straight into the live tables, under the projector lock (only this
    // company's projector waits meanwhile, and it had nothing to show). Checked again under the lock.
    await lock();
    if (await hasNoRows(client, companyId)) {
      await time('tail', () => foldTail(discardDirty()));
      inserted = await time('write', () => writeRows(client, state, cache, (t) => t, time, check));
    }
  }
  // What the swap inserts into each live table.
  const swapped: Counts = {};
  if (!inserted) {
    // The rows into temporary tables, without blocking the company's writers or projector.
    await time('write', async () => {
      for (const t of ALL_TABLES) {
        await client.query(`CREATE TEMP TABLE ${temp(t)} (LIKE ${t} INCLUDING DEFAULTS) ON COMMIT DROP`);
      }
      await writeRows(client, state, cache, temp, time, check);
      for (const t of ALL_TABLES) await client.query(`ANALYZE ${temp(t)}`);
    });
    // The swap, under the projector lock.
    await time('swap', async () => {
      if (held.checkpoint === null) await lock();
      const tail = emptyDirty();
      await foldTail(tail);
      // Each comparison joins two whole sets of the company's rows: hashed, and the live side read by
      // its company_id index, whatever the statistics say (a live table whose statistics predate this
      // company's rows would otherwise be scanned in full, even once per row).
      await client.query('SET LOCAL enable_nestloop = off');
      await client.query('SET LOCAL enable_seqscan = off');
      for (const t of ALL_TABLES) swapped[t] = await swapTable(client, companyId, t, time);
      await client.query('RESET enable_nestloop');
      await client.query('RESET enable_seqscan');
      const changes = render(state, tail, cache);
      const problem = check ? checkRows(changes) : null;
      if (problem) throw new RowsRefused(problem);
      await writeChanges(client, companyId, changes);
    });
  }
  const from = held.checkpoint ?? 0;
  await time('commit', () => advanceCheckpoint(client, companyId, from, state.seq));
  const { rows } = await client.query<{ t: string; n: number }>(
    'SELECT relname AS t, reltuples::float8 AS n FROM pg_class WHERE oid = ANY($1::regclass[])', [ALL_TABLES],
  );
  return staleAfter(inserted ?? swapped, new Map(rows.map((r) => [r.t, r.n])));
}
