// Server mode as the benchmark runs it: one API process (or API_PROCESSES of them behind node:cluster, as
// `npm run start:server` runs them) and one projection worker (WORKER_CONCURRENCY=8) on DATABASE_URL and REDIS_URL,
// each on its own queue prefix. The load generator runs on the same machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { freePort } from '../services/api/src/net.ts';

// BENCH_SERVER_ROOT: run the server of another checkout (two builds measured in turns by the same load).
const ROOT = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `pids()`: the server's processes now (the ones started and their descendants: cluster workers, threads' hosts). */
export interface Server { url: string; pids(): number[]; stop(): Promise<void> }

const TICK_MS = 10; // USER_HZ: /proc times are in hundredths of a second on Linux

/** CPU time (user + system, ms) each process has used so far, by pid (Linux /proc; a process gone is left out). */
export function cpuTimes(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // exited
    }
  }
  return out;
}

/**
 * CPU time (ms) used so far by the Postgres backends of the pool's database (they run on this machine): with other
 * work on the machine, CPU time says more than wall time. Null when a backend is not local or is gone.
 */
export async function backendCpu(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  const times = cpuTimes(rows.map((r) => r.pid));
  if (times.size < rows.length) return null;
  return [...times.values()].reduce((a, b) => a + b, 0);
}

/** Every process descended from `roots` (and the roots), from /proc. */
function descendants(roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  roots.forEach(walk);
  return out;
}

/** `apiProcesses` > 1: scripts/start-server.ts (node:cluster on one port) with one worker; else the API and worker as processes of their own. */
export async function startServerMode(databaseUrl: string, opts: { apiProcesses?: number; env?: NodeJS.ProcessEnv } = {}): Promise<Server> {
  const port = await freePort();
  const prefix = `bench_${port}`;
  const apis = opts.apiProcesses ?? 1;
  const env = {
    ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: BENCH_REDIS_URL, QUEUE_PREFIX: prefix, PORT: String(port), LOG_LEVEL: 'warn',
    WORKER_CONCURRENCY: '8', API_PROCESSES: String(apis), WORKERS: '1', ...opts.env,
  };
  const run = (file: string) => spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const children: ChildProcess[] = apis > 1
    ? [run('scripts/start-server.ts')]
    : [run('services/api/src/main.ts'), run('services/worker/src/main.ts')];
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' })).status === 401) break;
    } catch {
      // starting
    }
    if (i > 600) throw new Error('server mode did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Behind node:cluster each API process starts on its own: wait until a few answers in a row came.
  if (apis > 1) await new Promise((r) => setTimeout(r, 3000));
  return {
    url,
    pids: () => descendants(children.map((c) => c.pid).filter((p): p is number => p !== undefined)),
    async stop() {
      await Promise.all(children.map((c) => new Promise((r) => {
        if (c.exitCode !== null) return r(null);
        c.once('exit', r);
        c.kill('SIGTERM');
      })));
    },
  };
}
