// Wires the pool, the store and the projection runtime together.
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { otpSender } from './otp/provider.ts';
import { EventStore } from './store/eventStore.ts';
import { inProcessProjection, type ProjectionRuntime } from './store/projection.ts';
import { queueProjection } from './store/queueProjection.ts';
import { HeavyWork } from './offload/heavy.ts';
import { createPool } from './db/pool.ts';
import { ReadRouting } from './db/reads.ts';

export { createPool };

/** How long a read waits to connect to the replica before it reads the primary (a standby that is down answers at once). */
const REPLICA_CONNECT_MS = 1000;

export function createServices(
  config: Config, pool: pg.Pool, log: Logger, databaseUrl: string,
  opts: { now?: () => Date; projection?: ProjectionRuntime } = {},
): Services {
  const now = opts.now ?? (() => new Date());
  // With a replica, company reads go to it (db/reads.ts); svc.pool routes, the event store and projector keep the primary.
  const replica = config.READ_DATABASE_URL ? createPool(config.READ_DATABASE_URL, 20, REPLICA_CONNECT_MS) : null;
  const reads = new ReadRouting(pool, replica, config.READ_REPLICA_WAIT_MS, log);
  const heavy = new HeavyWork({ databaseUrl, readDatabaseUrl: config.READ_DATABASE_URL }, {
    threads: config.HEAVY_THREADS, queue: config.HEAVY_QUEUE, perCompany: config.HEAVY_PER_COMPANY,
    perLink: config.HEAVY_PER_LINK, connections: config.HEAVY_CONNECTIONS, inlineEvents: config.HEAVY_INLINE_EVENTS,
  }, log);
  const projection = opts.projection ?? (config.REDIS_URL
    ? queueProjection(pool, databaseUrl, config.REDIS_URL, config.QUEUE_PREFIX, config.PROJECTION_WAIT_MS, log)
    : inProcessProjection(pool, log, (companyId) => heavy.rebuild(companyId)));
  return { config, pool: reads.pool, reads, log, now, projection, heavy, store: new EventStore(pool, projection, now), otp: otpSender(config, log) };
}
