// The GST reports that fold a company's whole declared history (the ageing report's FIFO, ITC-04's summary, the
// reminders' oldest lots, the e-way list): how long each keeps the API's request thread busy when run on it, as before, and when
// run in a heavy-work thread (HeavyWork.fold, as the routes do once a company's log is longer than
// HEAVY_INLINE_EVENTS; its cost an event here is what that default is chosen from). Busy time is the main thread's event-loop
// utilization over the call; the longest gap is the worst wait a 5 ms timer saw (what another request would).
// On a kept bench company (bench/profile-rebuild.ts with KEEP=1, which prints the two variables):
//   PROFILE_DB_URL=… PROFILE_COMPANY=… node --import tsx bench/profile-gst-folds.ts
import pg from 'pg';
import pino from 'pino';
import { performance } from 'node:perf_hooks';
import { runFold, type FoldInput, type FoldName } from '../services/api/src/offload/folds.ts';
import { HeavyWork } from '../services/api/src/offload/heavy.ts';

async function main() {
  const url = process.env.PROFILE_DB_URL;
  const c = process.env.PROFILE_COMPANY;
  if (!url || !c) throw new Error('PROFILE_DB_URL and PROFILE_COMPANY name a kept bench company (bench/profile-rebuild.ts with KEEP=1)');
  const pool = new pg.Pool({ connectionString: url });
  const heavy = new HeavyWork({ databaseUrl: url }, { threads: 1, queue: 10, perCompany: 4, perLink: 1, connections: 2, inlineEvents: 0 }, pino({ level: 'silent' }));
  const { rows } = await pool.query<{ last: string }>('SELECT max(issue_date)::text AS last FROM rm_slip WHERE company_id = $1', [c]);
  const today = rows[0].last;
  const fy = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
  const { rows: head } = await pool.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [c]);
  const events = Number(head[0].seq);
  console.log(`${events} events; the last slip dated ${today}`);
  async function time(name: string, f: () => Promise<unknown>) {
    let last = performance.now(), worst = 0, on = true;
    const tick = () => { const n = performance.now(); worst = Math.max(worst, n - last); last = n; if (on) setTimeout(tick, 5); };
    setTimeout(tick, 5);
    const e0 = performance.eventLoopUtilization(); const t0 = performance.now();
    await f();
    const wall = performance.now() - t0; const e = performance.eventLoopUtilization(e0);
    on = false;
    console.log(`${name.padEnd(34)} wall ${wall.toFixed(0).padStart(5)} ms, request thread busy ${e.active.toFixed(0).padStart(5)} ms` +
      ` (${((e.active * 1000) / events).toFixed(1)} µs an event), longest gap ${worst.toFixed(0)} ms`);
  }
  const both = async <N extends FoldName>(label: string, name: N, input: FoldInput<N>) => {
    await time(`${label} inline`, () => runFold(pool, name, input));
    await time(`${label} in a thread`, () => heavy.fold(pool, name, input));
  };
  await heavy.fold(pool, 'ageing', { companyId: c, asOf: today, partyId: null }); // the thread started and warm
  for (let i = 0; i < 2; i++) {
    await both('ageing', 'ageing', { companyId: c, asOf: today, partyId: null });
    await both('itc04 summary', 'itc04Summary', { companyId: c, fy, period: 'H1' });
    await both('reminders lots', 'oldestWithParty', { companyId: c, asOf: today });
    await both('e-way list', 'ewayDocuments', { companyId: c, partyId: null, today });
  }
  await heavy.close();
  await pool.end();
}
void main();
