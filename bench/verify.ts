// "Verify this company" on a generated company of 100,000 events (BENCH_VERIFY_EVENTS; 5,000 at
// BENCH_SCALE=tiny), projected incrementally first: the time verifyCompany takes to fold every event,
// render every read model and compare it with the live rows. It must find no difference.
// Run alone: node --max-old-space-size=8192 --import tsx bench/verify.ts
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { LedgerProjector, verifyCompany } from '@ledger/projections';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase } from './setup.ts';
import type { Figure } from './figure.ts';
import { present } from '../test/support/present.ts';

const TINY = process.env.BENCH_SCALE === 'tiny';
const EVENTS = Number(process.env.BENCH_VERIFY_EVENTS ?? (TINY ? 5_000 : 100_000));
const RUNS = Number(process.env.BENCH_VERIFY_RUNS ?? 3);
const GOAL_S = 5;
const log = (...a: unknown[]) => console.error('[bench verify]', ...a);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export async function run(): Promise<Figure[]> {
  const db = await createDatabase('verify');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    const companyId = await createBareCompany(pool);
    log(`loading a generated company of ${EVENTS} events`);
    await loadEvents(pool, companyId, generateCompany({ seed: 4, events: EVENTS }), 10_000);
    log('projecting it');
    await new LedgerProjector(pool).catchUp(companyId);
    await pool.query('ANALYZE');
    const times: number[] = [];
    let last = null as Awaited<ReturnType<typeof verifyCompany>> | null;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      last = await verifyCompany(pool, companyId);
      times.push((performance.now() - t) / 1000);
      log(`run ${i + 1}: ${round(times[i])} s, ${last.differences.length} difference(s)`);
    }
    const r = present(last, 'a verification (RUNS is at least 1)');
    if (r.events !== EVENTS) throw new Error(`verify folded ${r.events} events, expected ${EVENTS}`);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const rows = Object.values(r.compared).reduce((n, c) => n + c, 0);
    return [{
      figure: `verify, ${EVENTS.toLocaleString('en-US')} events`,
      ours: round(median), unit: 's', baseline: null, baselineName: null, ratio: null,
      goal: `≤ ${GOAL_S} s`, met: median <= GOAL_S && r.differences.length === 0,
      notes: `median of ${RUNS} (${times.map((t) => round(t)).join(', ')} s); ${rows.toLocaleString('en-IN')} read-model rows compared `
        + `(${Object.entries(r.compared).map(([t, n]) => `${t} ${n}`).join(', ')}); ${r.differences.length} difference(s) (must be 0)`,
    }];
  } finally {
    await pool.end();
    await db.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (figures) => {
      for (const f of figures) {
        console.log(`${f.figure}: ${f.ours} s (goal ${f.goal})${f.met ? '' : ' NOT MET'}`);
        if (f.notes) console.log(`  ${f.notes}`);
      }
      process.exit(0);
    },
    (err) => { console.error(err); process.exit(1); },
  );
}
