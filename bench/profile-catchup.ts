// The incremental projection (LedgerProjector.catchUp) of a generated company, as `npm run bench`
// measures it (bench/generator.ts seed 2), timed per phase; CPU_PROF=1 prints the hottest functions.
//
//   node --import tsx bench/profile-catchup.ts            # 100,000 events, 2 runs
//
// Each run starts from no read-model rows (deleted and vacuumed: statistics that call the tables empty,
// as on a company's first catch-up). EVENTS=n, RUNS=n. QUERY_TIMES=1 prints the wall time per kind of
// statement; AUTO_EXPLAIN=ms logs the plan of every statement slower than that to the Postgres log.
// BULK=0: the chunks only, as before the bulk path (a catch-up far behind takes it); BULK=alternate: run
// by run, the bulk path and the chunks in turns (on the same data).
import os from 'node:os';
import pg from 'pg';
import { ALL_TABLES, LedgerProjector } from '@ledger/projections';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase } from './setup.ts';
import { hottest, startProfiling } from './cpu-profile.ts';
import { backendCpu } from './server.ts';

const EVENTS = Number(process.env.EVENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 2);

// QUERY_TIMES=1: wall time per kind of statement (by its first words), the projector's round trips included.
const queryTimes = new Map<string, { n: number; ms: number }>();
if (process.env.QUERY_TIMES) {
  // Client.query's many overloads, as the one signature this wrapper passes through.
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text ?? '';
    const key = text.replace(/\s+/g, ' ').slice(0, 60);
    const t = performance.now();
    const r = original.apply(this, args);
    if (r instanceof Promise) {
      r.then(() => {
        const q = queryTimes.get(key) ?? { n: 0, ms: 0 };
        q.n++;
        q.ms += performance.now() - t;
        queryTimes.set(key, q);
      }, () => undefined);
    }
    return r;
  };
}
const db = await createDatabase('catchup');
const pool = new pg.Pool({ connectionString: db.url, max: 4, ...(process.env.AUTO_EXPLAIN ? { options: `-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=${Number(process.env.AUTO_EXPLAIN)} -c auto_explain.log_analyze=on` } : {}) });
try {
  const companyId = await createBareCompany(pool);
  await loadEvents(pool, companyId, generateCompany({ seed: 2, events: EVENTS }));
  for (let run = 1; run <= RUNS; run++) {
    for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
    await pool.query(`UPDATE projection_checkpoint SET seq = 0 WHERE company_id = $1`, [companyId]);
    await pool.query(`VACUUM ${ALL_TABLES.join(', ')}`);
    const profiling = process.env.CPU_PROF && run === RUNS;
    const stopProfiling = profiling ? await startProfiling() : null;
    const pgBefore = await backendCpu(pool);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const bulk = process.env.BULK === 'alternate' ? run % 2 === 1 : process.env.BULK !== '0';
    await new LedgerProjector(pool, bulk ? {} : { bulkEvents: Infinity }).catchUp(companyId);
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const pgAfter = await backendCpu(pool);
    const pgCpu = pgBefore !== null && pgAfter !== null ? ` + Postgres CPU ${((pgAfter - pgBefore) / 1000).toFixed(2)} s` : '';
    console.log(`run ${run} (${bulk ? 'bulk path' : 'chunks'}): ${EVENTS} events in ${(wall / 1000).toFixed(2)} s = ${Math.round(EVENTS / (wall / 1000))} events/s (node CPU ${((used.user + used.system) / 1e6).toFixed(2)} s${pgCpu}; load ${os.loadavg()[0].toFixed(1)})`);
    if (queryTimes.size) {
      for (const [k, q] of [...queryTimes].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${q.ms.toFixed(0).padStart(7)} ms ${String(q.n).padStart(5)}× ${k}`);
      queryTimes.clear();
    }
    if (stopProfiling) {
      const profile = await stopProfiling();
      console.log(hottest(profile, 30).join('\n'));
    }
  }
} finally {
  await pool.end();
  await db.drop();
}
process.exit(0);
