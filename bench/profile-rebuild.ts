// The full reprojection (rebuildCompany), measured per phase on a generated company, as `npm run bench`
// loads it (bench/generator.ts seed 1, bench/loader.ts in batches of 10,000).
//
//   node --max-old-space-size=8192 --import tsx bench/profile-rebuild.ts            # 200,000 events, 3 runs
//   BENCH_REPROJECT_EVENTS=1000000 node --max-old-space-size=8192 --import tsx bench/profile-rebuild.ts
//
// RUNS=n rebuilds n times (the first run warms the JIT and Postgres' cache, each is reported). CHECK=1
// first projects the company incrementally (LedgerProjector, as the live system does) and fails unless
// every rebuild leaves exactly the same rows. FRESH=1 deletes the company's read-model rows before each
// run (a company never projected: the rebuild inserts every row); without it, runs after the first
// find the rows in place (a refresh). CPU_PROF=1 writes a V8 CPU profile of the last rebuild to
// bench/results/profiles/rebuild.cpuprofile and prints the hottest functions. KEEP=1 keeps the scratch
// database and prints how to reuse it (PROFILE_DB_URL=… PROFILE_COMPANY=… skip generating and loading).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ALL_TABLES, LedgerProjector, rebuildCompany, type RebuildTimings } from '@ledger/projections';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase } from './setup.ts';
import { hottest, startProfiling } from './cpu-profile.ts';
import { backendCpu } from './server.ts';
import { present } from '../test/support/present.ts';

const EVENTS = Number(process.env.BENCH_REPROJECT_EVENTS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 3);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Count and digest of every read-model row of the company, per table. */
async function digest(pool: pg.Pool, companyId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of ALL_TABLES) {
    const { rows } = await pool.query<{ n: string; h: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS h FROM (SELECT * FROM ${t} WHERE company_id = $1) x`,
      [companyId],
    );
    out[t] = `${rows[0].n} ${rows[0].h}`;
  }
  return out;
}

const reuse = process.env.PROFILE_DB_URL;
const db = reuse ? null : await createDatabase('rebuild');
const url = reuse ?? present(db, 'the scratch database').url;
const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 0 });
let failed = false;
try {
  let companyId = process.env.PROFILE_COMPANY ?? '';
  if (!companyId) {
    companyId = await createBareCompany(pool);
    const t = performance.now();
    await loadEvents(pool, companyId, generateCompany({ seed: 1, events: EVENTS }), 10_000);
    console.log(`loaded ${EVENTS} events in ${s(performance.now() - t)}`);
  }
  const events = Number((await pool.query('SELECT seq FROM company_head WHERE company_id = $1', [companyId])).rows[0].seq);
  let expected: Record<string, string> | null = null;
  if (process.env.CHECK) {
    // From nothing, as the live system would have projected it event by event (in chunks).
    for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
    await pool.query(`UPDATE projection_checkpoint SET seq = 0 WHERE company_id = $1 AND projector = 'ledger'`, [companyId]);
    const t = performance.now();
    // In chunks only: a catch-up this far behind would otherwise take the rebuild's own bulk path.
    await new LedgerProjector(pool, { bulkEvents: Infinity }).catchUp(companyId);
    console.log(`incremental projection: ${s(performance.now() - t)}`);
    expected = await digest(pool, companyId);
  }
  for (let run = 1; run <= RUNS; run++) {
    if (process.env.FRESH) {
      // As a company that was never projected: no read-model rows (not timed).
      for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
      await pool.query(`VACUUM ${ALL_TABLES.join(', ')}`);
    }
    const profiling = process.env.CPU_PROF && run === RUNS;
    const stopProfiling = profiling ? await startProfiling() : null;
    const timings: RebuildTimings = {};
    // The pool's connections are opened first, so that the backend that rebuilds is measured from the start.
    await Promise.all(Array.from({ length: 2 }, () => pool.connect())).then((cs) => cs.forEach((c) => c.release()));
    const pgBefore = await backendCpu(pool);
    const cpu = process.cpuUsage();
    const t = performance.now();
    await rebuildCompany(pool, companyId, undefined, timings);
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const pgAfter = await backendCpu(pool);
    const pgCpu = pgBefore !== null && pgAfter !== null ? ` + Postgres CPU ${s(pgAfter - pgBefore)}` : '';
    const phases = Object.entries(timings).map(([k, v]) => `  ${k.padEnd(34)} ${k.endsWith('rows') ? v.toLocaleString('en-US') : s(v)}`).join('\n');
    console.log(`run ${run}: ${events} events in ${s(wall)} = ${Math.round(events / (wall / 1000)).toLocaleString('en-US')} events/s `
      + `(node CPU ${s((used.user + used.system) / 1000)}${pgCpu}; load ${os.loadavg()[0].toFixed(1)})\n${phases}`);
    if (stopProfiling) {
      const profile = await stopProfiling();
      const dir = path.resolve('bench/results/profiles');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'rebuild.cpuprofile'), JSON.stringify(profile));
      console.log(hottest(profile, 25).join('\n'));
    }
    if (expected) {
      const got = await digest(pool, companyId);
      for (const table of ALL_TABLES) {
        if (got[table] !== expected[table]) {
          failed = true;
          console.error(`DIFFERENT ${table}: incremental ${expected[table]}, rebuild ${got[table]}`);
        }
      }
      if (!failed) console.log(`run ${run}: every table equals the incremental projection`);
    }
  }
  if (process.env.KEEP && db) console.log(`kept: PROFILE_DB_URL=${db.url} PROFILE_COMPANY=${companyId}`);
} finally {
  await pool.end();
  if (db && !process.env.KEEP) await db.drop();
}
process.exit(failed ? 1 : 0);
