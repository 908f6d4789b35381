// `npm run worker`: one projection worker process (server mode). Needs DATABASE_URL and REDIS_URL.
import pino from 'pino';
import { loadConfig } from '@ledger/api/config';
import { migrate } from '@ledger/api/db/migrate';
import { createPool } from '@ledger/api/services';
import { startWorker } from './worker.ts';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL }).child({ process: 'worker' });
  if (!config.DATABASE_URL || !config.REDIS_URL) throw new Error('The worker needs DATABASE_URL and REDIS_URL');
  await migrate(config.DATABASE_URL, log);
  const pool = createPool(config.DATABASE_URL, config.WORKER_CONCURRENCY + 4);
  const worker = await startWorker({
    pool, redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, log,
    concurrency: config.WORKER_CONCURRENCY, sweepIntervalMs: config.SWEEP_INTERVAL_MS, chunk: config.PROJECTION_CHUNK,
    reminders: { config },
  });
  log.info({ concurrency: config.WORKER_CONCURRENCY }, 'projection worker running');
  const stop = async () => {
    await worker.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
