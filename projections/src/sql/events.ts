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
  return rows.map((row) => ({
    seq: Number(row.seq),
    type: row.type,
    data: parseEventData(row.type, row.schema_version, row.data),
    recordedAt: row.recorded_at.toISOString(),
  }) as LedgerEvent);
}
