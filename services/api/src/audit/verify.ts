// "Verify this company" as a background job: the replay (projections/src/verify.ts) runs in a worker
// thread of this API process (offload/heavy.ts), and its progress and result live in the verifications
// table, so whichever process answers the status call reports it. One verification per company at a time;
// asking again while one runs joins it.
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { verifyCompany } from '@ledger/projections';
import type { VerifyStatus } from '@ledger/contract';
import type { HeavyWork } from '../offload/heavy.ts';

interface Row {
  status: 'running' | 'done' | 'failed'; done: string; total: string; result: VerifyStatus['result'] | null; error: string | null;
  requested_by: string; started_at: Date; finished_at: Date | null;
}

type RequestedBy = NonNullable<VerifyStatus['requestedBy']>;

/** Stored as text: the role, then the mobile number for an owner or accountant ('owner 9876543210', 'admin'). */
const storedRequester = (by: RequestedBy) => (by.mobileNo ? `${by.role} ${by.mobileNo}` : by.role);
function requesterOf(text: string): RequestedBy {
  const [role, mobileNo] = text.split(' ');
  return { role: role === 'owner' || role === 'accountant' ? role : 'admin', mobileNo: mobileNo ?? null };
}

const NONE: VerifyStatus = { status: 'none', done: 0, total: 0, requestedBy: null, startedAt: null, finishedAt: null, error: null, result: null };

/** A run that has not reported for this long died with its process: it may be started again. */
const STALE_MS = 5 * 60_000;

export async function verifyStatus(pool: Pool, companyId: string): Promise<VerifyStatus> {
  const { rows } = await pool.query<Row>('SELECT * FROM verifications WHERE company_id = $1', [companyId]);
  const r = rows[0];
  if (!r) return NONE;
  return {
    status: r.status, done: Number(r.done), total: Number(r.total), requestedBy: requesterOf(r.requested_by),
    startedAt: r.started_at.toISOString(), finishedAt: r.finished_at?.toISOString() ?? null, error: r.error, result: r.result,
  };
}

/**
 * Starts a verification unless one is running (then the call joins it); answers the status either way.
 * A new replay holds one of the company's heavy-work slots until it ends (429 when they are all taken)
 * and runs in a worker thread (offload/heavy.ts); joining takes no slot.
 */
export function startVerify(
  pool: Pool, log: Logger, heavy: HeavyWork, companyId: string, requestedBy: RequestedBy,
): Promise<VerifyStatus> {
  // Starts asked for at once in this process wait for the first (other processes meet at the row below).
  const pending = starting.get(companyId);
  if (pending) return pending;
  const start = startOnce(pool, log, heavy, companyId, requestedBy).finally(() => starting.delete(companyId));
  starting.set(companyId, start);
  return start;
}

const starting = new Map<string, Promise<VerifyStatus>>();

async function startOnce(pool: Pool, log: Logger, heavy: HeavyWork, companyId: string, requestedBy: RequestedBy): Promise<VerifyStatus> {
  const now = await verifyStatus(pool, companyId);
  if (now.status === 'running' && now.startedAt !== null && Date.now() - Date.parse(now.startedAt) < STALE_MS) return now;
  const release = heavy.acquire([heavy.company(companyId)]);
  try {
    const { rows } = await pool.query<{ company_id: string }>(
      `INSERT INTO verifications (company_id, status, done, total, requested_by, started_at)
       VALUES ($1, 'running', 0, (SELECT seq FROM company_head WHERE company_id = $1), $2, now())
       ON CONFLICT (company_id) DO UPDATE SET status = 'running', done = 0, total = EXCLUDED.total, result = NULL, error = NULL,
         requested_by = EXCLUDED.requested_by, started_at = now(), finished_at = NULL
       WHERE verifications.status <> 'running' OR verifications.started_at < now() - make_interval(secs => $3)
       RETURNING company_id`,
      [companyId, storedRequester(requestedBy), STALE_MS / 1000],
    );
    if (rows.length) {
      void heavy.verify(companyId).then(
        (r) => log.info({ companyId, ...r }, 'verification finished'),
        (err: unknown) => log.error({ err, companyId }, 'verification failed'),
      ).finally(release);
    } else release();
  } catch (err) {
    release();
    throw err;
  }
  return verifyStatus(pool, companyId);
}

export interface VerifySummary { events: number; differences: number; ms: number }

/** The replay and its record in the verifications table (progress, then the result or the error). */
export async function runVerify(pool: Pool, companyId: string): Promise<VerifySummary> {
  let last = 0;
  try {
    const r = await verifyCompany(pool, companyId, async (done, total) => {
      if (done !== total && Date.now() - last < 250) return;
      last = Date.now();
      await pool.query('UPDATE verifications SET done = $2, total = $3 WHERE company_id = $1', [companyId, done, total]);
    });
    const result = {
      events: r.events, checkpoint: r.checkpoint, ms: Math.round(r.ms), compared: r.compared,
      differences: r.differences, truncated: r.truncated === true,
    };
    await pool.query(
      `UPDATE verifications SET status = 'done', done = $2, total = $2, result = $3, finished_at = now() WHERE company_id = $1`,
      [companyId, r.events, JSON.stringify(result)],
    );
    return { events: r.events, differences: r.differences.length, ms: result.ms };
  } catch (err) {
    await pool.query(`UPDATE verifications SET status = 'failed', error = $2, finished_at = now() WHERE company_id = $1`, [companyId, (err as Error).message])
      .catch(() => undefined);
    throw err;
  }
}
