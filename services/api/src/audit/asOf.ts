// A party's month statement as it read at a past moment: the party's events recorded up to then, folded
// with the projector's own reducer (evolve) and rendered by its own renderer into session-local copies
// of the read-model tables, then read with the statement's own query. Nothing is approximated: the
// same code that built today's statement builds the past one, from a prefix of the log.
import type { Pool, PoolClient } from 'pg';
import {
  NOT_VOIDED, emptyCache, emptyDirty, emptyState, evolve, parseEventData, render, toYm, writeAll, ymOfDate,
  type Dirty, type LedgerEvent, type LedgerState, type TableName,
} from '@ledger/projections';
import { STATEMENT_SQL } from '../statement/statementSql.ts';
import { statementJson } from '../statement/statementJson.ts';
import { partyStreamsCte } from './partyStreams.ts';
import { withTransaction } from '../db/tx.ts';

const AS_OF_TABLES: TableName[] = [
  'rm_product', 'rm_party', 'rm_sub_party', 'rm_job_work_item', 'rm_slip', 'rm_bill', 'rm_cash', 'rm_party_month', 'rm_sub_party_month',
];
const asOfTable = (t: TableName) => `pg_temp.asof_${t}`;

/** STATEMENT_SQL over the session-local tables (the longest names first, so rm_party_month is not read as rm_party). */
const AS_OF_STATEMENT_SQL = STATEMENT_SQL.replace(
  /\brm_(sub_party_month|party_month|job_work_item|sub_party|product|party|slip|bill|cash)\b/g,
  (_m, t: string) => asOfTable(`rm_${t}` as TableName),
);

interface EventRow { seq: string; type: string; schema_version: number; data: unknown; recorded_at: Date }

/** The last seq recorded at or before `at` (0 if none): scanning back from the head stops at the first. */
export async function seqAt(db: Pick<Pool, 'query'>, companyId: string, at: Date): Promise<number> {
  const { rows } = await db.query<{ seq: string }>(
    'SELECT seq FROM events WHERE company_id = $1 AND recorded_at <= $2 ORDER BY seq DESC LIMIT 1',
    [companyId, at],
  );
  return rows.length ? Number(rows[0].seq) : 0;
}

/**
 * The state of one party (with every product and the company's own settings) after the events up to
 * `untilSeq`. A job-work item's rate change names only the item: one that is not this party's (not in
 * the state) is another party's and is passed over.
 */
export async function foldParty(client: PoolClient, companyId: string, partyId: string, untilSeq: number): Promise<LedgerState> {
  const { rows } = await client.query<EventRow>(
    `WITH ${partyStreamsCte('$2::text')}
     SELECT e.seq, e.type, e.schema_version, e.data, e.recorded_at FROM events e
     WHERE e.company_id = $1 AND e.seq <= $3 AND ${NOT_VOIDED}
       AND (e.stream_id IN (SELECT stream_id FROM party_streams) OR e.stream_id LIKE 'product:%'
            OR e.stream_id LIKE 'item:%' OR e.stream_id LIKE 'company:%')
     ORDER BY e.seq`,
    [companyId, partyId, untilSeq],
  );
  const state = emptyState(companyId);
  const sink = emptyDirty();
  for (const row of rows) {
    const e = {
      seq: Number(row.seq), type: row.type, recordedAt: row.recorded_at.toISOString(),
      data: parseEventData(row.type, row.schema_version, row.data),
    } as LedgerEvent;
    if ((e.type === 'JobWorkItemRatesChanged' || e.type === 'JobWorkItemDeleted') && !state.items.has(e.data.itemId)) continue;
    evolve(state, e, sink);
  }
  return state;
}

/** What the statement of (party, month) reads: the party's rows, its months, and that month's documents. */
function statementDirty(s: LedgerState, partyId: string, year: number, month: number): Dirty {
  const ym = toYm(year, month);
  const d = emptyDirty();
  for (const id of s.products.keys()) d.products.add(id);
  for (const [id, sp] of s.subParties) if (sp.partyId === partyId) d.subParties.add(id);
  for (const [id, it] of s.items) if (it.partyId === partyId && it.ym === ym) d.items.add(id);
  for (const [id, sl] of s.slips) if (ymOfDate(sl.issueDate) === ym && d.items.has(sl.itemId)) d.slips.add(id);
  for (const [id, b] of s.bills) if (b.partyId === partyId && ymOfDate(b.issueDate) === ym) d.bills.add(id);
  for (const [id, k] of s.cash) if (k.partyId === partyId && ymOfDate(k.issueDate) === ym) d.cash.add(id);
  d.parties.add(partyId);
  d.partyFrom.set(partyId, 0);
  return d;
}

/** The statement JSON of (party, month) after the events up to `untilSeq`, or null when it did not exist then. */
export async function statementAt(
  pool: Pool, companyId: string, partyId: string, year: number, month: number, untilSeq: number,
): Promise<string | null> {
  return withTransaction(pool, async (client) => {
    const state = await foldParty(client, companyId, partyId, untilSeq);
    if (!state.parties.has(partyId)) return null;
    const changes = render(state, statementDirty(state, partyId, year, month), emptyCache());
    changes.companyMonths = null;
    // Session-local copies of the read-model tables, emptied at every commit.
    for (const t of AS_OF_TABLES) {
      await client.query(`CREATE TEMP TABLE IF NOT EXISTS ${asOfTable(t).slice('pg_temp.'.length)} (LIKE ${t}) ON COMMIT DELETE ROWS`);
    }
    await writeAll(client, changes, asOfTable);
    return statementJson(client, AS_OF_STATEMENT_SQL, companyId, partyId, year, month);
  }, { isolation: 'REPEATABLE READ' });
}
