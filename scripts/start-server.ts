// `npm run start:server`: server mode on one machine — API_PROCESSES API processes sharing PORT
// (node:cluster) and WORKERS projection workers, against DATABASE_URL and REDIS_URL. A process that
// dies is started again. For several machines run `npm start` and `npm run worker` on each instead.
import cluster from 'node:cluster';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_GENERATION_ENV } from '../services/api/src/http/generation.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apis = Number(process.env.API_PROCESSES ?? 1);
const workers = Number(process.env.WORKERS ?? 1);

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('start:server needs DATABASE_URL and REDIS_URL (see README, "Server mode")');
  process.exit(1);
}

let stopping = false;
const children = new Set<ChildProcess>();

function startWorker(i: number): void {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/worker/src/main.ts'], { cwd: ROOT, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      console.error(`worker ${i} exited with ${code}; starting it again`);
      setTimeout(() => startWorker(i), 1000);
    }
  });
}

cluster.setupPrimary({ exec: path.join(ROOT, 'services/api/src/main.ts'), execArgv: ['--import', 'tsx'] });
// One generation for every API process of this start (http/generation.ts): behind the one port a connection may reach
// any of them, and a revalidating read's tag from one must match in the others. A process started again after a
// crash keeps it: a release is deployed by starting start:server again, never by changing files under it.
const generation = { [API_GENERATION_ENV]: randomUUID() };
for (let i = 0; i < apis; i++) cluster.fork(generation);
cluster.on('exit', (w, code) => {
  if (!stopping) {
    console.error(`api process ${w.process.pid} exited with ${code}; starting another`);
    setTimeout(() => cluster.fork(generation), 1000);
  }
});
for (let i = 0; i < workers; i++) startWorker(i);

const stop = () => {
  stopping = true;
  for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
