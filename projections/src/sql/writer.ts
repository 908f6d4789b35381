// Applies rendered changes to the read-model tables. Runs inside the projector's transaction, so
// rows and checkpoint commit together. `tables` renames targets for rebuilds into shadow tables.
import type { PoolClient } from 'pg';
import { ENTITY_TABLES, type Changes, type EntityTable, type MonthRows, type Row } from '../ledger/render.ts';

export type TableName = EntityTable | 'rm_party_month' | 'rm_sub_party_month' | 'rm_company_month';
export type TableMap = (t: TableName) => string;
export const liveTables: TableMap = (t) => t;

async function upsert(client: PoolClient, table: string, rows: Row[], key: string[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const updates = cols.filter((c) => !key.includes(c));
  await client.query(
    `INSERT INTO ${table} (${cols.join(', ')})
     SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key.join(', ')}) DO UPDATE SET (${updates.join(', ')}) = ROW(${updates.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    [JSON.stringify(rows)],
  );
}

async function insert(client: PoolClient, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  await client.query(
    `INSERT INTO ${table} (${cols.join(', ')})
     SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function replaceMonths(client: PoolClient, table: string, companyId: string, parts: MonthRows[]): Promise<void> {
  if (parts.length === 0) return;
  await client.query(
    `DELETE FROM ${table} t USING unnest($2::uuid[], $3::int[]) AS d(party_id, from_ym)
     WHERE t.company_id = $1 AND t.party_id = d.party_id AND t.year * 12 + t.month - 1 >= d.from_ym`,
    [companyId, parts.map((p) => p.partyId), parts.map((p) => p.fromYm)],
  );
  await insert(client, table, parts.flatMap((p) => p.rows));
}

export async function writeChanges(client: PoolClient, companyId: string, ch: Changes, tables: TableMap = liveTables): Promise<void> {
  for (const t of ENTITY_TABLES) {
    const ids = ch.deletes[t];
    if (ids.length > 0) {
      await client.query(`DELETE FROM ${tables(t)} WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
    }
    await upsert(client, tables(t), ch.upserts[t], ['company_id', 'id']);
  }
  await replaceMonths(client, tables('rm_party_month'), companyId, ch.partyMonths);
  await replaceMonths(client, tables('rm_sub_party_month'), companyId, ch.subPartyMonths);
  if (ch.companyMonths) {
    await client.query(
      `DELETE FROM ${tables('rm_company_month')} WHERE company_id = $1 AND year * 12 + month - 1 >= $2`,
      [companyId, ch.companyMonths.fromYm],
    );
    await insert(client, tables('rm_company_month'), ch.companyMonths.rows);
  }
}

export const ALL_TABLES: TableName[] = [...ENTITY_TABLES, 'rm_party_month', 'rm_sub_party_month', 'rm_company_month'];

/** Removes every read-model row of a company (company erasure, rebuild swap). */
export async function clearCompany(client: PoolClient, companyId: string, tables: TableMap = liveTables): Promise<void> {
  for (const t of ALL_TABLES) await client.query(`DELETE FROM ${tables(t)} WHERE company_id = $1`, [companyId]);
}
