// "No reader stalls the others" (issue 26): one company fires bursts of heavy requests (50 ledger PDFs over
// 10 years, 50 as-of statements, 20 Verify starts) and 50 public PDFs through one of its share links, wave
// after wave, while another company reads its product list with 4 clients. The figure is the other
// company's p95 during the bursts, beside its p95 with nothing else running (same run, same app); each
// burst's answers are counted (served, refused with 429 and Retry-After, joined). The app is `npm start`
// against this run's database (projections in-process, heavy work in its thread pool).
// Run alone: node --import tsx bench/heavy-burst.ts
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from '../services/api/src/net.ts';
import { createDatabase, createOwnedCompany, monthOfDocuments } from './setup.ts';
import { latencyStats, load, type Figure } from './figure.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TINY = process.env.BENCH_SCALE === 'tiny';
const DOCS = TINY ? 60 : 360;
const WINDOW_MS = Number(process.env.BENCH_SECONDS ?? (TINY ? 1 : 10)) * 1000;
const BURSTS = { pdf: 50, asOf: 50, verify: 20, publicPdf: 50 };
const READERS = 4;
const GOAL_MS = 50;
const log = (...a: unknown[]) => console.error('[bench heavy]', ...a);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function post(url: string, p: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, retryAfter: res.headers.get('retry-after'), bytes };
}

type Tally = { served: number; refused: number; other: number; withoutRetryAfter: number };
const tally = (): Tally => ({ served: 0, refused: 0, other: 0, withoutRetryAfter: 0 });
function count(t: Tally, r: Awaited<ReturnType<typeof post>>) {
  if (r.status === 200) t.served++;
  else if (r.status === 429) {
    t.refused++;
    if (!r.retryAfter) t.withoutRetryAfter++;
  } else t.other++;
}

export async function run(): Promise<Figure[]> {
  const db = await createDatabase('heavy');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const port = await freePort();
  const app = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: ROOT, env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: '', PORT: String(port), LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' })).status === 401) break;
      } catch {
        // starting
      }
      if (i > 300) throw new Error('the app did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    log(`a company with ${DOCS} documents in a month, and another with one product`);
    const busy = await createOwnedCompany(pool, (ids) => monthOfDocuments(DOCS, ids));
    const quiet = await createOwnedCompany(pool);
    const link = await post(url, '/party/month/share/add/v1', { partyMonthId: `${busy.partyId}:2026-10` }, busy.token);
    const linkToken = (JSON.parse(link.bytes.toString()) as { data: { token: string } }).data.token;
    const read = async () => {
      const r = await post(url, '/product/list/v1', {}, quiet.token);
      if (r.status !== 200) throw new Error(`product list → ${r.status}`);
    };
    const ledgerPdf = () => post(url, '/party/ledger/export/v1', { partyId: busy.partyId, from: '2016-11-01', to: '2026-10-31', format: 'pdf' }, busy.token);
    const asOf = () => post(url, '/party/month/statement/asOf/v1', { partyMonthId: `${busy.partyId}:2026-10`, asOf: new Date().toISOString() }, busy.token);
    const verify = () => post(url, '/company/verify/start/v1', {}, busy.token);
    const publicPdf = () => post(url, '/public/statement/pdf/v1', { token: linkToken });

    // Warm up (the threads start on first use), and one ledger PDF alone for the record.
    for (let i = 0; i < 20; i++) await read();
    await ledgerPdf();
    const t = performance.now();
    const one = await ledgerPdf();
    const alonePdfMs = performance.now() - t;
    if (one.status !== 200) throw new Error(`ledger PDF → ${one.status}`);
    await asOf();

    log('the other company alone');
    const alone = await load(READERS, WINDOW_MS, read);

    log('the other company during bursts');
    const tallies = { pdf: tally(), asOf: tally(), verify: tally(), publicPdf: tally() };
    let waves = 0;
    let stop = false;
    const bursts = (async () => {
      while (!stop) {
        waves++;
        // The four bursts interleaved (a PDF, an as-of, a Verify, a public PDF, again…), all sent at once.
        const kinds = [['pdf', ledgerPdf], ['asOf', asOf], ['verify', verify], ['publicPdf', publicPdf]] as const;
        const wave: Promise<void>[] = [];
        for (let i = 0; i < Math.max(...Object.values(BURSTS)); i++) {
          for (const [k, send] of kinds) if (i < BURSTS[k]) wave.push(send().then((r) => count(tallies[k], r)));
        }
        await Promise.all(wave);
      }
    })();
    const samples: number[] = [];
    const started = performance.now();
    await Promise.all(Array.from({ length: READERS }, async () => {
      while (performance.now() - started < WINDOW_MS) {
        const t0 = performance.now();
        await read();
        samples.push(performance.now() - t0);
      }
    }));
    stop = true;
    await bursts;
    const during = latencyStats(samples, performance.now() - started);
    const excessRefused = (['pdf', 'asOf', 'publicPdf'] as const).every((k) => tallies[k].refused > 0 && tallies[k].other === 0 && tallies[k].withoutRetryAfter === 0);
    const describe = (k: keyof typeof tallies) => `${tallies[k].served} served, ${tallies[k].refused} refused (429)${tallies[k].other ? `, ${tallies[k].other} other` : ''}`;
    return [{
      figure: 'another company\'s reads during heavy bursts from one company, p95 (ms)',
      ours: round(during.p95, 1), unit: 'ms', baseline: round(alone.p95, 1), baselineName: 'the same reads with nothing else running',
      ratio: alone.p95 ? round(during.p95 / alone.p95, 2) : null,
      goal: `p95 ≤ ${GOAL_MS} ms; every burst's excess refused with 429 and Retry-After`,
      met: during.p95 <= GOAL_MS && excessRefused,
      notes: `${waves} waves of ${BURSTS.pdf} ledger PDFs (10 years, ${DOCS} documents; ${round(alonePdfMs, 0)} ms alone), ${BURSTS.asOf} as-of statements, `
        + `${BURSTS.verify} Verify starts and ${BURSTS.publicPdf} public PDFs through one link, ${READERS} readers of the other company: `
        + `p50 ${round(during.p50, 1)} ms, max ${round(during.max, 1)} ms over ${during.count} reads (alone: p50 ${round(alone.p50, 1)} ms). `
        + `PDFs: ${describe('pdf')}; as-of: ${describe('asOf')}; public PDFs: ${describe('publicPdf')}; Verify: ${tallies.verify.served} answered (joined or started), ${tallies.verify.refused} refused (429)`,
    }];
  } finally {
    await new Promise((r) => {
      if (app.exitCode !== null) return r(null);
      app.once('exit', r);
      app.kill('SIGTERM');
    });
    await pool.end();
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then((f) => { console.table(f); process.exit(0); }, (err) => { console.error(err); process.exit(1); });
}
