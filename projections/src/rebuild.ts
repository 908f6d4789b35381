// Full reprojection of one company (the bulk path of reproject.ts, which a catch-up far behind takes too):
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
import type { Pool } from 'pg';
import { emptyCache } from './ledger/render.ts';
import { emptyState } from './ledger/state.ts';
import type { TableMap } from './sql/writer.ts';
import { foldAll, refreshStatistics, timer, writeReprojection, type Progress, type RebuildTimings } from './reproject.ts';

export type { Progress, RebuildTimings } from './reproject.ts';

/**
 * The shadow tables of the first rebuilds (migration 1763800000003). Rebuilds now write into
 * temporary tables of their own session; these stay empty, and company erasure still clears them.
 */
export const shadowTables: TableMap = (t) => `${t}_shadow`;
const REBUILD_LOCK = 7_041_002;

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
      await time('fold', () => foldAll(client, state, time, total, progress));
    } catch (err) {
      broken = err as Error;
      throw err;
    }
    await client.query('BEGIN');
    const stale = await writeReprojection(client, state, cache, time, false);
    await time('commit', () => client.query('COMMIT'));
    void refreshStatistics(pool, stale);
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
