// "Verify this company": folds every event of a company with the projector's reducer, renders every
// read-model row from the result (the rebuild's render) and compares each table, column by column,
// with the company's live rows. Read-only towards every permanent table: the rendered rows go into
// TEMP tables of the session, and Postgres finds the rows that differ: the multiset difference of
// the two sides in both directions (what EXCEPT ALL both ways gives, in one grouping pass), over
// typed values: numerics at their column's fixed scale, timestamps as instants, dates, booleans,
// ints, text byte for byte. Only those rows come back, paired by primary key into field differences.
import type { Pool, PoolClient } from 'pg';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, everythingDirty, render, type Changes } from './ledger/render.ts';
import { monthFingerprints } from './ledger/closedBooks.ts';
import { discardDirty, emptyState, type LedgerState } from './ledger/state.ts';
import { streamEvents, UnreadableEvent } from './sql/stream.ts';
import { ALL_TABLES, writeAll, type TableMap, type TableName } from './sql/writer.ts';
import { PROJECTOR } from './checkpoint.ts';

export interface VerifyDifference {
  table: string;
  /** The row's primary-key columns except company_id, as text. */
  key: Record<string, string>;
  /** A column name, or 'row' when the row exists on one side only ('present' on that side, null on the other). */
  field: string;
  replayed: string | null;
  live: string | null;
}

export interface VerifyResult {
  companyId: string;
  /** The last seq folded (0 when there were no events). */
  events: number;
  /** The ledger projector's checkpoint in the same snapshot (null: the company has none). */
  checkpoint: number | null;
  ms: number;
  /** Per table, the rows the replay rendered (each compared with the live table). */
  compared: Record<string, number>;
  /** At most MAX_DIFFERENCES, per table in ALL_TABLES order, then by primary key. */
  differences: VerifyDifference[];
  /** Present when there were more differences than were returned. */
  truncated?: true;
}

export type VerifyProgress = (done: number, total: number) => void | Promise<void>;

export const MAX_DIFFERENCES = 1000;

/** Where the replayed rows go: session temp tables, dropped at the end of the transaction. */
export const verifyTables: TableMap = (t) => `pg_temp.verify_${t}`;

/**
 * Opens the verify transaction on `client`: REPEATABLE READ, so the events and the read models are
 * one snapshot, and READ ONLY. Postgres refuses CREATE TABLE (even TEMP) in a transaction that is
 * already read-only, so the temp tables (ON COMMIT DROP) are created first and the transaction is
 * switched to READ ONLY straight after, before any table is read; a read-only transaction may still
 * write its own temp tables.
 */
export async function beginVerify(client: PoolClient): Promise<void> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  await client.query(ALL_TABLES.map((t) => `CREATE TEMP TABLE verify_${t} (LIKE ${t}) ON COMMIT DROP`).join('; '));
  await client.query('SET TRANSACTION READ ONLY');
  // The comparison groups whole rows; keep its hash tables in memory.
  await client.query(`SET LOCAL work_mem = '64MB'`);
}

/**
 * Folds every event after `state.seq`, streamed as a rebuild streams them (sql/stream.ts: COPY, each payload checked
 * by its schema's compiled check), reporting progress as they come. The first event that cannot be read or that the
 * reducer refuses stops it, named; the stream is read to its end first, so the transaction goes on (or rolls back).
 */
export async function foldAll(client: PoolClient, state: LedgerState, total: number, progress?: VerifyProgress): Promise<void> {
  // Only the state matters (a sink that keeps nothing folds to the same state).
  const sink = discardDirty();
  try {
    await streamEvents(client, state.companyId, state.seq, (e) => {
      try {
        evolve(state, e, sink);
      } catch (err) {
        throw new Error(`Verify stopped at event ${e.seq} (${e.type}): the reducer refuses it: ${(err as Error).message}`);
      }
    }, () => progress?.(state.seq, Math.max(total, state.seq)), undefined, true);
  } catch (err) {
    if (err instanceof UnreadableEvent) throw new Error(`Verify stopped at event ${err.seq} (${err.type}): it cannot be read: ${err.message}`);
    throw err;
  }
}

interface Column { name: string; type: string }
interface TableShape { columns: Column[]; key: string[] }

/** The live tables' columns (in order) and primary keys, from the catalog. */
async function shapes(client: PoolClient): Promise<Map<string, TableShape>> {
  const { rows } = await client.query<{ table: string; column: string; type: string; pk: number | null }>(
    `SELECT t.name AS table, a.attname AS column, format_type(a.atttypid, NULL) AS type,
            array_position(i.indkey::int2[], a.attnum) AS pk
     FROM unnest($1::text[]) AS t(name)
     JOIN pg_attribute a ON a.attrelid = to_regclass(t.name) AND a.attnum > 0 AND NOT a.attisdropped
     LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
     ORDER BY t.name, a.attnum`,
    [ALL_TABLES],
  );
  const out = new Map<string, TableShape>();
  const keys = new Map<string, Array<[number, string]>>();
  for (const r of rows) {
    let s = out.get(r.table);
    if (!s) out.set(r.table, (s = { columns: [], key: [] }));
    s.columns.push({ name: r.column, type: r.type });
    if (r.pk !== null) {
      const k = keys.get(r.table) ?? [];
      k.push([r.pk, r.column]);
      keys.set(r.table, k);
    }
  }
  for (const [t, k] of keys) {
    const s = out.get(t); // always there: a key column is one of the table's columns (a table without one is refused below)
    if (s) s.key = k.sort((x, y) => x[0] - y[0]).map(([, c]) => c);
  }
  for (const t of ALL_TABLES) {
    const s = out.get(t);
    if (!s || s.key.length === 0) throw new Error(`Read model ${t} is missing or has no primary key`);
  }
  return out;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A column's value as text, one spelling per value: instants in UTC ISO form (µs only when present). */
function asText(alias: string, c: Column): string {
  const x = `${alias}.${ident(c.name)}`;
  if (c.type === 'timestamp with time zone') {
    return `CASE WHEN ${x} IS NULL THEN NULL WHEN NOT isfinite(${x}) THEN ${x}::text
      WHEN date_part('microseconds', ${x})::bigint % 1000 = 0 THEN to_char(${x} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ELSE to_char(${x} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END`;
  }
  if (c.type === 'date') return `CASE WHEN ${x} IS NULL OR NOT isfinite(${x}) THEN ${x}::text ELSE to_char(${x}, 'YYYY-MM-DD') END`;
  return `${x}::text`;
}

const rowsOf = (ch: Changes, t: TableName): number => {
  if (t === 'rm_party_month') return ch.partyMonths.reduce((n, p) => n + p.rows.length, 0);
  if (t === 'rm_sub_party_month') return ch.subPartyMonths.reduce((n, p) => n + p.rows.length, 0);
  if (t === 'rm_company_month') return ch.companyMonths?.rows.length ?? 0;
  return ch.upserts[t].length;
};

/**
 * Inside beginVerify's transaction: renders every row of the folded state into the temp tables and
 * compares each read model with the company's live rows.
 */
export async function compareWithLive(
  client: PoolClient, state: LedgerState, limit = MAX_DIFFERENCES,
): Promise<Pick<VerifyResult, 'compared' | 'differences' | 'truncated'>> {
  const changes = render(state, everythingDirty(state), emptyCache());
  await writeAll(client, changes, verifyTables);
  const shape = await shapes(client);
  const compared: Record<string, number> = {};
  // Closed months first: their figures as the log folds them now against the fingerprints taken at the close.
  const differences: VerifyDifference[] = closedMonthDifferences(state, changes).slice(0, limit);
  let truncated = false;
  for (const t of ALL_TABLES) {
    compared[t] = rowsOf(changes, t);
    if (truncated) continue;
    const tableShape = shape.get(t);
    if (!tableShape) throw new Error(`Read model ${t} is missing`);
    const { columns, key } = tableShape;
    const cols = (alias: string, prefix: string) => columns.map((c, i) => `${asText(alias, c)} AS ${prefix}${i}`).join(', ');
    // Each one-sided row yields at least one difference, so `left + 1` rows tell whether there are more.
    const left = limit - differences.length;
    const list = columns.map((c) => ident(c.name)).join(', ');
    const { rows } = await client.query<Record<string, string | null>>({
      text: `WITH d AS (
          SELECT ${list}, sum(verify_side) AS verify_n FROM (
            SELECT ${list}, 1 AS verify_side FROM ${verifyTables(t)}
            UNION ALL SELECT ${list}, -1 FROM ${t} WHERE company_id = $1) u
          GROUP BY ${list} HAVING sum(verify_side) <> 0),
        a AS (SELECT * FROM d WHERE verify_n > 0),
        b AS (SELECT * FROM d WHERE verify_n < 0)
        SELECT a.verify_n::text AS in_r, b.verify_n::text AS in_l, ${cols('a', 'r')}, ${cols('b', 'l')}
        FROM a FULL JOIN b ON ${key.map((k) => `a.${ident(k)} = b.${ident(k)}`).join(' AND ')}
        ORDER BY ${key.map((k) => `coalesce(a.${ident(k)}, b.${ident(k)})`).join(', ')}
        LIMIT $2`,
      values: [state.companyId, left + 1],
    });
    for (const row of rows) {
      const side = row.in_r ? 'r' : 'l';
      const rowKey: Record<string, string> = {};
      columns.forEach((c, i) => {
        if (key.includes(c.name) && c.name !== 'company_id') rowKey[c.name] = row[`${side}${i}`] as string;
      });
      const found: VerifyDifference[] = [];
      if (!row.in_r || !row.in_l) {
        // One side only; a count above one (impossible with the primary key and render's one row per
        // key) would mean copies the other side lacks.
        const presence = (n: string | null, sign: 1 | -1) =>
          n === null ? null : Number(n) * sign === 1 ? 'present' : `present (${Number(n) * sign} extra copies)`;
        found.push({ table: t, key: rowKey, field: 'row', replayed: presence(row.in_r, 1), live: presence(row.in_l, -1) });
      } else {
        columns.forEach((c, i) => {
          const replayed = row[`r${i}`];
          const live = row[`l${i}`];
          if (replayed !== live) found.push({ table: t, key: rowKey, field: c.name, replayed, live });
        });
        // Unequal as values yet equal as text: cannot happen with these spellings; never drop it silently.
        if (found.length === 0) found.push({ table: t, key: rowKey, field: 'row', replayed: 'present (differs)', live: 'present (differs)' });
      }
      for (const d of found) {
        if (differences.length >= limit) { truncated = true; break; }
        differences.push(d);
      }
      if (truncated) break;
    }
  }
  return truncated ? { compared, differences, truncated: true } : { compared, differences };
}

/**
 * Closed books (ledger-rules "Closed books"): each month closed as a whole whose party-month rows, as the log
 * folds them now, no longer have the fingerprint recorded when it was closed (table `closed_books`, key the
 * month; `replayed`: the fingerprint now, `live`: the one recorded at the close). None while the books are open.
 */
export function closedMonthDifferences(state: LedgerState, changes: Changes): VerifyDifference[] {
  const closed = state.closedBooks;
  if (!closed) return [];
  const now = monthFingerprints(changes.partyMonths.flatMap((p) => p.rows), closed.upTo);
  // A month with no movement at the close has none now either: no document can be dated in it.
  const months = [...new Set([...Object.keys(closed.months), ...Object.keys(now)])].sort();
  return months
    .filter((m) => (now[m] ?? null) !== (closed.months[m] ?? null))
    .map((month) => ({ table: 'closed_books', key: { month }, field: 'fingerprint', replayed: now[month] ?? null, live: closed.months[month] ?? null }));
}

/** The ledger projector's checkpoint of the company, or null when it has none. */
export async function checkpointOf(client: Pick<PoolClient, 'query'>, companyId: string): Promise<number | null> {
  const { rows } = await client.query<{ seq: string }>(
    'SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = $2',
    [companyId, PROJECTOR],
  );
  return rows.length ? Number(rows[0].seq) : null;
}

/**
 * verifyCompany's work on a client inside beginVerify's transaction (the caller commits): folds every
 * event and compares every read model. Also returns the folded state, for callers that derive more
 * from the same snapshot (the auditor's replay).
 */
export async function verifyOnClient(
  client: PoolClient, companyId: string, progress?: VerifyProgress,
): Promise<{ result: VerifyResult; state: LedgerState }> {
  const started = performance.now();
  const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
  const checkpoint = await checkpointOf(client, companyId);
  const state = emptyState(companyId);
  await foldAll(client, state, Number(head.rows[0]?.seq ?? 0), progress);
  const compared = await compareWithLive(client, state);
  return { result: { companyId, events: state.seq, checkpoint, ms: Math.round(performance.now() - started), ...compared }, state };
}

/**
 * Verifies one company: folds every event (streamed, `progress` as they come) and compares
 * every read model with its live rows in one snapshot. When the checkpoint is behind `events`, the
 * read models describe an earlier moment and differences are expected; they are reported anyway.
 * An event the reducer refuses throws an Error naming its seq.
 */
export async function verifyCompany(pool: Pool, companyId: string, progress?: VerifyProgress): Promise<VerifyResult> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await beginVerify(client);
    const { result } = await verifyOnClient(client, companyId, progress);
    await client.query('COMMIT');
    return { ...result, ms: Math.round(performance.now() - started) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
