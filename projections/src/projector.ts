// Runs the ledger projection for one company: under a per-(projector, company) advisory lock it
// reads the events after the checkpoint, folds them, writes the rendered rows and advances the
// checkpoint with a compare-and-set, all in one transaction. Running it twice changes nothing. A
// catch-up far behind takes the rebuild's bulk path (reproject.ts) instead, with the same guarantees.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, render, type Changes, type RenderCache } from './ledger/render.ts';
import { emptyDirty, emptyState, type LedgerState } from './ledger/state.ts';
import { readDueEvents, readEvents } from './sql/events.ts';
import { writeChanges, writeCompaniesChanges } from './sql/writer.ts';
import { prepared } from './sql/prepared.ts';
import { ProjectionStuck, checkRows } from './guard.ts';
import { LOCK_NAMESPACE, PROJECTED_CHANNEL, PROJECTOR, advanceCheckpoint, lockProjector, readCheckpoint } from './checkpoint.ts';
import { foldAll, refreshStatistics, timer, writeReprojection } from './reproject.ts';

export { LOCK_NAMESPACE, PROJECTED_CHANNEL, PROJECTOR, readCheckpoint } from './checkpoint.ts';

const BATCH = 5000;
/** Events per projection transaction: bounds lock time and the work a crash throws away. */
const CHUNK = 10_000;
/**
 * A catch-up at least this many events behind, and more behind than it has projected (or with
 * nothing projected), takes the bulk path (reproject.ts): cheaper than chunks once the events to fold
 * outnumber those already folded, since every chunk rewrites the later months of every party it touched.
 */
const BULK_EVENTS = 5000;

/**
 * Companies per group transaction (LedgerProjector.projectGroup): its one NOTIFY names each as
 * `<company id>:<seq>` (about 45 bytes), well under Postgres's 8,000-byte payload limit.
 */
export const GROUP_MAX = 64;
/** A company with this many events due is catching up: it is projected alone, in chunks, not in a group. */
const GROUP_EVENTS = 1000;

/** Folds a company's events (after `state.seq`, up to `untilSeq`) into the state. */
export async function foldEvents(client: PoolClient, state: LedgerState, untilSeq = Number.MAX_SAFE_INTEGER): Promise<void> {
  const sink = emptyDirty();
  for (;;) {
    const events = await readEvents(client, state.companyId, state.seq, BATCH, untilSeq);
    if (events.length === 0) return;
    for (const e of events) evolve(state, e, sink);
    // Only the state matters here; drop what the sink collected to keep memory flat.
    Object.assign(sink, emptyDirty());
  }
}

/**
 * Moves several companies' checkpoints (compare-and-set each) and wakes the API processes waiting for
 * any of them with one NOTIFY (`<company>:<seq>,<company>:<seq>…`), in one statement; under their locks.
 */
async function advanceCheckpoints(client: Pick<PoolClient, 'query'>, moves: Array<{ companyId: string; from: number; to: number }>): Promise<void> {
  const cas = await client.query<{ moved: number }>(prepared(
    `WITH w AS (SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS w(company_id, from_seq, to_seq)),
     cas AS (
       INSERT INTO projection_checkpoint (company_id, projector, seq) SELECT company_id, $4, to_seq FROM w
       ON CONFLICT (company_id, projector) DO UPDATE SET seq = EXCLUDED.seq
       WHERE projection_checkpoint.seq = (SELECT from_seq FROM w WHERE w.company_id = EXCLUDED.company_id)
       RETURNING company_id, seq)
     SELECT count(*)::int AS moved, pg_notify($5, string_agg(company_id || ':' || seq, ',')) FROM cas`,
    [moves.map((m) => m.companyId), moves.map((m) => m.from), moves.map((m) => m.to), PROJECTOR, PROJECTED_CHANNEL],
  ));
  if (cas.rows[0].moved !== moves.length) throw new Error('A checkpoint moved under the lock');
}

/**
 * Projects a command's events in the command's own transaction (embedded mode): `changes` are the rows
 * the fold-before-commit guard rendered from them over the state at the head, which the read models
 * held (`fromSeq` is the checkpoint and the head before the command, `toSeq` the head after it). One
 * fold per write, and the answer reads them at once. False, with nothing written, when the projector
 * lock is held (a rebuild's swap, a repair, a catch-up): the projector then projects after the commit.
 */
export async function projectWithCommand(
  client: PoolClient, companyId: string, fromSeq: number, toSeq: number, changes: Changes,
): Promise<boolean> {
  const lock = await client.query<{ ok: boolean }>(prepared('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok', [LOCK_NAMESPACE, companyId]));
  if (!lock.rows[0].ok) return false;
  // Under the lock the checkpoint cannot move; a rebuild that swapped meanwhile left it at the head too.
  if ((await readCheckpoint(client, companyId)) !== fromSeq) return false;
  await writeChanges(client, companyId, changes);
  await advanceCheckpoint(client, companyId, fromSeq, toSeq);
  return true;
}

interface Cached { state: LedgerState; render: RenderCache }

/**
 * A cached state brought to the checkpoint read under the company's lock. Another process projected since the cache
 * was filled: the state is a pure function of the events, so the ones it missed are folded (their rows are already
 * written) and the derived figures dropped (recomputed on demand). No cache, or one ahead of the checkpoint (a rebuild
 * or repair moved it): folded afresh.
 */
async function atCheckpoint(client: PoolClient, companyId: string, entry: Cached | undefined, checkpoint: number): Promise<Cached> {
  if (entry && entry.state.seq < checkpoint) {
    await foldEvents(client, entry.state, checkpoint);
    entry.render = emptyCache();
  }
  if (entry && entry.state.seq === checkpoint) return entry;
  const state = emptyState(companyId);
  await foldEvents(client, state, checkpoint);
  return { state, render: emptyCache() };
}

export class LedgerProjector {
  private readonly cache = new Map<string, Cached>();

  private readonly chunk: number;

  private readonly bulkEvents: number;

  private readonly onBulkFailure: (companyId: string, err: Error) => void;

  /**
   * `bulkEvents`: the backlog from which a catch-up takes the bulk path (Infinity: never; tests compare both).
   * `onBulkFailure`: told why a bulk path failed (the process logs it), before the chunks project up to the fault.
   */
  constructor(private readonly pool: Pool, opts: { chunk?: number; bulkEvents?: number; onBulkFailure?: (companyId: string, err: Error) => void } = {}) {
    this.chunk = opts.chunk ?? CHUNK;
    this.bulkEvents = opts.bulkEvents ?? BULK_EVENTS;
    this.onBulkFailure = opts.onBulkFailure ?? (() => undefined);
  }

  /**
   * Projects everything appended so far; returns the checkpoint reached. Far behind (see BULK_EVENTS), in
   * one transaction by the bulk path; otherwise, or when the bulk path fails, in transactions of at most
   * CHUNK events, which stop on an event that does not fold or whose rows do not fit (ProjectionStuck).
   */
  async catchUp(companyId: string): Promise<number> {
    if (await this.farBehind(companyId)) {
      const seq = await this.projectBulk(companyId);
      if (seq !== null) return seq;
    }
    try {
      for (let first = true; ; first = false) {
        const { seq, more } = await this.projectChunk(companyId, first);
        if (!more) return seq;
      }
    } finally {
      const entry = this.cache.get(companyId);
      if (entry) delete entry.render.written;
    }
  }

  /** The company's backlog calls for the bulk path (read outside any lock: only a choice of path). */
  private async farBehind(companyId: string): Promise<boolean> {
    if (!Number.isFinite(this.bulkEvents)) return false;
    const { rows } = await this.pool.query<{ head: string; checkpoint: string }>(prepared(
      `SELECT h.seq AS head, coalesce(cp.seq, 0) AS checkpoint FROM company_head h
       LEFT JOIN projection_checkpoint cp ON cp.company_id = h.company_id AND cp.projector = $2
       WHERE h.company_id = $1`,
      [companyId, PROJECTOR],
    ));
    if (!rows.length) return false;
    const checkpoint = Number(rows[0].checkpoint);
    const backlog = Number(rows[0].head) - checkpoint;
    return backlog >= this.bulkEvents && backlog > checkpoint;
  }

  /**
   * The bulk path (reproject.ts, as a rebuild): every event folded from nothing and every row written with
   * COPY, checked as a chunk's rows are, in one transaction under the projector lock, the checkpoint moved
   * by compare-and-set. Null when it failed (an event that does not fold, a row that does not fit, …):
   * nothing was written, and the chunks project up to the fault and report it as they always did.
   */
  private async projectBulk(companyId: string): Promise<number | null> {
    const state = emptyState(companyId);
    const cache = emptyCache();
    const time = timer(undefined);
    const client = await this.pool.connect();
    // Set when the connection was left mid-COPY: it is closed instead of returned to the pool.
    let broken: Error | undefined;
    try {
      try {
        await foldAll(client, state, time);
      } catch (err) {
        broken = err as Error;
        throw err;
      }
      await client.query('BEGIN');
      const stale = await writeReprojection(client, state, cache, time, true);
      await client.query('COMMIT');
      void refreshStatistics(this.pool, stale);
      this.cache.set(companyId, { state, render: cache });
      return state.seq;
    } catch (err) {
      if (!broken) await client.query('ROLLBACK').catch(() => undefined);
      this.onBulkFailure(companyId, err as Error);
      return null;
    } finally {
      client.release(broken);
    }
  }

  /**
   * One transaction of at most CHUNK events. Within one catch-up the render cache remembers the month
   * rows it wrote (chunks after the first leave out the unchanged ones: a back-dated document makes
   * every later month of its party current again, but changes few of them). It starts empty with each
   * catch-up and is dropped when another process projected in between; a rebuild between two of its
   * transactions writes the rows this render would (the property test holds renderAll to render).
   */
  private async projectChunk(companyId: string, first: boolean): Promise<{ seq: number; more: boolean }> {
    const client = await this.pool.connect();
    // Taken out of the cache while it is being mutated: a failed transaction must not leave a
    // state that is ahead of the database behind.
    let entry = this.cache.get(companyId);
    this.cache.delete(companyId);
    try {
      await client.query('BEGIN');
      await lockProjector(client, companyId);
      const checkpoint = await readCheckpoint(client, companyId);
      entry = await atCheckpoint(client, companyId, entry, checkpoint);
      if (first) entry.render.written = new Map();
      const dirty = emptyDirty();
      const events = await readEvents(client, companyId, entry.state.seq, this.chunk);
      for (const e of events) {
        try {
          evolve(entry.state, e, dirty);
        } catch (err) {
          throw new ProjectionStuck(companyId, e.seq, (err as Error).message);
        }
      }
      if (events.length > 0) {
        const changes = render(entry.state, dirty, entry.render);
        const problem = checkRows(changes);
        if (problem) throw new ProjectionStuck(companyId, entry.state.seq, problem);
        await writeChanges(client, companyId, changes);
        await advanceCheckpoint(client, companyId, checkpoint, entry.state.seq);
      }
      await client.query('COMMIT');
      this.cache.set(companyId, entry);
      return { seq: entry.state.seq, more: events.length === this.chunk };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Group commit: projects several companies' due events in one transaction (one lock statement, one
   * read of their checkpoints and events, the rows of all of them in two statements, every checkpoint
   * and one NOTIFY in one more) instead of one transaction each. Each company keeps what catchUp
   * guarantees: its projector lock (taken with try: a company whose lock is held is left out, not
   * waited for, so two groups never wait on each other), its events in seq order from its checkpoint,
   * and its checkpoint moved by compare-and-set with its rows. `done` holds the checkpoint reached by
   * each company it projected; every other company of `companyIds` is for catchUp, on its own: one whose
   * lock was held, one with GROUP_EVENTS (or a chunk) or more events due (a catch-up, in chunks, that must not hold
   * up the group), one whose events do not fold (catchUp reports it as it would), and all of them when
   * the group's transaction fails (so that one company's fault fails no other).
   */
  async projectGroup(companyIds: string[]): Promise<{ done: Map<string, number>; alone: string[] }> {
    const ids = [...new Set(companyIds)].slice(0, GROUP_MAX);
    // A company with this many due is catching up (the chunk, when smaller, bounds a group's lock time too).
    const limit = Math.min(GROUP_EVENTS, this.chunk);
    const done = new Map<string, number>();
    const client = await this.pool.connect();
    // Taken out of the cache while the transaction may mutate them; put back once committed, or, for
    // those it left alone, unchanged.
    const taken = new Map<string, Cached | undefined>(ids.map((id) => [id, this.cache.get(id)]));
    for (const id of ids) this.cache.delete(id);
    const folded = new Map<string, Cached>();
    const spoilt = new Set<string>();
    try {
      await client.query('BEGIN');
      const locked = await client.query<{ id: string }>(prepared(
        'SELECT c AS id FROM unnest($2::text[]) AS c WHERE pg_try_advisory_xact_lock($1, hashtext(c))', [LOCK_NAMESPACE, ids],
      ));
      const due = locked.rows.length ? await readDueEvents(client, PROJECTOR, locked.rows.map((r) => r.id), limit) : new Map();
      const writes: Array<{ companyId: string; changes: Changes }> = [];
      const moves: Array<{ companyId: string; from: number; to: number }> = [];
      for (const [companyId, { checkpoint, events, unreadable }] of due) {
        if (unreadable || events.length >= limit) continue;
        let entry = taken.get(companyId);
        spoilt.add(companyId);
        try {
          entry = await atCheckpoint(client, companyId, entry, checkpoint);
          const dirty = emptyDirty();
          for (const e of events) evolve(entry.state, e, dirty);
          if (events.length > 0) {
            const changes = render(entry.state, dirty, entry.render);
            if (checkRows(changes)) continue;
            writes.push({ companyId, changes });
            moves.push({ companyId, from: checkpoint, to: entry.state.seq });
          }
          folded.set(companyId, entry);
        } catch {
          // Left for catchUp, which stops on the event and says why.
        }
      }
      if (writes.length) await writeCompaniesChanges(client, writes);
      if (moves.length) await advanceCheckpoints(client, moves);
      await client.query('COMMIT');
      for (const [companyId, entry] of folded) {
        this.cache.set(companyId, entry);
        done.set(companyId, entry.state.seq);
      }
    } catch {
      await client.query('ROLLBACK').catch(() => undefined);
      done.clear();
    } finally {
      client.release();
      for (const [companyId, entry] of taken) {
        if (entry && !spoilt.has(companyId) && !this.cache.has(companyId)) this.cache.set(companyId, entry);
      }
    }
    return { done, alone: [...new Set(companyIds)].filter((id) => !done.has(id)) };
  }

  forget(companyId: string): void {
    this.cache.delete(companyId);
  }
}
