// The ledger's reads (company months, party months, the statement, Entries) and the sub-party month
// note: thin routes over the contract's endpoints (contract/src/endpoints/statement.ts).
import { randomUUID } from 'node:crypto';
import { ymOfInstant } from '@ledger/projections';
import { monthName, statementEndpoints as endpoints } from '@ledger/contract';
import { companyHeader, sheetFile } from '../export/files.ts';
import { entriesSheet } from '../export/sheets.ts';
import type { Services } from '../context.ts';
import { coded } from '../http/errors.ts';
import { RawJson, type Route } from '../http/kit.ts';
import { findParty } from '../parties/read.ts';
import { findSubPartyOf } from '../ledger/refs.ts';
import { runCommand } from '../store/command.ts';
import { companyMonths } from '../companies/stats.ts';
import { entries } from './entries.ts';
import { monthNoteDecider } from './monthNote.ts';
import { subPartyMonthJson } from './monthJson.ts';
import { partyMonths } from './partyMonths.ts';
import { STATEMENT_SQL } from './statementSql.ts';
import { statementJson } from './statementJson.ts';
import { seqAt } from '../audit/asOf.ts';
import { listActivity } from '../audit/activity.ts';

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
    const json = await statementJson(pool, STATEMENT_SQL, auth.companyId, partyId, year, month);
    if (json === null) {
      await findParty(pool, auth.companyId, partyId); // 'Party not found' when that is the reason
      throw coded(404, 'notFound', { thing: 'Party month' });
    }
    return new RawJson(json);
  });

  // A fold over the party's history, off the request thread and within the company's limit (offload/heavy.ts).
  route(endpoints.statementAsOf, async (input, auth) => svc.heavy.forCompany(auth.companyId, async () => {
    const { id: partyId, year, month } = input.partyMonthId;
    const at = new Date(input.asOf);
    const seq = await seqAt(pool, auth.companyId, at);
    const then = seq === 0 ? null : await svc.heavy.asOf({ companyId: auth.companyId, partyId, year, month, seq });
    // A party that never existed in this company is not found, whatever the moment.
    if (then === null) await findParty(pool, auth.companyId, partyId).catch(async (err) => {
      const known = await pool.query('SELECT 1 FROM events WHERE company_id = $1 AND stream_id = $2 LIMIT 1', [auth.companyId, `party:${partyId}`]);
      if (!known.rows.length) throw err;
    });
    const between = await listActivity(pool, auth.companyId, { partyId, afterSeq: seq, limit: 200 });
    return new RawJson(
      `{"asOf":${JSON.stringify(at.toISOString())},"seq":${seq},"statement":${then ?? 'null'},` +
        `"between":${JSON.stringify(between.events)},"more":${between.more}}`,
    );
  }));

  route(endpoints.entries, async (input, auth) => {
    if (input.filter.partyId) await findParty(pool, auth.companyId, input.filter.partyId);
    if (input.filter.subPartyId) await findSubPartyOf(pool, auth.companyId, input.filter.subPartyId);
    return entries(pool, auth.companyId, input);
  });

  route(endpoints.entriesExport, async (input, auth, meta) => svc.heavy.forCompany(auth.companyId, async () => {
    const f = input.filter;
    const [party, subParty] = await Promise.all([
      f.partyId ? findParty(pool, auth.companyId, f.partyId) : null,
      f.subPartyId ? findSubPartyOf(pool, auth.companyId, f.subPartyId) : null,
    ]);
    const [company, list] = await Promise.all([companyHeader(pool, auth.companyId), entries(pool, auth.companyId, input)]);
    const subName = subParty
      ? (await pool.query<{ name: string }>('SELECT name FROM rm_sub_party WHERE company_id = $1 AND id = $2', [auth.companyId, subParty.id])).rows[0]?.name
      : null;
    const sheet = entriesSheet(company.name, f.year, f.month, list, { party: party?.name ?? null, subParty: subName ?? null }, meta.language);
    return sheetFile(svc.heavy, input.format, ['Entries', monthName(f.month, f.year), party?.name ?? ''], sheet);
  }));

  route(endpoints.updateMonthNote, async (input, auth, meta) => {
    const { id: subPartyId, year, month } = input.filter.id;
    const command = { type: 'SetSubPartyMonthNote' as const, subPartyId, year, month, note: input.update.note };
    const { result } = await runCommand(svc, auth, meta, async (_tx, state) =>
      monthNoteDecider(command, state, { now: svc.now(), newId: randomUUID }));
    const { rows } = await pool.query<{ json: string }>(SUB_PARTY_MONTH_SQL, [auth.companyId, subPartyId, year, month, result.id]);
    return new RawJson(rows[0].json);
  });
}
