// What every handler may use: the pool, the event store, the projection runtime, the clock.
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { EventStore } from './store/eventStore.ts';
import type { OtpSender } from './otp/provider.ts';
import type { HeavyWork } from './offload/heavy.ts';
import type { ProjectionRuntime } from './store/projection.ts';
import type { ReadRouting } from './db/reads.ts';

export interface Services {
  config: Config;
  /** The primary; inside a replica read (http/kit.ts, db/reads.ts) the replica the request picked. */
  pool: Pool;
  /** Which reads go to READ_DATABASE_URL, and the write position a write answers (db/reads.ts). */
  reads: ReadRouting;
  log: Logger;
  store: EventStore;
  projection: ProjectionRuntime;
  otp: OtpSender;
  /** PDFs, workbooks, as-of statements and replays, off the request thread and within limits. */
  heavy: HeavyWork;
  now: () => Date;
}
