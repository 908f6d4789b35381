// Profiles server mode: API and worker run with --cpu-prof while 16 clients add slips (PROFILE=slips,
// default) or 32 clients read a 50-document statement (PROFILE=statement), or revalidate it as the web does
// (PROFILE=revalidate: If-None-Match with the tag of the last answer, 304 while nothing moved); prints the hottest functions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPool } from '../services/api/src/services.ts';
import { freePort } from '../services/api/src/net.ts';
import { createDatabase, createOwnedCompany, monthOfDocuments } from './setup.ts';
import { load } from './figure.ts';
import { byPackage, hottest, since, type CpuProfile } from './cpu-profile.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const dir = path.resolve('bench/results/profiles');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const db = await createDatabase('prof');
const pool = createPool(db.url, 10);
const port = await freePort();
const env = { ...process.env, DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: `prof_${port}`, PORT: String(port), LOG_LEVEL: 'warn', WORKER_CONCURRENCY: '8' };
const kids = ['api', 'worker'].map((name) => spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}/${name}`, '--import', 'tsx', name === 'api' ? 'services/api/src/main.ts' : 'services/worker/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] }));
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try { if ((await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' })).status === 401) break; } catch { /* starting */ }
  await new Promise((r) => setTimeout(r, 100));
}
const companies = await Promise.all(Array.from({ length: 16 }, () => createOwnedCompany(pool, (ids) => monthOfDocuments(50, ids))));
const revalidate = process.env.PROFILE === 'revalidate';
const statement = process.env.PROFILE === 'statement' || revalidate;
if (statement) {
  // What one answer weighs, as sent and as JSON.
  const one = (encoding: string) => fetch(`${url}/api/party/month/statement/v3`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding, authorization: `Bearer ${companies[0].token}` },
    body: JSON.stringify({ partyMonthId: `${companies[0].partyId}:2026-10` }),
  });
  const plain = await one('identity');
  const zipped = await one('gzip');
  console.log(`statement: ${(await plain.arrayBuffer()).byteLength} bytes of JSON, ${zipped.headers.get('content-length') ?? '(chunked)'} gzip (content-encoding ${zipped.headers.get('content-encoding')})`);
}
const tags: Array<string | null> = Array.from({ length: 32 }, () => null);
const stats = statement ? await load(32, DURATION, async (c) => {
  const co = companies[c % 16];
  const tag = revalidate ? tags[c] : null;
  const res = await fetch(`${url}/api/party/month/statement/v3`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${co.token}`, ...(tag ? { 'if-none-match': tag } : {}) },
    body: JSON.stringify({ partyMonthId: `${co.partyId}:2026-10` }),
  });
  if (res.status === 200) {
    tags[c] = res.headers.get('etag');
    await res.json();
  } else await res.arrayBuffer();
}) : await load(16, DURATION, async (c, i) => {
  const co = companies[c];
  const res = await fetch(`${url}/api/jobWorkItem/slip/add/v2`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${co.token}` },
    body: JSON.stringify({ itemType: i % 2 ? 'IN' : 'OUT', subPartyId: co.subPartyId, productId: co.productId, issueDate: '2026-11-02', slipNo: i + 1, grossQuantity: '105.500', bagQuantity: '0.500', workRate: '12.50' }),
  });
  await res.json();
});
console.log(`${statement ? 'statements' : 'slips'}/s ${stats.perSecond.toFixed(0)} p50 ${stats.p50.toFixed(1)} p95 ${stats.p95.toFixed(1)}`);
await Promise.all(kids.map((k) => new Promise((r) => { k.once('exit', r); k.kill('SIGINT'); })));
await pool.end();
await db.drop();
for (const name of ['api', 'worker']) {
  const f = fs.readdirSync(`${dir}/${name}`)[0];
  // From the first request (the API) or job (the worker) on: the processes' start is not what is measured.
  const p = since(JSON.parse(fs.readFileSync(`${dir}/${name}/${f}`, 'utf8')) as CpuProfile, name === 'api' ? 'authenticate' : 'catchUp');
  console.log(`\n${name} (from its first ${name === 'api' ? 'request' : 'projection'}): ${hottest(p, 18).join('\n')}`);
  const packages = [...byPackage(p)].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`${name} by package: ${packages.map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')}`);
}
