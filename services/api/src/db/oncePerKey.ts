// An operational write that is not a ledger event (a reminder marked sent, share links revoked), done once per
// Idempotency-Key (migration 29, operation_keys): the key is claimed in the write's own transaction, so a twin sent
// at once waits for the first to commit and then, like a later retry, answers the first one's result. The same key
// with another request is refused, as the event log refuses it (store/eventStore.ts). Without a key it is the
// plain write in a transaction.
import type { Pool, PoolClient } from 'pg';
import { coded } from '../http/errors.ts';
import { withTransaction } from './tx.ts';

export async function oncePerKey<R>(
  pool: Pool, companyId: string, key: { idempotencyKey: string | null; requestHash: string }, write: (tx: PoolClient) => Promise<R>,
): Promise<R> {
  const { idempotencyKey, requestHash } = key;
  if (idempotencyKey === null) return withTransaction(pool, write);
  return withTransaction(pool, async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO operation_keys (company_id, idempotency_key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [companyId, idempotencyKey, requestHash]);
    if (claimed.rowCount === 1) {
      const result = await write(tx);
      await tx.query('UPDATE operation_keys SET result = $3 WHERE company_id = $1 AND idempotency_key = $2', [companyId, idempotencyKey, JSON.stringify(result)]);
      return result;
    }
    const { rows: [prior] } = await tx.query<{ request_hash: string; result: R }>(
      'SELECT request_hash, result FROM operation_keys WHERE company_id = $1 AND idempotency_key = $2', [companyId, idempotencyKey]);
    if (prior.request_hash !== requestHash) throw coded(422, 'keyReused', {}, 'Idempotency-Key');
    return prior.result;
  });
}
