// What must hold once the campaign is over: no refused request left an event behind, every
// company's projector reached its head, a full rebuild of company A succeeds and equals the live read
// models, and nothing polluted Object.prototype in the process that ran the API.
import type pg from 'pg';
import { SERVER_MODE, refreshStats, type TestApi } from '../api.ts';
import { projectorReaches, type CampaignResult } from './campaign.ts';
import type { Violation } from './checks.ts';

const TABLE_ORDER: Record<string, string> = {
  rm_product: 'id', rm_party: 'id', rm_sub_party: 'id', rm_job_work_item: 'id', rm_slip: 'id', rm_bill: 'id', rm_cash: 'id',
  rm_party_month: 'party_id, year, month', rm_sub_party_month: 'sub_party_id, year, month', rm_company_month: 'year, month',
};

async function dumpReadModels(db: pg.Pool, companyId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, order] of Object.entries(TABLE_ORDER)) {
    out[table] = (await db.query(`SELECT * FROM ${table} WHERE company_id = $1 ORDER BY ${order}`, [companyId])).rows.map((r) => JSON.stringify(r));
  }
  return out;
}

function diff(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const table of Object.keys(before)) {
    const a = new Set(after[table]);
    const b = new Set(before[table]);
    for (const row of before[table]) if (!a.has(row)) out.push(`${table} live row missing after the rebuild: ${row.slice(0, 300)}`);
    for (const row of after[table]) if (!b.has(row)) out.push(`${table} rebuilt row not in the live models: ${row.slice(0, 300)}`);
  }
  return out;
}

export async function finale(api: TestApi, db: pg.Pool, companyId: string, result: CampaignResult): Promise<Violation[]> {
  const v: Violation[] = [];
  const leaked = await db.query<{ rid: string; type: string; company_id: string }>(
    `SELECT meta->>'requestId' AS rid, type, company_id FROM events WHERE meta->>'requestId' = ANY($1::text[])`,
    [result.refusedIds],
  );
  for (const r of leaked.rows) v.push({ problem: 'a refused request appended an event', note: `request ${r.rid} → ${r.type} in company ${r.company_id}` });

  const a = await projectorReaches(db, companyId, SERVER_MODE ? 30_000 : 5_000);
  if (a.checkpoint !== a.head) v.push({ problem: "company A's projector did not reach the head", note: `checkpoint ${a.checkpoint}, head ${a.head}` });
  const lagging = await db.query<{ company_id: string; name: string; head: string; checkpoint: string | null }>(
    `SELECT c.id AS company_id, c.name, h.seq AS head, p.seq AS checkpoint FROM companies c JOIN company_head h ON h.company_id = c.id
     LEFT JOIN projection_checkpoint p ON p.company_id = c.id AND p.projector = 'ledger' WHERE p.seq IS DISTINCT FROM h.seq`,
  );
  for (const r of lagging.rows) {
    const s = await projectorReaches(db, r.company_id, SERVER_MODE ? 10_000 : 500);
    if (s.checkpoint !== s.head) v.push({ problem: 'a projector did not reach its head', note: `company ${r.name} (${r.company_id}): checkpoint ${s.checkpoint}, head ${s.head}` });
  }

  // Business uniqueness the commands enforce (slip numbers per prefix and financial year) survives any input.
  const clashes = await db.query<{ company_id: string; prefix: string; fy: number; slip_no: string; n: string }>(
    'SELECT company_id, prefix, fy, slip_no, count(*) AS n FROM rm_slip GROUP BY 1, 2, 3, 4 HAVING count(*) > 1',
  );
  for (const c of clashes.rows) v.push({ problem: 'two live slips share a number', note: `company ${c.company_id}: ${c.n} slips ${c.prefix}-${c.slip_no} in FY ${c.fy}` });

  await db.query('DELETE FROM throttle'); // the campaign's admin logins would throttle the rebuild's own
  const live = await dumpReadModels(db, companyId);
  const rebuilt = await refreshStats(api, companyId, 120_000);
  if (rebuilt.status !== 'done') v.push({ problem: 'the full rebuild of company A failed', note: `${rebuilt.status}: ${rebuilt.error}` });
  else {
    const d = diff(live, await dumpReadModels(db, companyId));
    if (d.length) v.push({ problem: 'the rebuilt read models differ from the live ones', note: d.slice(0, 20).join('\n') });
  }

  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((k) => !BUILTIN_PROTO_KEYS.has(k));
  if (polluted.length || ({} as Record<string, unknown>).polluted !== undefined) v.push({ problem: 'Object.prototype was polluted', note: polluted.join(', ') });
  return v;
}

const BUILTIN_PROTO_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
