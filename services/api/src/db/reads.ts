// Reads from a streaming replica (READ_DATABASE_URL; docs/operations.md "Read replica"). The one choke point:
// the route builder (http/kit.ts) runs each replica read (contract replica.ts readsReplica) inside `read()`,
// which picks the database for the whole request and keeps it in an AsyncLocalStorage; `svc.pool` is a pool
// that sends each query (and each connect) to the database the current request picked, and the primary
// outside a read. Token checks run before the read begins, commands through the event store's own primary
// pool, so neither ever reaches the replica.
//
// Read-your-writes: a write answers the primary's WAL position once it is visible (writePosition); the caller
// sends the newest position it has back on reads; a read waits until the replica has replayed it, polling
// briefly, and past READ_REPLICA_WAIT_MS reads the primary instead. A replica that cannot be reached (or
// cancels a query for a recovery conflict) sends the query to the primary, logged; after a connection error
// the replica is left alone for REPLICA_REST_MS.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Logger } from 'pino';
import { lsnValue } from '@ledger/contract';

export type ReadSource = 'primary' | 'replica';

/** `fellBack`: the replica failed under this read (a connection error, a cancelled query): the rest of it reads the primary. */
interface ReadScope { source: ReadSource; fellBack: (err: unknown) => void }

const scope = new AsyncLocalStorage<ReadScope>();

/** Which database the current request reads (null outside a replica read, or with no replica). */
export const currentReadSource = (): ReadSource | null => scope.getStore()?.source ?? null;

/** The replica failed under the current read somewhere this process cannot see it (a file's thread): the rest of it reads the primary. */
export const replicaFailed = (err: unknown): void => scope.getStore()?.fellBack(err);

/** Runs `work` on the primary even inside a replica read: a write a read makes on first use (the slip-seal key). */
export const onPrimary = <T>(work: () => T): T => scope.exit(work);

/** How long an unreachable replica is left alone before it is tried again. */
const REPLICA_REST_MS = 2000;
/** Polls of the replica's replay position while a read waits: the first at once, then at most this far apart. */
const POLL_MAX_MS = 20;

/** Connection errors (the replica is down or restarting), and a query the standby cancelled for a recovery conflict. */
export function replicaUnusable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (typeof e.code === 'string' && /^(08|57P0[1-3]|ECONN|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)/.test(e.code)) return true;
  if (e.code === '40001' && /conflict with recovery/i.test(e.message ?? '')) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e.message ?? '');
}

/** The replica's replayed position (a primary answers its own: READ_DATABASE_URL pointed at a primary waits for nothing). */
const REPLAYED_SQL = `SELECT CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END >= $1::pg_lsn AS reached`;

/**
 * The primary's insert position, not its write position: with synchronous_commit off a commit is visible before its
 * WAL is written. Where the last record ended at a page boundary, the insert position points past the next page's
 * header (24 bytes, 40 at a segment's start) while a standby's replay ends at the boundary: that header is taken off,
 * or the read would wait for WAL that may never come.
 */
const WRITE_POSITION_SQL = `SELECT (p - CASE WHEN o IN (24, 40) THEN o ELSE 0 END)::text AS lsn
  FROM (SELECT p, (p - '0/0'::pg_lsn) % current_setting('wal_block_size')::numeric AS o FROM (SELECT pg_current_wal_insert_lsn() AS p) x) y`;

export class ReadRouting {
  /** The pool handlers use (svc.pool): the replica inside a replica read, else the primary. */
  readonly pool: pg.Pool;
  private restUntil = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool | null,
    private readonly waitMs: number,
    private readonly log: Logger,
  ) {
    this.pool = replica ? this.routingPool(primary, replica) : primary;
  }

  get enabled(): boolean {
    return this.replica !== null;
  }

  /**
   * Runs a read on the database it may use: the replica once it has replayed `lsn` (the caller's newest write
   * position; none: at once), the primary past the bound or while the replica is down. `source()` tells which
   * answered (a query may still fall back to the primary after it began).
   */
  async read<T>(lsn: string | null, work: (source: () => ReadSource) => Promise<T>): Promise<T> {
    if (!this.replica) return work(() => 'primary');
    const state: ReadScope = {
      source: await this.pick(this.replica, lsn),
      fellBack: (err) => {
        // A recovery conflict cancels one query; a connection error says the replica is down.
        if ((err as { code?: string }).code !== '40001') this.rest(err);
        state.source = 'primary';
      },
    };
    return scope.run(state, () => work(() => state.source));
  }

  /** The primary's WAL position now: after a write and its projection are visible, at least the position of both. Null with no replica. */
  async writePosition(): Promise<string | null> {
    if (!this.replica) return null;
    const { rows } = await this.primary.query<{ lsn: string }>(WRITE_POSITION_SQL);
    return rows[0].lsn;
  }

  async close(): Promise<void> {
    await this.replica?.end();
  }

  private async pick(replica: pg.Pool, lsn: string | null): Promise<ReadSource> {
    if (Date.now() < this.restUntil) return 'primary';
    if (lsn === null) return 'replica';
    const deadline = Date.now() + this.waitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, POLL_MAX_MS)) {
      try {
        const { rows } = await replica.query<{ reached: boolean }>(REPLAYED_SQL, [lsn]);
        if (rows[0].reached) return 'replica';
      } catch (err) {
        if (!replicaUnusable(err)) throw err;
        this.rest(err);
        return 'primary';
      }
      if (Date.now() + pause > deadline) {
        this.log.info({ lsn, waitMs: this.waitMs }, 'replica behind past the bound: read from the primary');
        return 'primary';
      }
      await new Promise((r) => setTimeout(r, pause));
    }
  }

  private rest(err: unknown): void {
    if (Date.now() >= this.restUntil) this.log.warn({ err }, 'read replica unreachable: reading from the primary');
    this.restUntil = Date.now() + REPLICA_REST_MS;
  }

  /** The primary pool with query and connect sent to the replica inside a replica read (and back to the primary when it fails). */
  private routingPool(primary: pg.Pool, replica: pg.Pool): pg.Pool {
    const onReplica = () => scope.getStore()?.source === 'replica';
    const fellBack = (err: unknown): boolean => {
      if (!replicaUnusable(err)) return false;
      replicaFailed(err);
      return true;
    };
    const query = async (...args: unknown[]): Promise<unknown> => {
      const call = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
      if (!onReplica()) return call(primary);
      try {
        return await call(replica);
      } catch (err) {
        if (!fellBack(err)) throw err;
        return call(primary);
      }
    };
    const connect = async (): Promise<pg.PoolClient> => {
      if (!onReplica()) return primary.connect();
      try {
        return await replica.connect();
      } catch (err) {
        if (!fellBack(err)) throw err;
        return primary.connect();
      }
    };
    return new Proxy(primary, {
      get(target, prop) {
        if (prop === 'query') return query;
        if (prop === 'connect') return connect;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
}

/** A caller's write position as sent (LSN_HEADER): null when absent; undefined when it is not a WAL position. */
export function sentLsn(header: string | undefined): string | null | undefined {
  if (header === undefined || header === '') return null;
  return lsnValue(header) === null ? undefined : header;
}
