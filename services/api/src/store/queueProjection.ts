// Server mode: appends wake a BullMQ job per company (deduplicated: at most one waiting job, carrying
// only the company id); workers (services/worker) project. The API waits, bounded, for the
// checkpoint to include its write. If Redis is down the write still stands: the workers' sweep
// finds companies whose checkpoint is behind their head, and the API itself projects a company whose
// read models it needs current before deciding a command.
import { Queue } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { LedgerProjector } from '@ledger/projections';
import { CheckpointWaiter } from './checkpointWaiter.ts';
import type { ProjectionRuntime } from './projection.ts';

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
  const local = new LedgerProjector(pool);

  const wake = async (companyId: string): Promise<void> => {
    try {
      await queue.add('project', { companyId }, {
        deduplication: { id: companyId },
        removeOnComplete: true,
        removeOnFail: 100,
        attempts: 5,
        backoff: { type: 'exponential', delay: 200 },
      });
    } catch (err) {
      log.warn({ companyId, err: (err as Error).message }, 'could not enqueue projection; the sweep will pick it up');
    }
  };

  return {
    async catchUp(companyId) {
      const { rows } = await pool.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
      const head = Number(rows[0]?.seq ?? 0);
      await wake(companyId);
      if (await waiter.wait(companyId, head, waitMs)) return head;
      // No worker came: project here so that the command can be decided on current read models.
      log.warn({ companyId }, 'projecting in the API: no worker caught up in time');
      return local.catchUp(companyId);
    },
    async afterAppend(companyId, seq) {
      await wake(companyId);
      return waiter.wait(companyId, seq, waitMs);
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
