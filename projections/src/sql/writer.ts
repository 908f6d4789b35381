// Applies rendered changes to the read-model tables. Runs inside the projector's transaction, so
// rows and checkpoint commit together. `tables` renames targets for rebuilds into shadow tables.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { prepared } from './prepared.ts';
import { ENTITY_TABLES, type Changes, type EntityTable, type MonthRows, type Row } from '../ledger/render.ts';

export type TableName = EntityTable | 'rm_party_month' | 'rm_sub_party_month' | 'rm_company_month';
export type TableMap = (t: TableName) => string;
export const liveTables: TableMap = (t) => t;

/** Rows per statement: keeps each JSON parameter far below Postgres's 256 MB jsonb limit. */
const BATCH = 10_000;

async function inBatches(rows: Row[], fn: (batch: Row[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await fn(rows.slice(i, i + BATCH));
}

async function upsert(client: PoolClient, table: string, rows: Row[], key: string[]): Promise<void> {
  await inBatches(rows, (batch) => upsertBatch(client, table, batch, key));
}

async function upsertBatch(client: PoolClient, table: string, rows: Row[], key: string[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const updates = cols.filter((c) => !key.includes(c));
  await client.query(prepared(
    `INSERT INTO ${table} (${cols.join(', ')})
     SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key.join(', ')}) DO UPDATE SET (${updates.join(', ')}) = ROW(${updates.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    [JSON.stringify(rows)],
  ));
}

async function insert(client: PoolClient, table: string, rows: Row[]): Promise<void> {
  await inBatches(rows, (batch) => insertBatch(client, table, batch));
}

async function insertBatch(client: PoolClient, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  await client.query(prepared(
    `INSERT INTO ${table} (${cols.join(', ')})
     SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  ));
}

async function replaceMonths(client: PoolClient, table: string, companyId: string, parts: MonthRows[]): Promise<void> {
  if (parts.length === 0) return;
  await client.query(prepared(
    `DELETE FROM ${table} t USING unnest($2::uuid[], $3::int[]) AS d(party_id, from_ym)
     WHERE t.company_id = $1 AND t.party_id = d.party_id AND t.year * 12 + t.month - 1 >= d.from_ym`,
    [companyId, parts.map((p) => p.partyId), parts.map((p) => p.fromYm)],
  ));
  await insert(client, table, parts.flatMap((p) => p.rows));
}

/** COPY text format: \N is NULL; backslash, tab, newline and carriage return are escaped. */
function copyValue(v: Row[string]): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  return v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** Bulk insert with COPY: for rebuilds into empty shadow tables, several times faster than INSERT. */
async function copyRows(client: PoolClient, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += cols.map((c) => copyValue(row[c])).join('\t') + '\n';
      if (chunk.length > 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY ${table} (${cols.join(', ')}) FROM STDIN`)));
}

/** Writes a full render into tables that hold no rows of this company (a rebuild's shadow tables). */
export async function writeAll(client: PoolClient, ch: Changes, tables: TableMap): Promise<void> {
  for (const t of ENTITY_TABLES) await copyRows(client, tables(t), ch.upserts[t]);
  await copyRows(client, tables('rm_party_month'), ch.partyMonths.flatMap((p) => p.rows));
  await copyRows(client, tables('rm_sub_party_month'), ch.subPartyMonths.flatMap((p) => p.rows));
  if (ch.companyMonths) await copyRows(client, tables('rm_company_month'), ch.companyMonths.rows);
}

export async function writeChanges(client: PoolClient, companyId: string, ch: Changes, tables: TableMap = liveTables): Promise<void> {
  for (const t of ENTITY_TABLES) {
    const ids = ch.deletes[t];
    if (ids.length > 0) {
      await client.query(prepared(`DELETE FROM ${tables(t)} WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]));
    }
    await upsert(client, tables(t), ch.upserts[t], ['company_id', 'id']);
  }
  await replaceMonths(client, tables('rm_party_month'), companyId, ch.partyMonths);
  await replaceMonths(client, tables('rm_sub_party_month'), companyId, ch.subPartyMonths);
  if (ch.companyMonths) {
    await client.query(prepared(
      `DELETE FROM ${tables('rm_company_month')} WHERE company_id = $1 AND year * 12 + month - 1 >= $2`,
      [companyId, ch.companyMonths.fromYm],
    ));
    await insert(client, tables('rm_company_month'), ch.companyMonths.rows);
  }
}

export const ALL_TABLES: TableName[] = [...ENTITY_TABLES, 'rm_party_month', 'rm_sub_party_month', 'rm_company_month'];

/** Removes every read-model row of a company (company erasure, rebuild swap). */
export async function clearCompany(client: PoolClient, companyId: string, tables: TableMap = liveTables): Promise<void> {
  for (const t of ALL_TABLES) await client.query(`DELETE FROM ${tables(t)} WHERE company_id = $1`, [companyId]);
}
