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

/**
 * A transaction's client for readers that start several queries at once (Promise.all, written for a pool): each
 * query waits for the one before it. pg deprecates a second query on a client that is still running one (pg@9
 * refuses it), and a transaction has one connection, so nothing is lost by the wait.
 */
export function queriesInOrder(client: Pick<PoolClient, 'query'>): Pick<PoolClient, 'query'> {
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const next = last.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    last = next.catch(() => undefined);
    return next;
  };
  return { query } as Pick<PoolClient, 'query'>;
}
