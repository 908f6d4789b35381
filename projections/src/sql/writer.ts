// Applies rendered changes to the read-model tables. Runs inside the projector's transaction, so
// rows and checkpoint commit together. `tables` renames the targets (a rebuild's temporary tables);
// copyRows streams a whole table's rows with COPY (rebuilds).
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { prepared } from './prepared.ts';
import { ENTITY_TABLES, monthRanges, rowYm, type Changes, type ReadModelTable, type Row } from '../ledger/render.ts';

export type TableName = ReadModelTable;
export type TableMap = (t: TableName) => string;
export const liveTables: TableMap = (t) => t;

const COPY_ESCAPES = /[\\\t\n\r]/;

/** COPY text format: \N is NULL; backslash, tab, newline and carriage return are escaped. */
export function copyValue(v: Row[string] | undefined): string {
  if (typeof v === 'string') {
    return COPY_ESCAPES.test(v)
      ? v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
      : v;
  }
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}

const CHUNK = 1 << 20;

/** One row as a line of COPY text. */
function copyLine(row: Row, cols: string[]): string {
  let line = copyValue(row[cols[0]]);
  for (let i = 1; i < cols.length; i++) line += '\t' + copyValue(row[cols[i]]);
  return line + '\n';
}

/**
 * Bulk insert with COPY, streamed: rows are read from `rows` (which may make them as it goes) and sent
 * in chunks of about 1 MB while Postgres takes the previous ones. Columns are those of the first row.
 */
export async function copyRows(client: PoolClient, table: string, rows: Iterable<Row>): Promise<number> {
  const [count] = await copyTables(client, [{ table, rows }], 0);
  return count;
}

/**
 * One COPY … FROM STDIN fed with `chunks`; `sent` is called with each chunk once the socket has
 * written all of it (pg-copy-streams calls a write back after the socket drained), so that its bytes
 * may be reused. When `chunks` fails, the COPY is abandoned (CopyFail: the connection stays usable).
 */
async function copyIn(client: PoolClient, sql: string, chunks: AsyncIterable<Buffer>, sent: (chunk: Buffer) => void): Promise<void> {
  const stream = client.query(copyFrom(sql));
  // Postgres refused the COPY (the stream says so, and pg has ended it): nothing to abandon.
  let refused = false;
  stream.on('error', () => { refused = true; });
  const done = finished(stream);
  done.catch(() => undefined);
  try {
    for await (const chunk of chunks) {
      // Refused while the chunk was made: the stream must not be written again (done says why).
      if (refused) break;
      if (!stream.write(chunk, (err) => { if (!err) sent(chunk); })) await Promise.race([once(stream, 'drain'), done]);
    }
    if (!refused) stream.end();
  } catch (err) {
    if (!refused) stream.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  await done;
}

/**
 * Several tables' rows with one COPY each, in order, while the next rows are made: the rows are turned
 * into COPY text up to `ahead` bytes before Postgres takes them, across tables, so that a table that
 * is slow to make (say, one that computes balances) is made while Postgres still inserts the previous
 * one (say, one with many indexes). Resolves with each table's row count.
 */
export async function copyTables(
  client: PoolClient, targets: Array<{ table: string; rows: Iterable<Row> }>, ahead = 128 << 20,
  onTable?: (table: string, ms: number, index: number) => void,
): Promise<number[]> {
  interface Queue { cols: string[] | null; chunks: Buffer[]; done: boolean; count: number }
  const queues: Queue[] = targets.map(() => ({ cols: null, chunks: [], done: false, count: 0 }));
  let queued = 0;
  // The first failure on either side (a holder, so that each side sees what the other set).
  const fault: { failed: { err: unknown } | null } = { failed: null };
  // One waiter on each side at a time: the producer when far enough ahead, the consumer when starved.
  let wakeProducer: (() => void) | null = null;
  let wakeConsumer: (() => void) | null = null;
  const signal = (which: 'producer' | 'consumer') => {
    const wake = which === 'producer' ? wakeProducer : wakeConsumer;
    if (which === 'producer') wakeProducer = null; else wakeConsumer = null;
    wake?.();
  };
  const waitFor = (which: 'producer' | 'consumer') => new Promise<void>((resolve) => {
    if (which === 'producer') wakeProducer = resolve; else wakeConsumer = resolve;
  });
  const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

  // Each line is written as UTF-8 straight into a chunk of CHUNK bytes outside the JS heap, and a
  // chunk the socket has sent is filled again (`spare`). Joining the lines into one string per chunk
  // instead made a rope of ~100,000 pieces that the socket write flattened into a large string and then
  // encoded (10 % of node CPU at 1,000,000 events); and a new buffer per chunk is memory outside the
  // heap, of which every 64 MB made V8 mark the whole heap, the rebuild's large state included (issue 31).
  const spare: Buffer[] = [];
  const fresh = () => spare.pop() ?? Buffer.allocUnsafe(CHUNK);
  // Only a chunk far larger than the socket's buffer (16–64 KB) is filled again: its write cannot fit under
  // that mark, so pg-copy-streams calls it back only at 'drain', when the socket holds none of its bytes. A
  // smaller one (a table's last) is called back at once while it may still be queued in the socket, and is
  // left to the collector.
  const sent = (chunk: Buffer) => {
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === CHUNK && chunk.length >= CHUNK / 2) spare.push(Buffer.from(chunk.buffer));
  };
  const produce = async () => {
    for (let k = 0; k < targets.length && !fault.failed; k++) {
      const q = queues[k];
      let buf = fresh();
      let at = 0;
      for (const row of targets[k].rows) {
        if (!q.cols) q.cols = Object.keys(row);
        const line = copyLine(row, q.cols);
        q.count++;
        // A UTF-16 unit is at most 3 bytes of UTF-8: the line fits when that much is left.
        if (at + 3 * line.length > buf.length) {
          if (at > 0) {
            q.chunks.push(buf.subarray(0, at));
            queued += at;
            signal('consumer');
            // Let the socket take what is queued; stop when far enough ahead.
            while (queued > ahead && !fault.failed) await waitFor('producer');
            if (fault.failed) return;
            await yieldToIo();
          }
          buf = 3 * line.length > CHUNK ? Buffer.allocUnsafe(3 * line.length) : fresh();
          at = 0;
        }
        at += buf.write(line, at);
      }
      if (at > 0) {
        q.chunks.push(buf.subarray(0, at));
        queued += at;
      } else {
        spare.push(buf);
      }
      q.done = true;
      signal('consumer');
    }
  };
  const producer = produce().catch((err: unknown) => {
    fault.failed ??= { err };
    signal('consumer');
  });

  try {
    for (let k = 0; k < targets.length; k++) {
      const q = queues[k];
      while (!q.cols && !q.done && !fault.failed) await waitFor('consumer');
      if (fault.failed) throw fault.failed.err;
      if (!q.cols) continue; // no rows
      async function* feed() {
        for (;;) {
          const chunk = q.chunks.shift();
          if (chunk !== undefined) {
            queued -= chunk.length;
            signal('producer');
            yield chunk;
          } else if (fault.failed) {
            throw fault.failed.err;
          } else if (q.done) {
            return;
          } else {
            await waitFor('consumer');
          }
        }
      }
      const t = performance.now();
      await copyIn(client, `COPY ${targets[k].table} (${q.cols.join(', ')}) FROM STDIN`, feed(), sent);
      onTable?.(targets[k].table, performance.now() - t, k);
    }
  } catch (err) {
    fault.failed ??= { err };
    signal('producer');
    await producer;
    throw fault.failed.err;
  }
  await producer;
  if (fault.failed) throw fault.failed.err;
  return queues.map((q) => q.count);
}

/** Writes a full render into tables that hold no rows of this company (verification and as-of tables). */
export async function writeAll(client: PoolClient, ch: Changes, tables: TableMap): Promise<void> {
  for (const t of ENTITY_TABLES) await copyRows(client, tables(t), ch.upserts[t]);
  await copyRows(client, tables('rm_party_month'), ch.partyMonths.flatMap((p) => p.rows));
  await copyRows(client, tables('rm_sub_party_month'), ch.subPartyMonths.flatMap((p) => p.rows));
  if (ch.companyMonths) await copyRows(client, tables('rm_company_month'), ch.companyMonths.rows);
}

const MONTH_KEYS: Record<'rm_party_month' | 'rm_sub_party_month', string[]> = {
  rm_party_month: ['company_id', 'party_id', 'year', 'month'],
  rm_sub_party_month: ['company_id', 'sub_party_id', 'year', 'month'],
};

/**
 * Applies incremental changes in two statements: every delete first (removed documents, and month rows
 * from the replaced range that the new rows do not cover), then every upsert. Each statement is a chain
 * of data-modifying CTEs; their key sets are disjoint, and the deletes run first so that a unique name
 * freed by a deletion can be taken by an upsert.
 */
export async function writeChanges(client: PoolClient, companyId: string, ch: Changes, tables: TableMap = liveTables): Promise<void> {
  await writeCompaniesChanges(client, [{ companyId, changes: ch }], tables);
}

/**
 * Several companies' changes in the same two statements (a group transaction of the projector): their
 * keys all start with the company, so the chains stay disjoint. One company's run as named prepared
 * statements; a group's text varies with its companies and tables, so it is sent unnamed (planned once
 * for the whole group rather than kept per connection).
 */
export async function writeCompaniesChanges(
  client: PoolClient, items: Array<{ companyId: string; changes: Changes }>, tables: TableMap = liveTables,
): Promise<void> {
  const del: string[] = [];
  const ups: string[] = [];
  const delValues: unknown[] = [];
  const upValues: unknown[] = [];
  const param = (values: unknown[], v: unknown) => `$${values.push(v)}`;
  const upsertCte = (table: string, rows: Row[], key: string[]) => {
    if (rows.length === 0) return;
    const cols = Object.keys(rows[0]);
    const updates = cols.filter((c) => !key.includes(c));
    ups.push(`INSERT INTO ${table} (${cols.join(', ')})
      SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, ${param(upValues, JSON.stringify(rows))}::jsonb)
      ON CONFLICT (${key.join(', ')}) DO UPDATE SET (${updates.join(', ')}) = ROW(${updates.map((c) => `EXCLUDED.${c}`).join(', ')})`);
  };
  for (const { companyId, changes: ch } of items) {
    let company: string | null = null;
    // The company's parameter, sent only when one of its deletes uses it.
    const c = () => (company ??= param(delValues, companyId));
    for (const t of ENTITY_TABLES) {
      if (ch.deletes[t].length) del.push(`DELETE FROM ${tables(t)} WHERE company_id = ${c()} AND id = ANY(${param(delValues, ch.deletes[t])}::uuid[])`);
      upsertCte(tables(t), ch.upserts[t], ['company_id', 'id']);
    }
    for (const [name, parts] of [['rm_party_month', ch.partyMonths], ['rm_sub_party_month', ch.subPartyMonths]] as const) {
      if (parts.length === 0) continue;
      const table = tables(name);
      const rows = parts.flatMap((p) => p.rows);
      const keyCol = name === 'rm_party_month' ? 'party_id' : 'sub_party_id';
      // Each party's (or sub-party's) rows cover one contiguous range of months; rows of the replaced
      // span outside those ranges go. The ranges travel as one jsonb object (id → [first, last]), looked
      // up per row by key, and the rows are deleted by their ctid (a TID scan): no plan joins the table
      // with itself or rescans a list per row, which turned quadratic while the statistics still called
      // the table empty (a company's first catch-up).
      const ranges: Record<string, [number, number]> = {};
      for (const p of parts) {
        for (const [id, range] of p.ranges ?? monthRanges(p.rows, keyCol)) ranges[id.toLowerCase()] = [range.lo, range.hi];
      }
      const co = c();
      const r = param(delValues, JSON.stringify(ranges));
      del.push(`DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
        SELECT t.ctid FROM ${table} t
        JOIN unnest(${param(delValues, parts.map((p) => p.partyId))}::uuid[], ${param(delValues, parts.map((p) => p.fromYm))}::int[]) AS d(party_id, from_ym)
          ON t.company_id = ${co} AND t.party_id = d.party_id AND t.year * 12 + t.month - 1 >= d.from_ym
        WHERE (t.year * 12 + t.month - 1 BETWEEN (${r}::jsonb -> t.${keyCol}::text ->> 0)::int
                                         AND (${r}::jsonb -> t.${keyCol}::text ->> 1)::int) IS NOT TRUE))`);
      upsertCte(table, rows, MONTH_KEYS[name]);
    }
    if (ch.companyMonths) {
      const table = tables('rm_company_month');
      const months = ch.companyMonths.rows.map(rowYm);
      del.push(`DELETE FROM ${table} WHERE company_id = ${c()} AND year * 12 + month - 1 >= ${param(delValues, ch.companyMonths.fromYm)}
        AND NOT (year * 12 + month - 1 = ANY(${param(delValues, months)}::int[]))`);
      upsertCte(table, ch.companyMonths.rows, ['company_id', 'year', 'month']);
    }
  }
  const chain = (parts: string[]) => `WITH ${parts.map((sql, i) => `w${i} AS (${sql})`).join(',\n')} SELECT 1`;
  const query = (text: string, values: unknown[]) => (items.length === 1 ? prepared(text, values) : { text, values });
  if (del.length) await client.query(query(chain(del), delValues));
  // One statement stays under the 256 MB jsonb limit for incremental chunks; rebuilds use COPY.
  if (ups.length) await client.query(query(chain(ups), upValues));
}

export const ALL_TABLES: TableName[] = [...ENTITY_TABLES, 'rm_party_month', 'rm_sub_party_month', 'rm_company_month'];

/** Removes every read-model row of a company (company erasure, rebuild swap). */
export async function clearCompany(client: PoolClient, companyId: string, tables: TableMap = liveTables): Promise<void> {
  for (const t of ALL_TABLES) await client.query(`DELETE FROM ${tables(t)} WHERE company_id = $1`, [companyId]);
}
