// What ticks the scheduled reminders (deliveries.ts): in embedded mode a timer in the API process; in server
// mode (REDIS_URL) a BullMQ job scheduler, run by services/worker, so that however many API processes there
// are, the ticks come from the workers.
import { Queue, Worker } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { redisConnection } from '../store/queueProjection.ts';
import { ReminderDeliveries, type ReminderConfig } from './deliveries.ts';
import { whatsAppSender } from './provider.ts';

export const REMINDER_QUEUE = 'reminders';
const SCHEDULER_ID = 'reminders-tick';

export interface RunningReminders { tick(): Promise<number>; close(): Promise<void> }

type SchedulerConfig = ReminderConfig & Pick<Config, 'REMINDER_TICK_MS'>;

/** Embedded mode: a tick now and every REMINDER_TICK_MS. Null in server mode, where the workers tick. */
export function embeddedReminders(
  deps: { pool: Pool; now: () => Date; log: Logger; config: SchedulerConfig & Pick<Config, 'REDIS_URL'> },
): RunningReminders | null {
  if (deps.config.REDIS_URL) return null;
  return timerReminders(deps);
}

function timerReminders(deps: { pool: Pool; now: () => Date; log: Logger; config: SchedulerConfig }): RunningReminders {
  const deliveries = new ReminderDeliveries(deps, whatsAppSender(deps.config, deps.log));
  const tick = () => deliveries.tick().catch((err: Error) => { deps.log.error({ err: err.message }, 'reminder tick failed'); return 0; });
  const first = setTimeout(() => void tick(), 0);
  const timer = setInterval(() => void tick(), deps.config.REMINDER_TICK_MS);
  timer.unref();
  return {
    tick: () => deliveries.tick(),
    async close() {
      clearTimeout(first);
      clearInterval(timer);
      await deliveries.close();
    },
  };
}

/** Server mode, in a worker: the job scheduler (one per QUEUE_PREFIX, whatever the number of workers) and its consumer. */
export async function queuedReminders(
  deps: { pool: Pool; now: () => Date; log: Logger; config: SchedulerConfig; redisUrl: string; prefix: string },
): Promise<RunningReminders> {
  const deliveries = new ReminderDeliveries(deps, whatsAppSender(deps.config, deps.log));
  const connection = redisConnection(deps.redisUrl);
  const queue = new Queue(REMINDER_QUEUE, { connection: { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 }, prefix: deps.prefix });
  queue.on('error', () => undefined);
  await queue.upsertJobScheduler(SCHEDULER_ID, { every: deps.config.REMINDER_TICK_MS }, { name: 'tick', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
  const worker = new Worker(REMINDER_QUEUE, () => deliveries.tick(), { connection, prefix: deps.prefix, concurrency: 1 });
  worker.on('failed', (_job, err) => deps.log.error({ err: err.message }, 'reminder tick failed'));
  worker.on('error', (err) => deps.log.warn({ err: err.message }, 'reminder worker connection problem'));
  return {
    tick: () => deliveries.tick(),
    async close() {
      await deliveries.close();
      await worker.close();
      await queue.close();
    },
  };
}
