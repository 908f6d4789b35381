// Reads stored events in seq order and validates each payload against its schema.
import type { PoolClient } from 'pg';
import { parseEventData, type LedgerEvent } from '../events.ts';
import { prepared } from './prepared.ts';

interface EventRow { seq: string; type: string; schema_version: number; data: unknown; recorded_at: Date }

export async function readEvents(
  client: PoolClient, companyId: string, afterSeq: number, limit: number, untilSeq = Number.MAX_SAFE_INTEGER,
): Promise<LedgerEvent[]> {
  const { rows } = await client.query<EventRow>(prepared(
    `SELECT seq, type, schema_version, data, recorded_at FROM events
     WHERE company_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4`,
    [companyId, afterSeq, untilSeq, limit],
  ));
  return rows.map((row) => ({
    seq: Number(row.seq),
    type: row.type,
    data: parseEventData(row.type, row.schema_version, row.data),
    recordedAt: row.recorded_at.toISOString(),
  }) as LedgerEvent);
}
