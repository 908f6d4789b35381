// "As of…": a party's month statement as it stood at a past moment, on a generated company of
// 100,000 events (BENCH_ASOF_EVENTS; 5,000 at BENCH_SCALE=tiny). Each sample picks a random party-month
// of the company and a random moment after that party was added, then does what the endpoint does:
// find the last seq recorded by then (seqAt) and fold the party's events up to it into the statement
// (statementAt). Run alone: node --max-old-space-size=8192 --import tsx bench/as-of.ts
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { LedgerProjector } from '@ledger/projections';
import { seqAt, statementAt } from '../services/api/src/audit/asOf.ts';
import { generateCompany, rng } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase } from './setup.ts';
import { latencyStats, type Figure } from './figure.ts';
import { present } from '../test/support/present.ts';

const TINY = process.env.BENCH_SCALE === 'tiny';
const EVENTS = Number(process.env.BENCH_ASOF_EVENTS ?? (TINY ? 5_000 : 100_000));
const SAMPLES = Number(process.env.BENCH_ASOF_SAMPLES ?? (TINY ? 20 : 300));
const GOAL_MS = 500;
const log = (...a: unknown[]) => console.error('[bench as-of]', ...a);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export async function run(): Promise<Figure[]> {
  const db = await createDatabase('asof');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    const companyId = await createBareCompany(pool);
    log(`loading a generated company of ${EVENTS} events`);
    await loadEvents(pool, companyId, generateCompany({ seed: 5, events: EVENTS }), 10_000);
    log('projecting it');
    await new LedgerProjector(pool).catchUp(companyId);
    await pool.query('ANALYZE');
    const { rows: months } = await pool.query<{ party_id: string; year: number; month: number; since: string; head: string }>(
      `SELECT m.party_id::text, m.year, m.month,
              (SELECT min(seq) FROM events e WHERE e.company_id = $1 AND e.type = 'PartyAdded' AND e.data->>'partyId' = m.party_id::text) AS since,
              (SELECT max(seq) FROM events e WHERE e.company_id = $1) AS head
       FROM rm_party_month m WHERE m.company_id = $1`,
      [companyId],
    );
    const { rows: times } = await pool.query<{ seq: string; recorded_at: Date }>(
      'SELECT seq, recorded_at FROM events WHERE company_id = $1 ORDER BY seq', [companyId],
    );
    const recordedAt = new Map(times.map((t) => [Number(t.seq), t.recorded_at]));
    const random = rng(7).next; // deterministic, so a run is repeatable
    const pick = () => {
      const m = months[Math.floor(random() * months.length)];
      const from = Number(m.since);
      const seq = from + Math.floor(random() * (Number(m.head) - from + 1));
      return { ...m, at: present(recordedAt.get(seq), `the time event ${seq} was recorded`) };
    };
    const asOf = async (p: ReturnType<typeof pick>) => {
      const until = await seqAt(pool, companyId, p.at);
      return statementAt(pool, companyId, p.party_id, p.year, p.month, until);
    };
    for (let i = 0; i < 10; i++) await asOf(pick()); // warm up
    log(`${SAMPLES} statements as of random moments over ${months.length} party-months`);
    const samples: number[] = [];
    let empty = 0;
    let bytes = 0;
    const start = performance.now();
    for (let i = 0; i < SAMPLES; i++) {
      const p = pick();
      const t = performance.now();
      const json = await asOf(p);
      samples.push(performance.now() - t);
      if (json === null) empty++;
      else bytes += json.length;
    }
    const stats = latencyStats(samples, performance.now() - start);
    return [{
      figure: `statement as of a past moment, ${EVENTS.toLocaleString('en-US')}-event company, p95 (ms)`,
      ours: round(stats.p95), unit: 'ms', baseline: null, baselineName: null, ratio: null,
      goal: `p95 ≤ ${GOAL_MS} ms`, met: stats.p95 <= GOAL_MS,
      notes: `p50 ${round(stats.p50)} ms, p99 ${round(stats.p99)} ms, max ${round(stats.max)} ms over ${SAMPLES} random (party-month, moment) pairs `
        + `of ${months.length} party-months; ${empty} before the month existed; mean statement ${Math.round(bytes / Math.max(1, SAMPLES - empty))} bytes; `
        + `in-process (seqAt + statementAt, as the endpoint; HTTP adds the token check and gzip)`,
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
        console.log(`${f.figure}: ${f.ours} ${f.unit} (goal ${f.goal})${f.met ? '' : ' NOT MET'}`);
        if (f.notes) console.log(`  ${f.notes}`);
      }
      process.exit(0);
    },
    (err) => { console.error(err); process.exit(1); },
  );
}
