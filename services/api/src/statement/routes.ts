// The ledger's reads (company months, party months, the statement, Entries) and the sub-party month
// note: thin routes over the contract's endpoints (contract/src/endpoints/statement.ts).
import { randomUUID } from 'node:crypto';
import { prepared, ymOfInstant } from '@ledger/projections';
import { statementEndpoints as endpoints, toYm } from '@ledger/contract';
import type { Services } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { RawJson, type Route } from '../http/kit.ts';
import { findParty } from '../parties/read.ts';
import { findSubPartyOf } from '../ledger/refs.ts';
import { runCommand } from '../store/command.ts';
import { companyMonths } from '../companies/stats.ts';
import { figuresOf } from './carryForward.ts';
import { entries } from './entries.ts';
import { decideMonthNote, loadMonthNoteFacts } from './monthNote.ts';
import { subPartyMonthJson } from './monthJson.ts';
import { monthBounds, monthId } from './months.ts';
import { carryPartyMonth, partyMonthDto, partyMonths, type PartyMonthRow } from './partyMonths.ts';
import { STATEMENT_SQL } from './statementSql.ts';

interface StatementRow extends PartyMonthRow {
  found: boolean;
  party: string;
  sub_party_statements: string;
  in_cash: string;
  out_cash: string;
}

const SUB_PARTY_MONTH_SQL = `SELECT ${subPartyMonthJson({ m: 'sm', id: '$5::text', year: '$3', month: '$4' })}::text AS json
  FROM (SELECT 1) one LEFT JOIN rm_sub_party_month sm ON sm.company_id = $1 AND sm.sub_party_id = $2 AND sm.year = $3 AND sm.month = $4`;

export function statementRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(endpoints.companyMonths, async (_input, auth) => companyMonths(pool, auth.companyId, svc.now()));

  route(endpoints.partyMonths, async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    return partyMonths(pool, auth.companyId, input.partyId, ymOfInstant(svc.now()));
  });

  route(endpoints.statement, async (input, auth) => {
    const { id: partyId, year, month } = input.partyMonthId;
    const [from, to] = monthBounds(year, month);
    const { rows } = await pool.query<StatementRow>(prepared(STATEMENT_SQL, [auth.companyId, partyId, year, month, from, to, monthId(year, month)]));
    const row = rows[0];
    if (!row.found) {
      await findParty(pool, auth.companyId, partyId); // 'Party not found' when that is the reason
      throw notFound('Party month not found');
    }
    // The row is the month's own, or the last projected one before it, carried to the month.
    const figures = figuresOf<PartyMonthRow>(row, toYm(year, month), carryPartyMonth);
    return new RawJson(
      `{"party":${row.party},"partyMonth":${JSON.stringify(partyMonthDto(partyId, figures))},` +
        `"subPartyMonthStatementList":${row.sub_party_statements},"inCashList":${row.in_cash},"outCashList":${row.out_cash}}`,
    );
  });

  route(endpoints.entries, async (input, auth) => {
    if (input.filter.partyId) await findParty(pool, auth.companyId, input.filter.partyId);
    if (input.filter.subPartyId) await findSubPartyOf(pool, auth.companyId, input.filter.subPartyId);
    return entries(pool, auth.companyId, input);
  });

  route(endpoints.updateMonthNote, async (input, auth, meta) => {
    const { id: subPartyId, year, month } = input.filter.id;
    const { result } = await runCommand(svc, auth, meta, async (tx) =>
      decideMonthNote(
        { type: 'SetSubPartyMonthNote', subPartyId, year, month, note: input.update.note },
        await loadMonthNoteFacts(tx, auth.companyId, subPartyId),
        { now: svc.now(), newId: randomUUID },
      ),
    );
    const { rows } = await pool.query<{ json: string }>(SUB_PARTY_MONTH_SQL, [auth.companyId, subPartyId, year, month, result.id]);
    return new RawJson(rows[0].json);
  });
}
