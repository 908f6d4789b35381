// How the API gets its read models current. Embedded mode (no REDIS_URL) projects in-process right
// after each commit; server mode hands the work to BullMQ workers and waits for the checkpoint
// (queueProjection.ts). Both run the same projector code from projections/.
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { LedgerProjector } from '@ledger/projections';
import type { RebuildOutcome } from './rebuilds.ts';
import type { Tx } from './eventStore.ts';

/**
 * A company's projected position: the projector's checkpoint and the end of its last rebuild. Its read models change
 * only as one of them moves, so a revalidating read's tag is made of it (http/kit.ts), and a decision that read the
 * read models outside its command's transaction knows by it whether they have moved since (gst/routes.ts).
 */
export interface Position { seq: string | null; rebuilt: Date | null }

/** The position's two columns, for a statement with `$1` the company's id. */
export const POSITION_COLUMNS = `(SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger')::text AS seq,
            (SELECT finished_at FROM rebuild_status WHERE company_id = $1) AS rebuilt`;

/** The company's position now, as text that two equal positions share. */
export async function positionOf(tx: Tx, companyId: string): Promise<string> {
  const { rows } = await tx.query<Position>(`SELECT ${POSITION_COLUMNS}`, [companyId]);
  return `${rows[0]?.seq ?? ''}|${rows[0]?.rebuilt?.toISOString() ?? ''}`;
}

export interface ProjectionRuntime {
  /**
   * Commands project their own events in their transaction when the read models are current (embedded
   * mode: EventStore writes the rows its fold-before-commit rendered); otherwise afterAppend does it.
   */
  readonly inline: boolean;
  /**
   * Called after a commit at `seq`; resolves true once the read models include it, false past the bound.
   * `since`: performance.now() before the committing transaction began (lets server mode answer from the
   * positions its listener heard of, store/checkpointWaiter.ts).
   */
  afterAppend(companyId: string, seq: number, since?: number): Promise<boolean>;
  /** Starts a full rebuild of the company (progress in rebuild_status); resolves once it is started. */
  startRebuild(companyId: string): Promise<void>;
  /** Drops cached state (company erasure). */
  forget(companyId: string): void;
  close(): Promise<void>;
}

/** How a process logs a catch-up whose bulk path failed (the chunks then project up to the fault and report it). */
export const bulkFailureLog = (log: Logger) => (companyId: string, err: Error): void => {
  log.warn({ companyId, err: err.message }, 'catch-up bulk path failed; projecting in chunks');
};

/**
 * Embedded mode: the projector in this process; a full rebuild by `rebuild`, which runs it off the
 * request thread (offload/heavy.ts) and answers its outcome.
 */
export function inProcessProjection(pool: Pool, log: Logger, rebuild: (companyId: string) => Promise<RebuildOutcome>): ProjectionRuntime {
  const projector = new LedgerProjector(pool, { onBulkFailure: bulkFailureLog(log) });
  const running = new Set<Promise<void>>();
  return {
    inline: true,
    // Only when a command could not project with itself (the projector lock was held, or the read
    // models were behind): the projector folds what they miss.
    async afterAppend(companyId, seq) {
      return (await projector.catchUp(companyId)) >= seq;
    },
    async startRebuild(companyId) {
      const job = rebuild(companyId).then((r) => {
        if ('events' in r) log.info({ companyId, events: r.events }, 'rebuild finished');
        else if ('error' in r) log.error({ companyId, err: r.error }, 'rebuild failed');
      }, (err: unknown) => log.error({ err, companyId }, 'rebuild failed')).finally(() => running.delete(job));
      running.add(job);
    },
    forget: (companyId) => projector.forget(companyId),
    async close() {
      await Promise.all(running);
    },
  };
}
