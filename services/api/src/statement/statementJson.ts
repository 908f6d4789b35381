// The party-month statement's JSON from one row of STATEMENT_SQL (or the same query over other tables:
// the as-of statement reads session-local copies, services/api/src/audit/asOf.ts).
import type { Pool } from 'pg';
import { prepared } from '@ledger/projections';
import { KIND_WIRE, statementKindsAt, toYm } from '@ledger/contract';
import { figuresOf } from './carryForward.ts';
import { monthBounds, monthId } from './months.ts';
import { carryPartyMonth, partyMonthDto, type PartyMonthRow } from './partyMonths.ts';

interface StatementRow extends PartyMonthRow {
  found: boolean;
  party: string;
  sub_party_statements: string;
  /** The party-level lists (cash), each in the column named by its list (statementSql.ts). */
  [list: string]: unknown;
}

const PARTY_LISTS = statementKindsAt('party').map((kind) => KIND_WIRE[kind].statementList);

/**
 * The statement's JSON from `sql` (STATEMENT_SQL, or the same query over other tables), or null when the
 * party or the month is not there.
 */
export async function statementJson(
  db: Pick<Pool, 'query'>, sql: string, companyId: string, partyId: string, year: number, month: number,
): Promise<string | null> {
  const [from, to] = monthBounds(year, month);
  const { rows } = await db.query<StatementRow>(prepared(sql, [companyId, partyId, year, month, from, to, monthId(year, month)]));
  const row = rows[0];
  if (!row.found) return null;
  // The row is the month's own, or the last projected one before it, carried to the month.
  const figures = figuresOf<PartyMonthRow>(row, toYm(year, month), carryPartyMonth);
  return `{"party":${row.party},"partyMonth":${JSON.stringify(partyMonthDto(partyId, figures))},` +
    `"subPartyMonthStatementList":${row.sub_party_statements}${PARTY_LISTS.map((list) => `,"${list}":${String(row[list])}`).join('')}}`;
}

