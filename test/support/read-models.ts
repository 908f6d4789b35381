// What the projection tests read and write beside the API: a company's read-model rows, its head, an event
// appended raw (as no command would: a payload the projector refuses), and the projection channel's notifications.
import pg from 'pg';
import { ALL_TABLES, PROJECTED_CHANNEL } from '@ledger/projections';

/**
 * Every read-model row of the company, per table, as sorted JSON lines. `sameFor`: the company's id written as
 * "C" (to compare two companies with the same events); `keysSorted`: each row's keys in one order (a migration
 * taken down and up again puts its columns after the later ones).
 */
export async function dumpRows(
  pool: pg.Pool, companyId: string, opts: { anonymise?: boolean; keysSorted?: boolean } = {},
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of ALL_TABLES) {
    const { rows } = await pool.query<Record<string, unknown>>(`SELECT * FROM ${t} WHERE company_id = $1`, [companyId]);
    out[t] = rows.map((r) => {
      const json = JSON.stringify(opts.keysSorted ? Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))) : r);
      return opts.anonymise ? json.replaceAll(companyId, 'C') : json;
    }).sort();
  }
  return out;
}

export async function headOf(pool: pg.Pool, companyId: string): Promise<number> {
  return Number((await pool.query('SELECT seq FROM company_head WHERE company_id = $1', [companyId])).rows[0].seq);
}

/** An event stored as it is given, past every check a command makes; its seq. */
export async function appendRaw(pool: pg.Pool, companyId: string, type: string, data: unknown): Promise<number> {
  const seq = (await headOf(pool, companyId)) + 1;
  await pool.query(
    `INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
     VALUES ($1, $2, $3, 1, $4, 1, $5, '{}', now())`,
    [companyId, seq, `raw:${seq}`, type, JSON.stringify(data)],
  );
  await pool.query('UPDATE company_head SET seq = $2 WHERE company_id = $1', [companyId, seq]);
  return seq;
}

/** The notifications on the projection channel while `work` runs (one per committed transaction). */
export async function notified(databaseUrl: string, work: () => Promise<unknown>): Promise<string[]> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const heard: string[] = [];
  listener.on('notification', (m) => heard.push(m.payload ?? ''));
  await listener.query(`LISTEN ${PROJECTED_CHANNEL}`);
  try {
    await work();
    // A notification is delivered after its commit: a round trip on the listener lets it in.
    await listener.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 50));
    return heard;
  } finally {
    await listener.end();
  }
}
