// Runs the ledger projection for one company: under a per-(projector, company) advisory lock it
// reads the events after the checkpoint, folds them, writes the rendered rows and advances the
// checkpoint with a compare-and-set, all in one transaction. Running it twice changes nothing.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, render, type Changes, type RenderCache } from './ledger/render.ts';
import { emptyDirty, emptyState, type LedgerState } from './ledger/state.ts';
import { readEvents } from './sql/events.ts';
import { writeChanges } from './sql/writer.ts';
import { prepared } from './sql/prepared.ts';
import { ProjectionStuck, checkRows } from './guard.ts';

export const PROJECTOR = 'ledger';
export const LOCK_NAMESPACE = 7_041_001;
const BATCH = 5000;
/** Events per projection transaction: bounds lock time and the work a crash throws away. */
const CHUNK = 10_000;

export const PROJECTED_CHANNEL = 'ledger_projected';

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

export async function readCheckpoint(client: Pick<PoolClient, 'query'>, companyId: string): Promise<number> {
  const { rows } = await client.query<{ seq: string }>(prepared(
    'SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = $2',
    [companyId, PROJECTOR],
  ));
  return rows.length ? Number(rows[0].seq) : 0;
}

/**
 * Moves the company's checkpoint from `from` to `to` (compare-and-set) and wakes the API processes
 * waiting for it, in one statement; under the projector lock.
 */
async function advanceCheckpoint(client: Pick<PoolClient, 'query'>, companyId: string, from: number, to: number): Promise<void> {
  const cas = await client.query(prepared(
    `WITH cas AS (
       INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, projector) DO UPDATE SET seq = EXCLUDED.seq
       WHERE projection_checkpoint.seq = $4
       RETURNING seq)
     SELECT pg_notify($5, $6) FROM cas`,
    [companyId, PROJECTOR, to, from, PROJECTED_CHANNEL, `${companyId}:${to}`],
  ));
  if (cas.rowCount !== 1) throw new Error(`Checkpoint of ${companyId} moved under the lock`);
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

export class LedgerProjector {
  private readonly cache = new Map<string, Cached>();

  private readonly chunk: number;

  constructor(private readonly pool: Pool, opts: { chunk?: number } = {}) {
    this.chunk = opts.chunk ?? CHUNK;
  }

  /** Projects everything appended so far, in transactions of at most CHUNK events; returns the checkpoint reached. */
  async catchUp(companyId: string): Promise<number> {
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
      await client.query(prepared('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, companyId]));
      const checkpoint = await readCheckpoint(client, companyId);
      if (entry && entry.state.seq < checkpoint) {
        // Another process projected since this cache was filled: the state is a pure function of
        // the events, so fold the ones it missed (their rows are already written) and drop the
        // derived figures, which are recomputed on demand.
        await foldEvents(client, entry.state, checkpoint);
        entry.render = emptyCache();
      }
      if (!entry || entry.state.seq !== checkpoint) {
        const state = emptyState(companyId);
        await foldEvents(client, state, checkpoint);
        entry = { state, render: emptyCache() };
      }
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

  forget(companyId: string): void {
    this.cache.delete(companyId);
  }
}
