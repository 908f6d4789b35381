// Typical statements in server mode (issue 31 part 4): 32 clients read 50-document party-month statements from
// 16 companies (two clients a company), three ways, each for BENCH_SECONDS:
//   full  every read without a tag: the statement built, compressed and sent every time;
//   web   as the web app reads (web/src/lib/api-client.ts): the first read takes the ETag, every later one sends it
//         in If-None-Match and gets 304 while nothing moved (a 200 replaces the tag);
//   mix   the web's way while one writer adds a slip to the statements' month of a company every
//         BENCH_STATEMENT_WRITE_MS (default 100 ms, round robin), so some revalidations are 200s.
// Every read sends Accept-Encoding as a browser does (so the API answers brotli) and reads the answer to its end
// (decoded and JSON-parsed when there is one), over node:http with kept-alive connections: fetch cost the load generator, on the same two cores,
// about as much CPU per request as the server.
// The row's figure is the web's way, with the full reads as its baseline.
// Run alone: node --import tsx bench/statements.ts (BENCH_API_PROCESSES=2: two API processes behind node:cluster;
// BENCH_SERVER_ROOT=<checkout>: the server from another checkout, for builds measured in turns).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { createPool } from '../services/api/src/services.ts';
import { createDatabase, createOwnedCompany, monthOfDocuments, type BenchCompany } from './setup.ts';
import { load, type Figure, type LatencyStats } from './figure.ts';
import { cpuTimes, startServerMode, type Server } from './server.ts';
import type pg from 'pg';

const TINY = process.env.BENCH_SCALE === 'tiny';
const DURATION = Number(process.env.BENCH_SECONDS ?? (TINY ? 1 : 10)) * 1000;
const CLIENTS = 32;
const COMPANIES = 16;
const DOCUMENTS = 50;
const WRITE_EVERY_MS = Number(process.env.BENCH_STATEMENT_WRITE_MS ?? 100);
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const STATEMENT = '/party/month/statement/v3';
const log = (...a: unknown[]) => console.error('[bench statements]', ...a);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

interface Read { status: number; tag: string | null }

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

function post(url: string, path: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api${path}`, {
      method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** The body as sent, decoded as a browser would (the API answers brotli to a browser's Accept-Encoding). */
function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

async function readStatement(url: string, co: BenchCompany, tag: string | null): Promise<Read> {
  const res = await post(url, STATEMENT, {
    'accept-encoding': 'gzip, deflate, br', authorization: `Bearer ${co.token}`, ...(tag ? { 'if-none-match': tag } : {}),
  }, { partyMonthId: `${co.partyId}:2026-10` });
  if (res.status === 200) JSON.parse(decoded(res.headers['content-encoding'], res.body).toString());
  else if (res.status !== 304) throw new Error(`${STATEMENT} → ${res.status}`);
  return { status: res.status, tag: res.headers.etag ?? null };
}

/**
 * `cpu`: CPU time per request (µs) of the server's node processes (API and worker), of the database's Postgres backends
 * and of this load generator: what a request costs, which a busy shared machine disturbs far less than the rate.
 */
export interface WayStats extends LatencyStats { full: number; notModified: number; writes?: number; cpu?: { node: number; postgres: number; client: number } }

/** The Postgres backends serving the database `pool` is on. */
async function backends(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Runs `work` and adds the CPU it cost per request (processes that started during it count from zero). */
async function withCpu(server: Server, pool: pg.Pool, work: () => Promise<WayStats>): Promise<WayStats> {
  const node0 = cpuTimes(server.pids());
  const pg0 = cpuTimes(await backends(pool));
  const client0 = process.cpuUsage();
  const stats = await work();
  const client = process.cpuUsage(client0);
  const since = (before: Map<number, number>, now: Map<number, number>) => sum(now) - [...now.keys()].reduce((a, pid) => a + (before.get(pid) ?? 0), 0);
  const node = since(node0, cpuTimes(server.pids()));
  const postgres = since(pg0, cpuTimes(await backends(pool)));
  const per = (ms: number) => Math.round((ms * 1000) / stats.count);
  return { ...stats, cpu: { node: per(node), postgres: per(postgres), client: per((client.user + client.system) / 1000) } };
}

/** `revalidate`: each client keeps the tag of its last 200 and sends it back. */
async function reads(url: string, companies: BenchCompany[], revalidate: boolean): Promise<WayStats> {
  const tags: Array<string | null> = Array.from({ length: CLIENTS }, () => null);
  let full = 0;
  let notModified = 0;
  const stats = await load(CLIENTS, DURATION, async (c) => {
    const r = await readStatement(url, companies[c % companies.length], revalidate ? tags[c] : null);
    if (r.status === 304) notModified++;
    else {
      full++;
      tags[c] = r.tag;
    }
  });
  return { ...stats, full, notModified };
}

/** The web's way while a writer adds a slip to the statements' month every WRITE_EVERY_MS, company after company. */
async function mixed(url: string, companies: BenchCompany[]): Promise<WayStats> {
  let stop = false;
  let writes = 0;
  const writer = (async () => {
    for (let i = 0; !stop; i++) {
      const co = companies[i % companies.length];
      const res = await post(url, '/jobWorkItem/slip/add/v2', { authorization: `Bearer ${co.token}` }, {
        itemType: 'IN', subPartyId: co.subPartyId, productId: co.productId, issueDate: '2026-10-20',
        slipNo: 10_000 + i, grossQuantity: '101.500', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
      });
      if (res.status !== 200) throw new Error(`slip add → ${res.status}`);
      writes++;
      await new Promise((r) => setTimeout(r, WRITE_EVERY_MS));
    }
  })();
  try {
    return { ...(await reads(url, companies, true)), writes };
  } finally {
    stop = true;
    await writer;
  }
}

export interface StatementLoads { full: WayStats; web: WayStats; mix: WayStats }

/** The three ways on a running server, full reads first (they also warm every connection and statement plan). */
export async function measure(server: Server, pool: pg.Pool, companies: BenchCompany[]): Promise<StatementLoads> {
  const { url } = server;
  for (const co of companies) await readStatement(url, co, null);
  log(`full reads, ${CLIENTS} clients`);
  const full = await withCpu(server, pool, () => reads(url, companies, false));
  log(`as the web reads (If-None-Match), ${CLIENTS} clients`);
  const web = await withCpu(server, pool, () => reads(url, companies, true));
  log(`as the web reads, a slip added every ${WRITE_EVERY_MS} ms`);
  const mix = await withCpu(server, pool, () => mixed(url, companies));
  return { full, web, mix };
}

const describe = (s: WayStats) =>
  `${round(s.perSecond, 0)} req/s, p50 ${round(s.p50, 1)} ms, p95 ${round(s.p95, 1)} ms (${s.full} 200s, ${s.notModified} 304s${s.writes !== undefined ? `; ${s.writes} slips added` : ''})` +
  (s.cpu ? `; CPU per request: node ${s.cpu.node} µs, Postgres ${s.cpu.postgres} µs, load generator ${s.cpu.client} µs` : '');

export function report(l: StatementLoads): string {
  return `full ${describe(l.full)}\nweb  ${describe(l.web)}\nmix  ${describe(l.mix)}`;
}

export async function run(): Promise<Figure[]> {
  const db = await createDatabase('statements');
  const pool = createPool(db.url, 8);
  const server = await startServerMode(db.url, { apiProcesses: API_PROCESSES });
  try {
    log(`${COMPANIES} companies, each a party with ${DOCUMENTS} documents in October 2026`);
    const companies = await Promise.all(Array.from({ length: COMPANIES }, () => createOwnedCompany(pool, (ids) => monthOfDocuments(DOCUMENTS, ids))));
    await pool.query('ANALYZE');
    const l = await measure(server, pool, companies);
    log(report(l));
    const processes = API_PROCESSES > 1 ? `, ${API_PROCESSES} API processes` : '';
    return [
      {
        figure: `typical statement (${DOCUMENTS} documents), ${CLIENTS} clients, as the web reads (req/s)`, ours: round(l.web.perSecond, 0), unit: 'req/s',
        baseline: round(l.full.perSecond, 0), baselineName: 'full reads (no tag)', ratio: round(l.web.perSecond / l.full.perSecond, 2),
        goal: '≥ 1,500 req/s', met: l.web.perSecond >= 1500,
        notes: `server mode${processes}; web: ${describe(l.web)}; full: ${describe(l.full)}`,
      },
      {
        figure: `typical statement (${DOCUMENTS} documents), ${CLIENTS} clients, as the web reads while a slip is added every ${WRITE_EVERY_MS} ms (req/s)`,
        ours: round(l.mix.perSecond, 0), unit: 'req/s', baseline: round(l.full.perSecond, 0), baselineName: 'full reads (no tag)',
        ratio: round(l.mix.perSecond / l.full.perSecond, 2), goal: '≥ 1,500 req/s', met: l.mix.perSecond >= 1500,
        notes: `server mode${processes}; ${describe(l.mix)}`,
      },
    ];
  } finally {
    agent.destroy();
    await server.stop();
    await pool.end();
    await db.drop();
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
