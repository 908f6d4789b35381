// Full reprojection of one company: fold every event from seq 0 (reporting progress), write the
// rows into the shadow tables outside any lock, then, under the projector lock, apply the events
// appended meanwhile and swap the company's rows into the live tables with the checkpoint.
// An event that fails stops the rebuild with its seq in the error; nothing is skipped, and the
// live tables stay as they were.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, everythingDirty, render } from './ledger/render.ts';
import { emptyDirty, emptyState, type LedgerState } from './ledger/state.ts';
import { readEvents } from './sql/events.ts';
import { ALL_TABLES, clearCompany, writeAll, writeChanges, type TableMap } from './sql/writer.ts';
import { LOCK_NAMESPACE, PROJECTED_CHANNEL, PROJECTOR } from './projector.ts';

export const shadowTables: TableMap = (t) => `${t}_shadow`;
const shadow = shadowTables;
const BATCH = 10_000;
const REBUILD_LOCK = 7_041_002;

export type Progress = (done: number, total: number) => Promise<void> | void;

async function foldWithProgress(client: PoolClient, state: LedgerState, total: number, progress: Progress): Promise<void> {
  const sink = emptyDirty();
  for (;;) {
    const events = await readEvents(client, state.companyId, state.seq, BATCH);
    if (events.length === 0) return;
    for (const e of events) {
      try {
        evolve(state, e, sink);
      } catch (err) {
        throw new Error(`Rebuild stopped at event ${e.seq} (${e.type}): ${(err as Error).message}`);
      }
    }
    Object.assign(sink, emptyDirty());
    await progress(state.seq, Math.max(total, state.seq));
  }
}

export async function rebuildCompany(pool: Pool, companyId: string, progress: Progress = () => undefined): Promise<number> {
  const state = emptyState(companyId);
  const cache = emptyCache();
  const client = await pool.connect();
  const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [REBUILD_LOCK, companyId]);
  if (!lock.rows[0].ok) {
    client.release();
    throw new Error('A rebuild of this company is already running');
  }
  try {
    const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
    const total = Number(head.rows[0]?.seq ?? 0);
    await progress(0, total);
    await foldWithProgress(client, state, total, progress);

    // Shadow rows, written without blocking the company's writers or projector.
    await client.query('BEGIN');
    await clearCompany(client, companyId, shadow);
    await writeAll(client, render(state, everythingDirty(state), cache), shadow);
    await client.query('COMMIT');

    // The swap: short, under the projector lock.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, companyId]);
    const tail = emptyDirty();
    for (;;) {
      const events = await readEvents(client, companyId, state.seq, BATCH);
      if (events.length === 0) break;
      for (const e of events) {
        try {
          evolve(state, e, tail);
        } catch (err) {
          throw new Error(`Rebuild stopped at event ${e.seq} (${e.type}): ${(err as Error).message}`);
        }
      }
    }
    await writeChanges(client, companyId, render(state, tail, cache), shadow);
    await clearCompany(client, companyId);
    for (const t of ALL_TABLES) {
      await client.query(`INSERT INTO ${t} SELECT * FROM ${shadow(t)} WHERE company_id = $1`, [companyId]);
    }
    await clearCompany(client, companyId, shadow);
    await client.query(
      `INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, projector) DO UPDATE SET seq = EXCLUDED.seq`,
      [companyId, PROJECTOR, state.seq],
    );
    await client.query('SELECT pg_notify($1, $2)', [PROJECTED_CHANNEL, `${companyId}:${state.seq}`]);
    await client.query('COMMIT');
    await progress(state.seq, state.seq);
    return state.seq;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [REBUILD_LOCK, companyId]).catch(() => undefined);
    client.release();
  }
}
