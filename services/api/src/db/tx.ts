// Runs fn in a transaction on one pooled connection (at the isolation level asked for): COMMIT on
// success, ROLLBACK on any error.
import type { Pool, PoolClient } from 'pg';

export async function withTransaction<T>(
  pool: Pool, fn: (client: PoolClient) => Promise<T>, opts: { isolation?: 'REPEATABLE READ' } = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(opts.isolation ? `BEGIN ISOLATION LEVEL ${opts.isolation}` : 'BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
