// Embedded mode (`npm start` with no DATABASE_URL): cold start on an existing data directory, and the
// memory the app and its Postgres hold after a short warm-up.
//
// A first start with a fresh temp DATA_DIR creates the cluster (initdb) and the web build if missing; it
// is stopped with SIGTERM. Then N starts are timed from spawn until POST /api/user/self/get/v1 answers
// 401 and GET / answers 200. After the last start, ~50 API calls (register an owner, a party, slips,
// statement reads), then RSS is summed over the node process and every process descending from it
// (su → postmaster → backends when run as root, postmaster → backends otherwise).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiAs, createOwner } from '../test/e2e/support/accounts.ts';
import type { Figure } from './figure.ts';
import { freePort } from '../services/api/src/net.ts';
import { startOtpRecorder } from '../test/support/app.ts';
import { present } from '../test/support/present.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTS = Number(process.env.EMBEDDED_STARTS ?? 3);
const WARMUP_CALLS = 50;

function figure(f: Omit<Figure, 'baseline' | 'baselineName' | 'ratio'>): Figure {
  return { baseline: null, baselineName: null, ratio: null, ...f };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- processes

/** pid → parent pid for every process in /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid ... — comm may contain spaces and parentheses.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), Number(rest[1]));
    } catch {
      // exited meanwhile
    }
  }
  return map;
}

function descendants(root: number): number[] {
  const ppid = parents();
  const out = [root];
  for (let i = 0; i < out.length; i++) {
    for (const [pid, parent] of ppid) if (parent === out[i]) out.push(pid);
  }
  return out;
}

function statusKb(pid: number, field: string): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function pssKb(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function comm(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

// ---------------------------------------------------------------- the app

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

function spawnApp(env: NodeJS.ProcessEnv, port: number): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (c: Buffer) => {
    out = (out + c.toString()).slice(-8000);
  };
  if (!child.stdout || !child.stderr) throw new Error('the app was started without its output piped');
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Both probes answered as a serving app does: the API 401 without a token and the web app 200. */
async function serving(url: string): Promise<boolean> {
  try {
    const [api, web] = await Promise.all([
      fetch(`${url}/api/user/self/get/v1`, { method: 'POST' }),
      fetch(`${url}/`),
    ]);
    await Promise.all([api.arrayBuffer(), web.arrayBuffer()]);
    return api.status === 401 && web.status === 200;
  } catch {
    return false;
  }
}

async function waitServing(app: Running, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (app.child.exitCode !== null) throw new Error(`the app exited with ${app.child.exitCode}:\n${app.output()}`);
    if (await serving(app.url)) return;
    if (Date.now() > deadline) throw new Error(`the app was not serving within ${timeoutMs} ms:\n${app.output()}`);
    await sleep(25);
  }
}

/** The postmaster of a previous start must be gone before the next one is timed. */
async function waitClusterStopped(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  for (let i = 0; i < 200 && existsSync(pidFile); i++) await sleep(50);
  if (existsSync(pidFile)) throw new Error(`postgres still holds ${pidFile} after the app stopped`);
}

// ---------------------------------------------------------------- warm-up

async function warmUp(url: string, otps: Map<string, string>): Promise<number> {
  const app = {
    url,
    async otpFor(mobileNo: string) {
      for (let i = 0; i < 50; i++) {
        const otp = otps.get(mobileNo);
        if (otp) return otp;
        await sleep(100);
      }
      throw new Error(`no OTP for ${mobileNo}`);
    },
  };
  let calls = 0;
  const owner = await createOwner(app, 'Bench Embedded'); // register, verify, company: 3 calls
  calls += 3;
  const call = async <T>(p: string, body: unknown) => {
    calls += 1;
    return apiAs<T>(app, owner, p, body);
  };
  const party = await call<{ id: string }>('/party/add/v1', { name: 'Shree Polymers', openingReceivableQuantity: '0', openingReceivableAmount: '0' });
  const [sub] = await call<Array<{ id: string }>>('/subParty/list/v1', { filter: { partyId: party.id } });
  const product = await call<{ id: string }>('/product/add/v1', { name: 'HDPE Granules' });
  const now = new Date();
  const ym = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const monthId = `${party.id}:${ym}`;
  for (let i = 0; calls < WARMUP_CALLS; i++) {
    const issueDate = `${ym}-${String(1 + (i % now.getDate())).padStart(2, '0')}`;
    if (i % 3 === 0) {
      await call('/jobWorkItem/slip/add/v2', {
        itemType: i % 2 ? 'OUT' : 'IN', subPartyId: sub.id, productId: product.id, issueDate, slipNo: String(i + 1),
        grossQuantity: '100.000', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
      });
    } else if (i % 3 === 1) {
      await call('/party/month/statement/v3', { partyMonthId: monthId });
    } else {
      await call('/company/month/list/v2', {});
    }
  }
  return calls;
}

// ---------------------------------------------------------------- run

export async function run(): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledger-embedded-'));
  const { otps, url: hookUrl, close: closeHook } = await startOtpRecorder();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OTP_PROVIDER: 'webhook',
    OTP_WEBHOOK_URL: hookUrl,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PORT;

  let app: Running | undefined;
  try {
    // First start: initdb, migrations, web build if missing.
    const firstStarted = performance.now();
    app = spawnApp(env, await freePort());
    await waitServing(app, 300_000);
    const firstMs = performance.now() - firstStarted;
    await app.stop();
    await waitClusterStopped(dataDir);

    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const port = await freePort();
      const t0 = performance.now();
      app = spawnApp(env, port);
      await waitServing(app, 60_000);
      times.push(performance.now() - t0);
      if (i < STARTS - 1) {
        await app.stop();
        await waitClusterStopped(dataDir);
      }
    }

    const last = present(app, 'the app of the last start');
    const pid = present(last.child.pid, 'the app\'s process id');
    const calls = await warmUp(last.url, otps);
    await sleep(500);
    const pids = descendants(pid);
    const rssKb = pids.reduce((s, pid) => s + statusKb(pid, 'VmRSS'), 0);
    const pss = pids.reduce((s, pid) => s + pssKb(pid), 0);
    const nodeRss = statusKb(pid, 'VmRSS');
    const names = pids.map(comm);
    const postgresCount = names.filter((n) => n.startsWith('postgres')).length;
    const pgPids = pids.filter((_, i) => names[i].startsWith('postgres'));
    const sumOf = (list: number[], field: string) => list.reduce((t, pid) => t + statusKb(pid, field), 0);
    const pgAnon = sumOf(pgPids, 'RssAnon');
    const pgFile = sumOf(pgPids, 'RssFile');
    const pgShmem = sumOf(pgPids, 'RssShmem');
    await last.stop();
    await waitClusterStopped(dataDir);
    app = undefined;

    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const s = (ms: number) => Math.round(ms / 10) / 100;
    const mb = (k: number) => Math.round(k / 102.4) / 10;
    return [
      figure({
        figure: 'Embedded npm start: cold start on an existing data directory (median)',
        ours: s(median),
        unit: 's',
        goal: '≤ 5 s',
        met: median <= 5000,
        notes:
          `${STARTS} starts: ${times.map((t) => `${s(t)} s`).join(', ')}; spawn of node --import tsx services/api/src/main.ts ` +
          `until POST /api/user/self/get/v1 → 401 and GET / → 200; first start on an empty DATA_DIR (initdb) took ${s(firstMs)} s`,
      }),
      figure({
        figure: 'Embedded npm start: RSS of node + postgres after warm-up',
        ours: mb(rssKb),
        unit: 'MB',
        goal: '≤ 300 MB',
        met: mb(rssKb) <= 300,
        notes:
          `after ${calls} API calls; sum of VmRSS over ${pids.length} processes (node ${mb(nodeRss)} MB, ` +
          `${postgresCount} postgres: ${mb(pgAnon + pgFile + pgShmem)} MB = anon ${mb(pgAnon)} + file ${mb(pgFile)} + shmem ${mb(pgShmem)}; ` +
          `other: ${names.filter((n) => !n.startsWith('postgres')).slice(1).join('/') || 'none'}); ` +
          `RSS counts Postgres shared buffers once per backend; PSS sum ${mb(pss)} MB; MB = 1024² bytes`,
      }),
    ];
  } finally {
    await app?.stop().catch(() => {});
    closeHook();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
