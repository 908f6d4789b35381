// Admin "refresh stats": a full rebuild of one company's read models, with its progress kept in
// rebuild_status so the admin can watch it. Runs in a worker thread of the API process (embedded mode;
// offload/heavy.ts) or in a worker process (server mode); the same function does the work in both.
// Asking again while one is queued or running joins it.
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { RebuildRunning, rebuildCompany } from '@ledger/projections';
import type { RebuildStatus } from '@ledger/contract';

interface Row { company_id: string; status: RebuildStatus['status']; done: string; total: string; error: string | null; started_at: Date; finished_at: Date | null }

const dto = (r: Row): RebuildStatus => ({
  companyId: r.company_id,
  status: r.status,
  done: Number(r.done),
  total: Number(r.total),
  error: r.error,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

/** A queued or running rebuild that has not finished in this long died with its process: it may be started again. */
const STALE_MINUTES = 30;

/**
 * Queues a rebuild unless one is queued or running (then the call joins it): answers its status and
 * whether this call queued it.
 */
export async function markQueued(pool: Pool, companyId: string): Promise<{ status: RebuildStatus; queued: boolean }> {
  const { rows } = await pool.query<Row>(
    `INSERT INTO rebuild_status (company_id, status, done, total, error, started_at, finished_at) VALUES ($1, 'queued', 0, 0, NULL, now(), NULL)
     ON CONFLICT (company_id) DO UPDATE SET status = 'queued', done = 0, total = 0, error = NULL, started_at = now(), finished_at = NULL
     WHERE rebuild_status.status NOT IN ('queued', 'running') OR rebuild_status.started_at < now() - make_interval(mins => $2)
     RETURNING *`,
    [companyId, STALE_MINUTES],
  );
  if (rows.length) return { status: dto(rows[0]), queued: true };
  // The insert met a queued or running rebuild's row: this call joins it.
  const status = (await rebuildStatus(pool, [companyId])).get(companyId);
  if (!status) throw new Error(`Company ${companyId}: the rebuild to join has no status row`);
  return { status, queued: false };
}

export async function rebuildStatus(pool: Pool, companyIds: string[]): Promise<Map<string, RebuildStatus>> {
  const { rows } = await pool.query<Row>('SELECT * FROM rebuild_status WHERE company_id = ANY($1::uuid[])', [companyIds]);
  return new Map(rows.map((r) => [r.company_id, dto(r)]));
}

export type RebuildOutcome = { events: number } | { error: string } | { running: true };

/**
 * The rebuild and its record in rebuild_status (running, progress, then done or failed). One that finds
 * another rebuild of the company running leaves that one's record alone.
 */
export async function runRebuild(pool: Pool, companyId: string, log?: Logger): Promise<RebuildOutcome> {
  let last = 0;
  try {
    await pool.query(`UPDATE rebuild_status SET status = 'running' WHERE company_id = $1`, [companyId]);
    const seq = await rebuildCompany(pool, companyId, async (done, total) => {
      if (done !== total && Date.now() - last < 250) return;
      last = Date.now();
      await pool.query('UPDATE rebuild_status SET done = $2, total = $3 WHERE company_id = $1', [companyId, done, total]);
    });
    await pool.query(`UPDATE rebuild_status SET status = 'done', done = $2, total = $2, error = NULL, finished_at = now() WHERE company_id = $1`, [companyId, seq]);
    log?.info({ companyId, events: seq }, 'rebuild finished');
    return { events: seq };
  } catch (err) {
    if (err instanceof RebuildRunning) {
      log?.info({ companyId }, 'rebuild not started: one is running');
      return { running: true };
    }
    log?.error({ err, companyId }, 'rebuild failed');
    await pool.query(`UPDATE rebuild_status SET status = 'failed', error = $2, finished_at = now() WHERE company_id = $1`, [companyId, (err as Error).message]);
    return { error: (err as Error).message };
  }
}
