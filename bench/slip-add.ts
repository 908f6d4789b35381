// The slip-add row of `npm run bench` alone (server mode: one API and one worker process, 16 clients on
// 16 companies, each slip visible in its statement), with the Postgres statements and Redis commands per
// slip in each process. ROOTS=/a,/b runs the same load on other checkouts' API and worker, in turns, ROUNDS
// times (compare builds back to back on a shared machine).
//   node --import tsx bench/slip-add.ts            # BENCH_SECONDS (default 10), ROUNDS (default 1)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool } from '../services/api/src/services.ts';
import { freePort } from '../services/api/src/net.ts';
import { createDatabase, createOwnedCompany } from './setup.ts';
import { load } from './figure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const CLIENTS = 16;
const ROOTS = (process.env.ROOTS ?? process.cwd()).split(',').map((r) => path.resolve(r));
const COUNTER = path.resolve('bench/count-round-trips.ts');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Counts { pg: number; redis: number; byText: Record<string, number>; cpuUs: number; sysUs: number }

/**
 * CPU time (µs, user + system, and system alone) used so far by every process whose name matches (Postgres backends,
 * Redis): every such process on the machine, so other work on it counts too, and a backend that ends during the load
 * takes its time out of the difference (the bench's pools keep theirs open).
 */
function cpuOf(match: RegExp): { all: number; sys: number } {
  const tick = 1e6 / 100; // USER_HZ
  let all = 0;
  let sys = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match.test(name)) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all += (Number(f[11]) + Number(f[12])) * tick;
      sys += Number(f[12]) * tick;
    } catch { /* gone */ }
  }
  return { all, sys };
}
const outside = () => ({ postgres: cpuOf(/^postgres$/), redis: cpuOf(/^redis-server$/), self: process.cpuUsage() });

async function snapshot(kids: ChildProcess[], dir: string): Promise<Counts[]> {
  for (const k of kids) k.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  return kids.map((k) => JSON.parse(fs.readFileSync(path.join(dir, `${k.pid}.json`), 'utf8')) as Counts);
}

async function round(root: string) {
  const db = await createDatabase('slips');
  const pool = createPool(db.url, 10);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'round-trips-'));
  const env = {
    ...process.env, DATABASE_URL: db.url, REDIS_URL, QUEUE_PREFIX: `slips_${port}`, PORT: String(port), LOG_LEVEL: 'warn',
    WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '8', ROUND_TRIPS_DIR: dir, WEB_DIST: process.env.WEB_DIST ?? path.resolve('web/dist'),
  };
  const kids = ['services/api/src/main.ts', 'services/worker/src/main.ts'].map((main) =>
    spawn(process.execPath, ['--import', 'tsx', '--import', COUNTER, main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  const url = `http://127.0.0.1:${port}`;
  const post = async (p: string, token: string, body: unknown) => {
    const res = await fetch(`${url}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await res.json()) as { data?: unknown; pending?: boolean; error?: { message: string } };
    if (res.status !== 200) throw new Error(`${p} → ${res.status} ${json.error?.message}`);
    return json;
  };
  try {
    for (let i = 0; i < 300; i++) {
      try { if ((await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' })).status === 401) break; } catch { /* starting */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    const companies = await Promise.all(Array.from({ length: CLIENTS }, () => createOwnedCompany(pool)));
    const body = (co: (typeof companies)[number], i: number) => ({
      itemType: i % 2 ? 'IN' : 'OUT', subPartyId: co.subPartyId, productId: co.productId, issueDate: '2026-11-02',
      slipNo: i + 1, grossQuantity: '105.500', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
    });
    // Warm up (prepared statements, JIT), then count across the load.
    await Promise.all(companies.map((co, c) => post('/jobWorkItem/slip/add/v2', co.token, body(co, 100_000 + c))));
    const before = await snapshot(kids, dir);
    const outBefore = outside();
    let pending = 0;
    const stats = await load(CLIENTS, SECONDS * 1000, async (c, i) => {
      if ((await post('/jobWorkItem/slip/add/v2', companies[c].token, body(companies[c], i))).pending) pending++;
    });
    const after = await snapshot(kids, dir);
    const outAfter = outside();
    const selfCpu = process.cpuUsage(outBefore.self);
    const ms = (us: number) => (us / stats.count / 1000).toFixed(2);
    const cpuPer = (all: number, sys: number) => `${ms(all)} ms (${ms(sys)} system)`;
    const cpu = `CPU per slip: API ${cpuPer(after[0].cpuUs - before[0].cpuUs, after[0].sysUs - before[0].sysUs)}, `
      + `worker ${cpuPer(after[1].cpuUs - before[1].cpuUs, after[1].sysUs - before[1].sysUs)}, `
      + `Postgres ${cpuPer(outAfter.postgres.all - outBefore.postgres.all, outAfter.postgres.sys - outBefore.postgres.sys)}, `
      + `Redis ${cpuPer(outAfter.redis.all - outBefore.redis.all, outAfter.redis.sys - outBefore.redis.sys)}, `
      + `load generator ${cpuPer(selfCpu.user + selfCpu.system, selfCpu.system)}; `
      + `the 2 cores give ${(SECONDS * 2000 / stats.count).toFixed(2)} ms per slip`;
    let visible = 0;
    for (const co of companies) {
      const st = (await post('/party/month/statement/v3', co.token, { partyMonthId: `${co.partyId}:2026-11` })).data as {
        subPartyMonthStatementList: Array<{ inJobWorkItemList: Array<{ slips: unknown[] }>; outJobWorkItemList: Array<{ slips: unknown[] }> }>;
      };
      for (const s of st.subPartyMonthStatementList) for (const it of [...s.inJobWorkItemList, ...s.outJobWorkItemList]) visible += it.slips.length;
    }
    const per = (k: 0 | 1, what: 'pg' | 'redis') => (after[k][what] - before[k][what]) / stats.count;
    const top = (k: 0 | 1) => Object.entries(after[k].byText).map(([t, n]) => [t, (n - (before[k].byText[t] ?? 0)) / stats.count] as const)
      .filter(([, n]) => n >= 0.05).sort((a, b) => b[1] - a[1]).map(([t, n]) => `    ${n.toFixed(2)}  ${t}`).join('\n');
    console.log(`${root}: ${stats.perSecond.toFixed(0)} slips/s, p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms; ${visible - CLIENTS}/${stats.count} visible, ${pending} pending; `
      + `per slip: API ${per(0, 'pg').toFixed(2)} statements + ${per(0, 'redis').toFixed(2)} Redis commands, worker ${per(1, 'pg').toFixed(2)} statements + ${per(1, 'redis').toFixed(2)} Redis commands; load ${os.loadavg()[0].toFixed(1)}`);
    console.log(`  ${cpu}`);
    if (process.env.ROUND_TRIPS_DETAIL) console.log(`  API:\n${top(0)}\n  worker:\n${top(1)}`);
  } finally {
    await Promise.all(kids.map((k) => new Promise((r) => { if (k.exitCode !== null) r(null); else { k.once('exit', r); k.kill('SIGTERM'); } })));
    await pool.end();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (let r = 0; r < ROUNDS; r++) for (const root of ROOTS) await round(root);
