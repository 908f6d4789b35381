// Loads a generated history straight into the event store (as if the owner had typed it over the
// years), for benchmarks and fault tests. Stream versions and seqs are assigned as appendEvents does.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { FIRST_VERSION } from '@ledger/projections';
import type { GeneratedEvent } from './generator.ts';

export async function createBareCompany(pool: Pool, name = 'Bench Co'): Promise<string> {
  const userId = randomUUID();
  const companyId = randomUUID();
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await pool.query(`INSERT INTO users (id, mobile_no, password_hash) VALUES ($1, $2, 'scrypt$x$x$x$x$x')`, [userId, mobile]);
  await pool.query(`INSERT INTO companies (id, owner_user_id, name, created_at) VALUES ($1, $2, $3, now())`, [companyId, userId, name]);
  await pool.query('INSERT INTO company_head (company_id, seq) VALUES ($1, 0)', [companyId]);
  await pool.query(`INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, 'ledger', 0)`, [companyId]);
  return companyId;
}

/** Appends events after the company's head in batches; returns the new head. */
export async function loadEvents(pool: Pool, companyId: string, events: Iterable<GeneratedEvent>, batchSize = 5000): Promise<number> {
  const client = await pool.connect();
  const versions = new Map<string, number>();
  try {
    const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
    let seq = Number(head.rows[0].seq);
    if (seq > 0) {
      const v = await client.query<{ stream_id: string; v: number }>(
        'SELECT stream_id, max(stream_version) AS v FROM events WHERE company_id = $1 GROUP BY stream_id',
        [companyId],
      );
      for (const r of v.rows) versions.set(r.stream_id, r.v);
    }
    let batch: GeneratedEvent[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const cols = { seq: [] as number[], sid: [] as string[], sv: [] as number[], type: [] as string[], data: [] as string[], at: [] as Date[] };
      for (const g of batch) {
        const streamId = g.event.streamId === 'company' ? `company:${companyId}` : g.event.streamId;
        const v = (versions.get(streamId) ?? 0) + 1;
        versions.set(streamId, v);
        cols.seq.push(++seq);
        cols.sid.push(streamId);
        cols.sv.push(v);
        cols.type.push(g.event.type);
        cols.data.push(JSON.stringify(g.event.data));
        cols.at.push(g.recordedAt);
      }
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
         SELECT $1, s, sid, sv, t, $2, d::jsonb, '{"actor":"generator"}'::jsonb, at
         FROM unnest($3::bigint[], $4::text[], $5::int[], $6::text[], $7::text[], $8::timestamptz[]) AS x(s, sid, sv, t, d, at)`,
        [companyId, FIRST_VERSION, cols.seq, cols.sid, cols.sv, cols.type, cols.data, cols.at],
      );
      await client.query('UPDATE company_head SET seq = $2 WHERE company_id = $1', [companyId, seq]);
      await client.query('COMMIT');
      batch = [];
    };
    for (const g of events) {
      batch.push(g);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    return seq;
  } finally {
    client.release();
  }
}
