// Reads stored events in seq order and validates each payload against its schema. An event voided by
// an operator's correction (EventVoided, always appended after the event it voids) is skipped, so
// every fold (projector, rebuild, replay, fold-before-commit) sees the same log.
import type { PoolClient } from 'pg';
import { parseEventData, type LedgerEvent } from '../events.ts';
import { prepared } from './prepared.ts';

/** SQL: the event aliased `e` is not voided by an operator's correction (uses events_voided_idx). */
export const NOT_VOIDED = `NOT EXISTS (SELECT 1 FROM events v WHERE v.company_id = e.company_id AND v.type = 'EventVoided'
  AND (v.data->>'voidedSeq')::bigint = e.seq)`;

interface EventRow { seq: string; type: string; schema_version: number; data: unknown; recorded_at: Date }

export async function readEvents(
  client: PoolClient, companyId: string, afterSeq: number, limit: number, untilSeq = Number.MAX_SAFE_INTEGER,
): Promise<LedgerEvent[]> {
  const { rows } = await client.query<EventRow>(prepared(
    `SELECT seq, type, schema_version, data, recorded_at FROM events e
     WHERE company_id = $1 AND seq > $2 AND seq <= $3 AND ${NOT_VOIDED}
     ORDER BY seq LIMIT $4`,
    [companyId, afterSeq, untilSeq, limit],
  ));
  return rows.map(toEvent);
}

function toEvent(row: EventRow): LedgerEvent {
  return {
    seq: Number(row.seq),
    type: row.type,
    data: parseEventData(row.type, row.schema_version, row.data),
    recordedAt: row.recorded_at.toISOString(),
  } as LedgerEvent;
}

/**
 * A company's projection checkpoint and the events after it, as one group transaction reads them; `unreadable`
 * when one of them is refused by its schema (the events before it are kept; catchUp reports it).
 */
export interface DueEvents { checkpoint: number; events: LedgerEvent[]; unreadable?: boolean }

/**
 * For several companies in one statement: each one's checkpoint and up to `limit` of its events after it
 * (the events readEvents would read from the checkpoint, in seq order). Run under the companies'
 * projector locks, after taking them (a statement's snapshot is taken when it starts).
 */
export async function readDueEvents(client: PoolClient, projector: string, companyIds: string[], limit: number): Promise<Map<string, DueEvents>> {
  const { rows } = await client.query<{ company: string; checkpoint: string | null } & Partial<EventRow>>(prepared(
    `SELECT w.company, cp.seq AS checkpoint, e.seq, e.type, e.schema_version, e.data, e.recorded_at
     FROM unnest($1::text[]) AS w(company)
     LEFT JOIN projection_checkpoint cp ON cp.company_id = w.company::uuid AND cp.projector = $2
     LEFT JOIN LATERAL (
       SELECT seq, type, schema_version, data, recorded_at FROM events e
       WHERE e.company_id = w.company::uuid AND e.seq > coalesce(cp.seq, 0) AND ${NOT_VOIDED}
       ORDER BY e.seq LIMIT $3) e ON true
     ORDER BY w.company, e.seq`,
    [companyIds, projector, limit],
  ));
  const due = new Map<string, DueEvents>();
  for (const row of rows) {
    let d = due.get(row.company);
    if (!d) due.set(row.company, (d = { checkpoint: Number(row.checkpoint ?? 0), events: [] }));
    if (row.seq == null || d.unreadable) continue;
    try {
      d.events.push(toEvent(row as EventRow));
    } catch {
      d.unreadable = true;
    }
  }
  return due;
}
