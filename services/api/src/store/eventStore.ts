// The append side of the event store. A command runs in one transaction that first locks the
// company's stream head (serialising the company's writers, so seq is gapless and commit order is seq
// order), lets the handler decide on the company's state folded at the head, folds the events onto
// it, then appends. The projector is not waited for before deciding. In embedded mode the rows that fold
// rendered are written in the same transaction (one fold per write); in server mode the answer waits for
// a worker's projection (read-your-writes).
import type { Pool, PoolClient, QueryResult } from 'pg';
import {
  FoldGuard, ProjectionStuck, Unfoldable, latestVersion, prepared, readPayload, projectWithCommand, type FoldLease, type LedgerState, type NewEvent,
} from '@ledger/projections';
import type { ProjectionRuntime } from './projection.ts';
import { messagesEn } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import { closedBooksRefusal } from './closedBooks.ts';
import { queriesInOrder } from '../db/tx.ts';

export interface CommandMeta {
  companyId: string;
  actor: string;
  requestId: string;
  idempotencyKey: string | null;
  /** Hash of the request's canonical body: a reused Idempotency-Key must come with the same one. */
  requestHash?: string | null;
}

export const IDEMPOTENCY_KEY_REUSED = messagesEn.keyReused;

export interface Decision<R> { events: NewEvent[]; result: R }

export interface Outcome<R> {
  result: R;
  /** The command was a retry of an earlier one with the same Idempotency-Key. */
  replayed: boolean;
  /** False when the projection did not catch up within the bound (the write stands). */
  projected: boolean;
  seq: number;
}

export type Tx = Pick<PoolClient, 'query'>;

/** The company's head, locked for one command (serialising its writers), and the projector's checkpoint. */
const HEAD_SQL = `SELECT h.seq, (SELECT seq FROM projection_checkpoint WHERE company_id = h.company_id AND projector = 'ledger') AS checkpoint
  FROM company_head h WHERE h.company_id = $1 FOR UPDATE`;

type HeadResult = QueryResult<{ seq: string; checkpoint: string | null }>;

/**
 * BEGIN and the head lock in one round trip: one simple query of two statements (node-postgres sends a
 * query only once the one before is answered, so two calls cost two round trips). The company id goes
 * in as an escaped literal, since a simple query takes no parameters.
 */
async function beginWithHead(client: PoolClient, companyId: string): Promise<HeadResult> {
  const results = (await client.query(`BEGIN; ${HEAD_SQL.replace('$1', client.escapeLiteral(companyId))}`)) as unknown as HeadResult[];
  return results[1];
}

/**
 * A command's work inside the store's transaction: given the company's state at the head (folded under
 * its head lock), decide the events. `tx` is for the plain tables a command keeps beside its events
 * (the companies registry); decisions read the state, never the read models.
 */
export type CommandStep<R> = (tx: Tx, state: Readonly<LedgerState>) => Promise<Decision<R>>;

export class EventStore {
  /** Folds each company's state for its commands, and their events before they are stored (docs/architecture.md, "Invariants of the log"). */
  readonly guard = new FoldGuard();

  constructor(
    private readonly pool: Pool,
    private readonly projection: ProjectionRuntime,
    private readonly now: () => Date,
  ) {}

  async execute<R>(meta: CommandMeta, decide: CommandStep<R>): Promise<Outcome<R>> {
    const since = performance.now();
    const client = await this.pool.connect();
    let outcome: Outcome<R>;
    let projected = false;
    try {
      const attempt = await this.attempt(client, meta, decide, await beginWithHead(client, meta.companyId));
      await client.query('COMMIT');
      attempt.lease?.commit();
      outcome = attempt.outcome;
      projected = attempt.projected;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (err instanceof Unfoldable) throw coded(422, 'cannotRecord', { problem: err.problem });
      // A ledger stored before fold-before-commit that holds an event the projector refuses.
      if (err instanceof ProjectionStuck) throw coded(409, 'ledgerNeedsRepair');
      if ((err as { code?: string; constraint?: string }).constraint === 'events_company_id_stream_id_stream_version_key') {
        throw coded(409, 'changedMeanwhile');
      }
      throw err;
    } finally {
      client.release();
    }
    // Read-your-writes: the answer is read from the read models. Unless they already hold the command's
    // events (projected with it, or none appended and nothing behind), it waits for the projector; a
    // replay too: the first request may still be projecting the events it appended.
    if (!projected && outcome.seq > 0) outcome.projected = await this.projection.afterAppend(meta.companyId, outcome.seq, since);
    return outcome;
  }

  /**
   * Reads the company's state at the head, as a command would decide on it (under the head lock, so no
   * command is half-way), and appends nothing: a read that must answer what the next command will decide.
   */
  async readState<R>(companyId: string, read: (state: Readonly<LedgerState>) => R): Promise<R> {
    const client = await this.pool.connect();
    try {
      const head = await beginWithHead(client, companyId);
      if (!head.rows.length) throw new Error(`No stream head for company ${companyId}`);
      const opened = await this.guard.open(client, companyId, Number(head.rows[0].seq), Number(head.rows[0].checkpoint ?? 0));
      const answer = read(opened.state);
      await client.query('COMMIT');
      return answer;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (err instanceof ProjectionStuck) throw coded(409, 'ledgerNeedsRepair');
      throw err;
    } finally {
      client.release();
    }
  }

  private async attempt<R>(
    client: PoolClient, meta: CommandMeta, decide: CommandStep<R>, head: HeadResult,
  ): Promise<{ outcome: Outcome<R>; lease: FoldLease | null; projected: boolean }> {
    if (!head.rows.length) throw new Error(`No stream head for company ${meta.companyId}`);
    const headSeq = Number(head.rows[0].seq);
    const checkpoint = Number(head.rows[0].checkpoint ?? 0);
    if (meta.idempotencyKey) {
      const prior = await client.query<{ result: R; request_hash: string | null }>(
        `SELECT meta->'result' AS result, meta->>'requestHash' AS request_hash FROM events WHERE company_id = $1 AND idempotency_key = $2`,
        [meta.companyId, meta.idempotencyKey],
      );
      if (prior.rows.length) {
        const { result, request_hash: priorHash } = prior.rows[0];
        // Keys stored before request hashes were kept (null) cannot be compared: they replay as before.
        if (priorHash && meta.requestHash && priorHash !== meta.requestHash) throw coded(422, 'keyReused', {}, 'Idempotency-Key');
        return { outcome: { result, replayed: true, projected: true, seq: headSeq }, lease: null, projected: checkpoint >= headSeq };
      }
    }
    // The state at the head, whether or not the projector has caught up: a write never waits for it.
    const opened = await this.guard.open(client, meta.companyId, headSeq, checkpoint);
    // A step may read with several queries at once (Promise.all): on the transaction's one connection they run in turn.
    const { events, result } = await decide(queriesInOrder(client), opened.state);
    const at = this.now();
    // The books as they were before this command (a close or reopen changes them for the next one).
    const closed = opened.state.closedBooks;
    // Fold before commit: what the projector could not fold is refused here and never stored.
    const lease = events.length ? opened.fold(events, at) : null;
    // Closed books: nothing dated on or before the books' date may change (store/closedBooks.ts).
    const refusal = lease && closedBooksRefusal(closed, lease.touched);
    if (refusal) throw refusal;
    const seq = await appendEvents(client, meta, headSeq, events, result, at);
    const outcome = { result, replayed: false, projected: true, seq };
    if (!lease) return { outcome, lease, projected: opened.current };
    // Embedded mode: the rows the guard rendered are the projection of these events; written with them,
    // the write is folded once and its answer waits for nothing.
    const projected = this.projection.inline && opened.current
      && await projectWithCommand(client, meta.companyId, headSeq, seq, lease.changes);
    return { outcome, lease, projected };
  }
}

// One call bumps the company head and inserts the events with their stream versions: one round trip per append.
// The head row lock (taken by the UPDATE, or earlier in the caller's transaction) serialises a company's appends, so
// seq is gapless and commit order is seq order. The rule lives in ledger_append_one() (migration 30), called with
// plain parameters for one event (most commands); ledger_append() (migration 31) takes arrays for several and appends
// each through it.
const APPEND_SQL = 'SELECT ledger_append($1, $2, $3, $4, $5, $6, $7, $8, $9) AS seq';
const APPEND_ONE_SQL = 'SELECT ledger_append_one($1, $2, $3, $4, $5, $6, $7, $8) AS seq';

/** Appends events in one statement; returns the new head. Inside a command the head is already locked. */
export async function appendEvents(
  client: Tx, meta: CommandMeta, _headSeq: number, events: NewEvent[], result: unknown, at: Date,
): Promise<number> {
  if (events.length === 0) return _headSeq;
  // A payload that its schema would refuse on read must never be stored: projectors stop on it.
  const versions = events.map((e) => latestVersion(e.type));
  events.forEach((e, i) => readPayload(e.type, versions[i], e.data));
  const metas = events.map((_, i) =>
    // The first event carries the idempotency key and the command's result, for retries.
    JSON.stringify(i === 0
      ? { actor: meta.actor, requestId: meta.requestId, idempotencyKey: meta.idempotencyKey, requestHash: meta.requestHash ?? null, result }
      : { actor: meta.actor, requestId: meta.requestId }),
  );
  const { rows } = await client.query<{ seq: string | null }>(events.length === 1
    ? prepared(APPEND_ONE_SQL, [
      meta.companyId, events[0].streamId, events[0].type, JSON.stringify(events[0].data), metas[0], meta.idempotencyKey, versions[0], at,
    ])
    : prepared(APPEND_SQL, [
      meta.companyId,
      events.length,
      events.map((e) => e.streamId),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      metas,
      events.map((_, i) => (i === 0 ? meta.idempotencyKey : null)),
      versions,
      at,
    ]));
  if (rows[0]?.seq == null) throw new Error(`No stream head for company ${meta.companyId}`);
  return Number(rows[0].seq);
}
