// Where the ledger projector stands per company: its checkpoint (the last seq its read models hold),
// the lock that every writer of a company's read models holds, and the move of the checkpoint with
// the NOTIFY that wakes the API processes waiting for it.
import type { PoolClient } from 'pg';
import { prepared } from './sql/prepared.ts';

export const PROJECTOR = 'ledger';
export const LOCK_NAMESPACE = 7_041_001;
export const PROJECTED_CHANNEL = 'ledger_projected';

export async function readCheckpoint(client: Pick<PoolClient, 'query'>, companyId: string): Promise<number> {
  const { rows } = await client.query<{ seq: string }>(prepared(
    'SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = $2',
    [companyId, PROJECTOR],
  ));
  return rows.length ? Number(rows[0].seq) : 0;
}

/** Takes the company's projector lock for the rest of the transaction (waits for it). */
export async function lockProjector(client: Pick<PoolClient, 'query'>, companyId: string): Promise<void> {
  await client.query(prepared('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, companyId]));
}

/**
 * Moves the company's checkpoint from `from` to `to` (compare-and-set) and wakes the API processes
 * waiting for it, in one statement; under the projector lock.
 */
export async function advanceCheckpoint(client: Pick<PoolClient, 'query'>, companyId: string, from: number, to: number): Promise<void> {
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
