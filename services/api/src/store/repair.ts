// The repair path for a ledger stored before fold-before-commit existed, which may hold an event the
// projector refuses (it then stops there, and the company cannot write). The log is never edited: an
// operator appends a correction, EventVoided, that every fold honours by skipping the voided event.
// Only the event the projector is stopped at can be voided, and only when it really does not fold,
// so a correction never changes what an earlier projection already showed. docs/operations.md.
import type { Pool, PoolClient } from 'pg';
import {
  NOT_VOIDED, checkRows, emptyCache, emptyDirty, emptyState, evolve, foldEvents, parseEventData, prepared, readCheckpoint,
  render, type LedgerEvent,
} from '@ledger/projections';
import { appendEvents } from './eventStore.ts';

export interface StuckEvent { seq: number; type: string; streamId: string; reason: string }

interface RawEvent { seq: string; type: string; schema_version: number; stream_id: string; data: unknown; recorded_at: Date }

/**
 * The first event after the checkpoint that the projector cannot fold, with the reason; null when
 * every event after the checkpoint folds. Read-only; call inside a transaction holding the head lock.
 */
export async function findStuckEvent(client: PoolClient, companyId: string): Promise<StuckEvent | null> {
  const checkpoint = await readCheckpoint(client, companyId);
  const state = emptyState(companyId);
  await foldEvents(client, state, checkpoint);
  const cache = emptyCache();
  const { rows } = await client.query<RawEvent>(
    `SELECT seq, type, schema_version, stream_id, data, recorded_at FROM events e
     WHERE company_id = $1 AND seq > $2 AND ${NOT_VOIDED}
     ORDER BY seq`,
    [companyId, checkpoint],
  );
  for (const row of rows) {
    const seq = Number(row.seq);
    try {
      const data = parseEventData(row.type, row.schema_version, row.data);
      const dirty = emptyDirty();
      evolve(state, { seq, type: row.type, data, recordedAt: row.recorded_at.toISOString() } as LedgerEvent, dirty);
      const problem = checkRows(render(state, dirty, cache));
      if (problem) return { seq, type: row.type, streamId: row.stream_id, reason: problem };
    } catch (err) {
      return { seq, type: row.type, streamId: row.stream_id, reason: (err as Error).message.replace(/^Event \d+: /, '') };
    }
  }
  return null;
}

export class RepairRefused extends Error {}

/** `party:ABC…` → `party:abc…`: the correction joins the document's history under its canonical id. */
const canonicalStream = (streamId: string) => {
  const at = streamId.indexOf(':');
  return at < 0 ? streamId : streamId.slice(0, at + 1) + streamId.slice(at + 1).toLowerCase();
};

export interface VoidRequest { companyId: string; seq: number; reason: string; operator: string }

/** Appends EventVoided for the event the projector is stopped at; returns the correction's seq. */
export async function voidStuckEvent(pool: Pool, req: VoidRequest): Promise<{ voided: StuckEvent; correctionSeq: number }> {
  if (req.reason.trim().length < 5) throw new RepairRefused('Give the reason for the correction (at least 5 characters)');
  if (!req.operator.trim()) throw new RepairRefused('Name the operator making the correction');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const head = await client.query<{ seq: string }>(prepared('SELECT seq FROM company_head WHERE company_id = $1 FOR UPDATE', [req.companyId]));
    if (!head.rows.length) throw new RepairRefused(`No company ${req.companyId}`);
    const stuck = await findStuckEvent(client, req.companyId);
    if (!stuck) throw new RepairRefused('Every event after the checkpoint can be projected: there is nothing to void');
    if (stuck.seq !== req.seq) {
      throw new RepairRefused(`The projector is stopped at event ${stuck.seq} (${stuck.type}: ${stuck.reason}), not at event ${req.seq}`);
    }
    const correctionSeq = await appendEvents(
      client,
      { companyId: req.companyId, actor: `operator:${req.operator.trim()}`, requestId: 'repair', idempotencyKey: null },
      Number(head.rows[0].seq),
      [{ type: 'EventVoided', streamId: canonicalStream(stuck.streamId), data: { voidedSeq: stuck.seq, voidedType: stuck.type, reason: req.reason.trim() } }],
      { voidedSeq: stuck.seq },
      new Date(),
    );
    await client.query('COMMIT');
    return { voided: stuck, correctionSeq };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
