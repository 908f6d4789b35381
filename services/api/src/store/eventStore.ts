// The append side of the event store. A command runs in one transaction that first locks the
// company's stream head (serialising the company's writers, so seq is gapless and commit order is seq
// order), checks the read models are current, lets the handler decide, then appends.
import type { Pool, PoolClient } from 'pg';
import { LATEST_VERSION, parseEventData, prepared, type NewEvent } from '@ledger/projections';
import type { ProjectionRuntime } from './projection.ts';
import { conflict } from '../http/errors.ts';

export interface CommandMeta {
  companyId: string;
  actor: string;
  requestId: string;
  idempotencyKey: string | null;
}

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

/** How long a command keeps trying to find the read models current under the head lock. */
const CATCH_UP_DEADLINE_MS = 15_000;

export class EventStore {
  constructor(
    private readonly pool: Pool,
    private readonly projection: ProjectionRuntime,
    private readonly now: () => Date,
  ) {}

  async execute<R>(meta: CommandMeta, decide: (tx: Tx) => Promise<Decision<R>>): Promise<Outcome<R>> {
    const deadline = Date.now() + CATCH_UP_DEADLINE_MS;
    while (Date.now() < deadline) {
      const client = await this.pool.connect();
      let outcome: Outcome<R> | 'behind';
      try {
        await client.query('BEGIN');
        outcome = await this.attempt(client, meta, decide);
        await client.query(outcome === 'behind' ? 'ROLLBACK' : 'COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        if ((err as { code?: string; constraint?: string }).constraint === 'events_company_id_stream_id_stream_version_key') {
          throw conflict('This record was changed at the same time by another request; please retry');
        }
        throw err;
      } finally {
        client.release();
      }
      if (outcome === 'behind') {
        // Read models lag the head (a worker is still projecting): catch up without holding the lock.
        await this.projection.catchUp(meta.companyId);
        continue;
      }
      // A replay also waits: the first request may still be projecting the events it appended.
      if (outcome.seq > 0) outcome.projected = await this.projection.afterAppend(meta.companyId, outcome.seq);
      return outcome;
    }
    throw new Error(`Could not get current read models for company ${meta.companyId}`);
  }

  private async attempt<R>(client: PoolClient, meta: CommandMeta, decide: (tx: Tx) => Promise<Decision<R>>): Promise<Outcome<R> | 'behind'> {
    const head = await client.query<{ seq: string; checkpoint: string | null }>(prepared(
      `SELECT h.seq, (SELECT seq FROM projection_checkpoint WHERE company_id = h.company_id AND projector = 'ledger') AS checkpoint
       FROM company_head h WHERE h.company_id = $1 FOR UPDATE`,
      [meta.companyId],
    ));
    if (!head.rows.length) throw new Error(`No stream head for company ${meta.companyId}`);
    const headSeq = Number(head.rows[0].seq);
    if (meta.idempotencyKey) {
      const prior = await client.query<{ result: R }>(
        `SELECT meta->'result' AS result FROM events WHERE company_id = $1 AND idempotency_key = $2`,
        [meta.companyId, meta.idempotencyKey],
      );
      if (prior.rows.length) return { result: prior.rows[0].result, replayed: true, projected: true, seq: headSeq };
    }
    if (Number(head.rows[0].checkpoint ?? 0) !== headSeq) return 'behind';
    const { events, result } = await decide(client);
    const seq = await appendEvents(client, meta, headSeq, events, result, this.now());
    return { result, replayed: false, projected: true, seq };
  }
}

// One statement bumps the company head and inserts the events with their stream versions: one round
// trip per append. The head row lock (taken by this UPDATE, or earlier in the caller's transaction)
// serialises a company's appends, so seq is gapless and commit order is seq order.
const APPEND_SQL = `
WITH ev AS (
  SELECT x.*, row_number() OVER (PARTITION BY x.sid ORDER BY x.ord) AS rn
  FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS x(sid, t, d, m, k, ord)
), head AS (
  UPDATE company_head SET seq = seq + $2 WHERE company_id = $1 RETURNING seq - $2 AS base
), ins AS (
  INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, idempotency_key, recorded_at)
  SELECT $1, head.base + ev.ord, ev.sid,
         coalesce((SELECT max(e.stream_version) FROM events e WHERE e.company_id = $1 AND e.stream_id = ev.sid), 0) + ev.rn,
         ev.t, $8, ev.d::jsonb, ev.m::jsonb, ev.k, $9
  FROM ev, head
  RETURNING seq
)
SELECT max(seq) AS seq FROM ins`;

/** Appends events in one statement; returns the new head. Inside a command the head is already locked. */
export async function appendEvents(
  client: Tx, meta: CommandMeta, _headSeq: number, events: NewEvent[], result: unknown, at: Date,
): Promise<number> {
  if (events.length === 0) return _headSeq;
  // A payload that its schema would refuse on read must never be stored: projectors stop on it.
  for (const e of events) parseEventData(e.type, LATEST_VERSION, e.data);
  const metas = events.map((_, i) =>
    // The first event carries the idempotency key and the command's result, for retries.
    JSON.stringify(i === 0
      ? { actor: meta.actor, requestId: meta.requestId, idempotencyKey: meta.idempotencyKey, result }
      : { actor: meta.actor, requestId: meta.requestId }),
  );
  const { rows } = await client.query<{ seq: string | null }>(prepared(APPEND_SQL, [
    meta.companyId,
    events.length,
    events.map((e) => e.streamId),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    metas,
    events.map((_, i) => (i === 0 ? meta.idempotencyKey : null)),
    LATEST_VERSION,
    at,
  ]));
  if (rows[0]?.seq == null) throw new Error(`No stream head for company ${meta.companyId}`);
  return Number(rows[0].seq);
}
