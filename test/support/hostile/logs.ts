// The event log as the campaign watches it: company A's head, event count and projection checkpoint,
// and the sum of every company's head and every event, read in one statement.
import type pg from 'pg';

export interface LogState { head: number; count: number; checkpoint: number; heads: number; total: number }

export async function logState(db: pg.Pool, companyId: string): Promise<LogState> {
  const { rows } = await db.query(
    `SELECT (SELECT seq FROM company_head WHERE company_id = $1) AS head,
            (SELECT count(*) FROM events WHERE company_id = $1) AS count,
            (SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger') AS checkpoint,
            (SELECT coalesce(sum(seq), 0) FROM company_head) AS heads,
            (SELECT count(*) FROM events) AS total`,
    [companyId],
  );
  const r = rows[0];
  return { head: Number(r.head), count: Number(r.count), checkpoint: Number(r.checkpoint), heads: Number(r.heads), total: Number(r.total) };
}

export const sameLog = (a: LogState, b: LogState) => a.head === b.head && a.count === b.count && a.heads === b.heads && a.total === b.total;

/** Polls until the company's checkpoint reaches its head, or the bound passes; the last state read. */
export async function projectorReaches(db: pg.Pool, companyId: string, boundMs: number): Promise<LogState> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const s = await logState(db, companyId);
    if (s.checkpoint >= s.head || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
}
