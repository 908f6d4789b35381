// A projection worker: BullMQ consumers for the per-company wake-up jobs and for rebuilds, plus a
// sweep that projects any company whose checkpoint is behind its head (so that writes made while
// Redis was down, or whose wake-up was lost, are projected all the same).
import { Queue, Worker } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { GROUP_MAX, LedgerProjector } from '@ledger/projections';
import { PROJECTION_QUEUE, REBUILD_QUEUE, redisConnection } from '@ledger/api/store/queueProjection';
import { runRebuild } from '@ledger/api/store/rebuilds';
import { bulkFailureLog } from '@ledger/api/store/projection';
import type { Config } from '@ledger/api/config';
import { queuedReminders } from '@ledger/api/reminders/scheduler';
import { GroupCommit } from './groupCommit.ts';

export interface WorkerOptions {
  pool: Pool;
  redisUrl: string;
  prefix: string;
  log: Logger;
  concurrency: number;
  sweepIntervalMs: number;
  chunk?: number;
  /** Scheduled WhatsApp reminders (docs/sharing.md): the provider and timings, and the clock (tests set it). */
  reminders: { config: Pick<Config, 'WHATSAPP_PROVIDER' | 'WHATSAPP_WEBHOOK_URL' | 'PUBLIC_URL' | 'PORT' | 'REMINDER_RETRY_MS' | 'REMINDER_TICK_MS'>; now?: () => Date };
}

export interface RunningWorker { sweep(): Promise<number>; close(): Promise<void> }

export async function startWorker(o: WorkerOptions): Promise<RunningWorker> {
  const projector = new LedgerProjector(o.pool, { chunk: o.chunk, onBulkFailure: bulkFailureLog(o.log) });
  // The jobs active at once gather into group transactions (groupCommit.ts): a worker takes up to a group's
  // worth of jobs at once; `concurrency` bounds the companies projected alone (catch-ups) at once.
  const groups = new GroupCommit(projector, o.concurrency);
  const connection = redisConnection(o.redisUrl);
  const queue = new Queue(PROJECTION_QUEUE, { connection: { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 }, prefix: o.prefix });
  queue.on('error', () => undefined);

  const projections = new Worker<{ companyId: string }>(
    PROJECTION_QUEUE,
    async (job) => {
      const { companyId } = job.data;
      // Free the deduplication slot before reading events: a write committed from here on enqueues a
      // new job, and one committed before is read below. No wake-up is lost.
      await queue.removeDeduplicationKey(companyId).catch(() => undefined);
      return groups.project(companyId);
    },
    { connection, prefix: o.prefix, concurrency: Math.max(o.concurrency, GROUP_MAX), autorun: true },
  );
  projections.on('failed', (job, err) => o.log.error({ companyId: job?.data.companyId, err: err.message }, 'projection job failed'));
  projections.on('error', (err) => o.log.warn({ err: err.message }, 'projection worker connection problem'));

  const rebuilds = new Worker<{ companyId: string }>(
    REBUILD_QUEUE,
    async (job) => { await runRebuild(o.pool, job.data.companyId, o.log); },
    { connection, prefix: o.prefix, concurrency: 1, lockDuration: 120_000 },
  );
  rebuilds.on('error', (err) => o.log.warn({ err: err.message }, 'rebuild worker connection problem'));

  let sweeping = false;
  const sweep = async (): Promise<number> => {
    if (sweeping) return 0;
    sweeping = true;
    try {
      const { rows } = await o.pool.query<{ company_id: string }>(
        `SELECT h.company_id FROM company_head h
         LEFT JOIN projection_checkpoint c ON c.company_id = h.company_id AND c.projector = 'ledger'
         WHERE h.seq > coalesce(c.seq, 0)`,
      );
      // Through the group commit, beside the jobs: a company both swept and woken is projected once.
      await Promise.all(rows.map((r) => groups.project(r.company_id).catch((err: unknown) => {
        o.log.error({ companyId: r.company_id, err: (err as Error).message }, 'sweep could not project company');
      })));
      return rows.length;
    } finally {
      sweeping = false;
    }
  };
  await sweep();
  const reminders = await queuedReminders({
    pool: o.pool, log: o.log, config: o.reminders.config, now: o.reminders.now ?? (() => new Date()), redisUrl: o.redisUrl, prefix: o.prefix,
  });
  const timer = setInterval(() => void sweep().catch((err) => o.log.error({ err }, 'sweep failed')), o.sweepIntervalMs);
  timer.unref();

  return {
    sweep,
    async close() {
      clearInterval(timer);
      await reminders.close();
      await projections.close();
      await rebuilds.close();
      await queue.close();
    },
  };
}
