// Admin "refresh stats": a full rebuild of one company's read models, with its progress kept in
// rebuild_status so the admin can watch it. Runs in the API process (embedded mode) or in a
// worker (server mode); the same function does the work in both.
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { rebuildCompany } from '@ledger/projections';
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

export async function markQueued(pool: Pool, companyId: string): Promise<RebuildStatus> {
  const { rows } = await pool.query<Row>(
    `INSERT INTO rebuild_status (company_id, status, done, total, error, started_at, finished_at) VALUES ($1, 'queued', 0, 0, NULL, now(), NULL)
     ON CONFLICT (company_id) DO UPDATE SET status = 'queued', done = 0, total = 0, error = NULL, started_at = now(), finished_at = NULL
     RETURNING *`,
    [companyId],
  );
  return dto(rows[0]);
}

export async function rebuildStatus(pool: Pool, companyIds: string[]): Promise<Map<string, RebuildStatus>> {
  const { rows } = await pool.query<Row>('SELECT * FROM rebuild_status WHERE company_id = ANY($1::uuid[])', [companyIds]);
  return new Map(rows.map((r) => [r.company_id, dto(r)]));
}

export async function runRebuild(pool: Pool, companyId: string, log: Logger): Promise<void> {
  let last = 0;
  try {
    await pool.query(`UPDATE rebuild_status SET status = 'running' WHERE company_id = $1`, [companyId]);
    const seq = await rebuildCompany(pool, companyId, async (done, total) => {
      if (done !== total && Date.now() - last < 250) return;
      last = Date.now();
      await pool.query('UPDATE rebuild_status SET done = $2, total = $3 WHERE company_id = $1', [companyId, done, total]);
    });
    await pool.query(`UPDATE rebuild_status SET status = 'done', done = $2, total = $2, finished_at = now() WHERE company_id = $1`, [companyId, seq]);
    log.info({ companyId, events: seq }, 'rebuild finished');
  } catch (err) {
    log.error({ err, companyId }, 'rebuild failed');
    await pool.query(`UPDATE rebuild_status SET status = 'failed', error = $2, finished_at = now() WHERE company_id = $1`, [companyId, (err as Error).message]);
  }
}
