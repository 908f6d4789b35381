// Wires the pool, the store and the projection runtime together.
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { otpSender } from './otp/provider.ts';
import { EventStore } from './store/eventStore.ts';
import { inProcessProjection, type ProjectionRuntime } from './store/projection.ts';
import { queueProjection } from './store/queueProjection.ts';

// numeric stays a string (exact); bigint (int8) too, converted where used.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createPool(databaseUrl: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000 });
  // An idle client whose server connection dies (a Postgres restart) is replaced on next use; without
  // this listener its error would crash the process.
  pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
  // A checked-out client has no pool listener: if the server ends its connection then (a restart under
  // load), the error would be unhandled and end the process. The query in flight still fails (503), and
  // the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createServices(
  config: Config, pool: pg.Pool, log: Logger, databaseUrl: string,
  opts: { now?: () => Date; projection?: ProjectionRuntime } = {},
): Services {
  const now = opts.now ?? (() => new Date());
  const projection = opts.projection ?? (config.REDIS_URL
    ? queueProjection(pool, databaseUrl, config.REDIS_URL, config.QUEUE_PREFIX, config.PROJECTION_WAIT_MS, log)
    : inProcessProjection(pool, log));
  return { config, pool, log, now, projection, store: new EventStore(pool, projection, now), otp: otpSender(config, log) };
}
