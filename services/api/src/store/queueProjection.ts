// Server mode: appends wake a BullMQ job per company (deduplicated: at most one waiting job, carrying
// only the company id); workers (services/worker) project. The API waits, bounded, for the
// checkpoint to include its write. If Redis is down the write still stands: the workers' sweep
// finds companies whose checkpoint is behind their head, and the API projects itself when it cannot
// enqueue. Commands decide on the folded state (store/eventStore.ts), never waiting for a worker.
import { Queue } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { LedgerProjector } from '@ledger/projections';
import { CheckpointWaiter } from './checkpointWaiter.ts';
import { bulkFailureLog, type ProjectionRuntime } from './projection.ts';

export const PROJECTION_QUEUE = 'projections';
export const REBUILD_QUEUE = 'rebuilds';

export function redisConnection(redisUrl: string) {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
  };
}

export function queueProjection(pool: Pool, databaseUrl: string, redisUrl: string, prefix: string, waitMs: number, log: Logger): ProjectionRuntime {
  // Producers fail fast while Redis is away instead of queueing commands in memory.
  const connection = { ...redisConnection(redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  const queue = new Queue(PROJECTION_QUEUE, { connection, prefix });
  const rebuilds = new Queue(REBUILD_QUEUE, { connection, prefix });
  queue.on('error', (err) => log.warn({ err: err.message }, 'projection queue unavailable'));
  rebuilds.on('error', (err) => log.warn({ err: err.message }, 'rebuild queue unavailable'));
  const waiter = new CheckpointWaiter(pool, databaseUrl, log);
  const local = new LedgerProjector(pool, { onBulkFailure: bulkFailureLog(log) });

  /** Wakes a worker for the company; false when Redis could not be reached. */
  const wake = async (companyId: string): Promise<boolean> => {
    try {
      await queue.add('project', { companyId }, {
        deduplication: { id: companyId },
        removeOnComplete: true,
        removeOnFail: 100,
        attempts: 5,
        backoff: { type: 'exponential', delay: 200 },
      });
      return true;
    } catch (err) {
      log.warn({ companyId, err: (err as Error).message }, 'could not enqueue projection; projecting in the API');
      return false;
    }
  };

  return {
    // Workers project; the answer waits for their checkpoint (read-your-writes).
    inline: false,
    async afterAppend(companyId, seq, since) {
      if (!(await wake(companyId))) return (await local.catchUp(companyId)) >= seq;
      return waiter.wait(companyId, seq, waitMs, since);
    },
    async startRebuild(companyId) {
      await rebuilds.add('rebuild', { companyId }, { deduplication: { id: companyId }, removeOnComplete: true, removeOnFail: 100 });
    },
    forget: (companyId) => local.forget(companyId),
    async close() {
      await waiter.close();
      await queue.close();
      await rebuilds.close();
    },
  };
}
