// The auditor's replay (scripts/replay-lib.ts, scripts/replay.ts) over the ledger rules' worked
// example: the same reducer reproduces the figures, agrees with the live read models, and reports
// a read model that was tampered with.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';
import { formatResult, replayCompany, type ReplayedMonth } from '../../scripts/replay-lib.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let api: TestApi;
let owner: Owner;
let party: Party;
let aprilSeq: number;

async function headSeq(): Promise<number> {
  const { rows } = await api.svc.pool.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [owner.companyId]);
  return Number(rows[0].seq);
}

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

const month = (months: ReplayedMonth[], year: number, m: number) => {
  const found = months.find((x) => x.partyId === party.id && x.year === year && x.month === m);
  if (!found) throw new Error(`no replayed month ${year}-${m}`);
  return found;
};

beforeAll(async () => {
  // The worked example of shared/design/ledger-rules.md (as in worked-example.int.spec.ts).
  api = await startApi();
  owner = await registerOwner(api);
  ({ party } = await enterWorkedExample(api, owner, async () => {
    aprilSeq = await headSeq();
  }));
});
afterAll(async () => { await api.close(); });

describe('replay', () => {
  it('reproduces April −54.860 / ₹2,707.50 and May −0.860 / ₹3,417.50 and agrees with the read models', async () => {
    const r = await replayCompany(api.svc.pool, owner.companyId);
    expect(r.seq).toBe(await headSeq());
    expect(r.compared).toBe(true);
    expect(month(r.months, 2026, 4)).toMatchObject({
      partyName: 'Shree Textiles', openingQuantity: '0.000', openingAmount: '1000.00', closingQuantity: '-54.860', closingAmount: '2707.50',
    });
    expect(month(r.months, 2026, 5)).toMatchObject({
      openingQuantity: '-54.860', openingAmount: '2707.50', closingQuantity: '-0.860', closingAmount: '3417.50',
    });
    expect(r.differences).toEqual([]);
    const text = formatResult(r);
    expect(text).toMatch(/Shree Textiles\s+April 2026\s+0\.000\s+1,000\.00\s+-54\.860\s+2,707\.50/);
    expect(text).toMatch(/Shree Textiles\s+May 2026\s+-54\.860\s+2,707\.50\s+-0\.860\s+3,417\.50/);
    expect(text).toContain('No differences');
  });

  it('--until a seq before the May documents shows no May movement', async () => {
    const r = await replayCompany(api.svc.pool, owner.companyId, aprilSeq);
    expect(r.seq).toBe(aprilSeq);
    expect(r.compared).toBe(false);
    expect(r.differences).toEqual([]);
    expect(month(r.months, 2026, 4)).toMatchObject({ closingQuantity: '-54.860', closingAmount: '2707.50' });
    // The party was created this month, so May is in its range; it only carries April forward.
    const may = r.months.find((x) => x.year === 2026 && x.month === 5);
    if (may) {
      expect(may).toMatchObject({
        openingQuantity: '-54.860', openingAmount: '2707.50', closingQuantity: '-54.860', closingAmount: '2707.50',
        inQuantity: '0.000', inAmount: '0.00', outQuantity: '0.000', outAmount: '0.00',
      });
    }
  });

  it('--until a date before the first event replays nothing; today replays everything', async () => {
    const before = await replayCompany(api.svc.pool, owner.companyId, '2000-01-01');
    expect(before.seq).toBe(0);
    expect(before.months).toEqual([]);
    const { rows } = await api.svc.pool.query<{ d: string }>(
      `SELECT to_char(max(recorded_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS d FROM events WHERE company_id = $1`, [owner.companyId]);
    const today = await replayCompany(api.svc.pool, owner.companyId, rows[0].d);
    expect(today.seq).toBe(await headSeq());
  });

  it('the CLI exits 0 when the read models agree', async () => {
    const r = await runCli(['--company', owner.companyId, '--database-url', api.db.url]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Shree Textiles\s+May 2026\s+-54\.860\s+2,707\.50\s+-0\.860\s+3,417\.50/);
    expect(r.stdout).toContain('No differences');
    // Without --company: every company in company_head (here just this one).
    const all = await runCli(['--database-url', api.db.url, '--json']);
    expect(all.code).toBe(0);
    const parsed = JSON.parse(all.stdout);
    expect(parsed.differences).toBe(0);
    expect(parsed.companies.map((c: { companyId: string }) => c.companyId)).toEqual([owner.companyId]);
    // A bad --until is a usage error.
    expect((await runCli(['--database-url', api.db.url, '--until', '2026-02-30'])).code).toBe(2);
  });

  it('the CLI refuses to run without a database (exit 2)', async () => {
    const r = await runCli(['--company', owner.companyId]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('DATABASE_URL');
  });

  it('reports exactly the tampered read-model value, and the CLI then exits 1', async () => {
    await api.svc.pool.query(
      `UPDATE rm_party_month SET closing_amount = closing_amount + 1 WHERE company_id = $1 AND party_id = $2 AND year = 2026 AND month = 4`,
      [owner.companyId, party.id],
    );
    const r = await replayCompany(api.svc.pool, owner.companyId);
    expect(r.differences).toEqual([{
      table: 'rm_party_month', partyId: party.id, partyName: 'Shree Textiles', year: 2026, month: 4,
      field: 'closing_amount', replayed: '2707.50', live: '2708.50',
    }]);

    const cli = await runCli(['--company', owner.companyId, '--database-url', api.db.url]);
    expect(cli.code).toBe(1);
    expect(cli.stdout).toMatch(/1 difference\(s\)/);
    expect(cli.stdout).toMatch(/rm_party_month\s+Shree Textiles\s+April 2026\s+closing_amount\s+2707\.50\s+2708\.50/);

    const json = await runCli(['--company', owner.companyId, '--database-url', api.db.url, '--json']);
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.differences).toBe(1);
    expect(parsed.companies[0].differences[0]).toMatchObject({ field: 'closing_amount', live: '2708.50' });
  });
});
