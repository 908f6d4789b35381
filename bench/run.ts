// `npm run bench`: every figure of the performance table in one run on this machine, each next to a
// baseline measured in the same run on the same Postgres. Prints the table and writes
// bench/results/latest.json. BENCH_SCALE=tiny runs everything small (the test suite does that).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { LedgerProjector, rebuildCompany, type NewEvent, type RebuildTimings } from '@ledger/projections';
import { appendEvents } from '../services/api/src/store/eventStore.ts';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase, createOwnedCompany, monthOfDocuments } from './setup.ts';
import type { DataAt } from '../test/support/api.ts';
import { present } from '../test/support/present.ts';
import { load, type Figure, type LatencyStats } from './figure.ts';
import { startServerMode, type Server } from './server.ts';
import { createPool } from '../services/api/src/services.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TINY = process.env.BENCH_SCALE === 'tiny';
const DURATION = Number(process.env.BENCH_SECONDS ?? (TINY ? 1 : 10)) * 1000;
const REPROJECT_EVENTS = Number(process.env.BENCH_REPROJECT_EVENTS ?? (TINY ? 5_000 : 1_000_000));
const INCREMENTAL_EVENTS = TINY ? 3_000 : 100_000;
const STATEMENT_DOCS = TINY ? 100 : 1000;
const log = (...a: unknown[]) => console.error('[bench]', ...a);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function figure(f: Omit<Figure, 'ratio'>): Figure {
  return { ...f, ratio: f.baseline ? round(f.ours / f.baseline, 2) : null };
}

/** Raw single-row autocommit INSERTs through pg: the physical limit of a durable write here. */
async function rawInserts(url: string, clients: number): Promise<LatencyStats> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, company_id uuid NOT NULL, data jsonb NOT NULL)');
  await setup.end();
  const cs = await Promise.all(Array.from({ length: clients }, async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  }));
  const data = JSON.stringify({ type: 'SlipAdded', grossQuantity: '105.500' });
  const stats = await load(clients, DURATION, async (c) => {
    await cs[c].query('INSERT INTO bench_raw (company_id, data) VALUES ($1, $2)', ['00000000-0000-4000-8000-000000000001', data]);
  });
  await Promise.all(cs.map((c) => c.end()));
  return stats;
}

async function emmettAppends(clients: number): Promise<LatencyStats> {
  const db = await createDatabase('emmett', false);
  const store = getPostgreSQLEventStore(db.url);
  try {
    await store.appendToStream('warmup', [{ type: 'SlipAdded', data: { n: 0 } }]);
    return await load(clients, DURATION, async (c, i) => {
      await store.appendToStream(`company-${c}`, [{ type: 'SlipAdded', data: { slipNo: i, grossQuantity: '105.500' } }]);
    });
  } finally {
    await store.close();
    await db.drop();
  }
}

async function ourAppends(url: string, clients: number, companyCount = clients): Promise<LatencyStats> {
  const pool = createPool(url, clients + 2);
  const distinct = await Promise.all(Array.from({ length: companyCount }, () => createBareCompany(pool)));
  const companies = Array.from({ length: clients }, (_, c) => distinct[c % companyCount]);
  const cs = await Promise.all(Array.from({ length: clients }, () => pool.connect()));
  const now = new Date();
  const stats = await load(clients, DURATION, async (c, i) => {
    const productId = '00000000-0000-4000-8000-000000000002';
    const event: NewEvent = { type: 'ProductAdded', streamId: `product:${c}-${i}`, data: { productId, name: `P${i}`, note: null } };
    await appendEvents(cs[c], { companyId: companies[c], actor: 'bench', requestId: '', idempotencyKey: null }, 0, [event], null, now);
  });
  cs.forEach((c) => c.release());
  await pool.end();
  return stats;
}

async function post<P extends string>(url: string, pathName: P, token: string, body: unknown): Promise<{ data?: DataAt<P>; pending?: boolean }> {
  const res = await fetch(`${url}/api${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: DataAt<P>; error?: { message: string }; pending?: boolean };
  if (res.status !== 200) throw new Error(`${pathName} → ${res.status} ${json.error?.message}`);
  return json;
}

// Dropping a scratch database ends its connections; a library pool that still held one (Emmett's)
// reports that as an error event nobody listens to. It is not a benchmark failure.
process.on('uncaughtException', (err) => {
  if ((err as { code?: string }).code === '57P01') return;
  console.error(err);
  process.exit(1);
});

async function main() {
  const figures: Figure[] = [];
  const extra: Record<string, unknown> = {};
  const db = await createDatabase('main');
  const pool = createPool(db.url, 20);
  let server: Server | null = null;
  try {
    log('raw INSERT baseline, 16 clients');
    const raw = await rawInserts(db.url, 16);
    log('Emmett appendToStream baseline, 16 clients');
    const emmett = await emmettAppends(16);
    log('our bare append, 16 clients on 16 companies');
    const ours = await ourAppends(db.url, 16);
    log('our bare append, 16 clients on ONE company (the per-company serialisation)');
    extra.ourAppendOneCompany = await ourAppends(db.url, 16, 1);
    extra.rawInsert = raw;
    extra.emmett = emmett;
    extra.ourAppend = ours;
    figures.push(figure({
      figure: 'bare event append, 16 clients on 16 companies (events/s)', ours: round(ours.perSecond, 0), unit: 'events/s',
      baseline: round(emmett.perSecond, 0), baselineName: 'Emmett appendToStream',
      goal: '≥ 2.5× Emmett and ≥ 60 % of raw INSERT/s',
      met: ours.perSecond >= 2.5 * emmett.perSecond && ours.perSecond >= 0.6 * raw.perSecond,
      notes: `p95 ${round(ours.p95, 2)} ms; raw INSERT ${round(raw.perSecond, 0)}/s (p95 ${round(raw.p95, 2)} ms) → ${round((ours.perSecond / raw.perSecond) * 100, 0)} % of raw; Emmett p95 ${round(emmett.p95, 2)} ms`,
    }));

    log('server mode: API + worker processes');
    const serverMode = await startServerMode(db.url);
    server = serverMode;
    const companies = await Promise.all(Array.from({ length: 16 }, () => createOwnedCompany(pool)));
    log('slip add over HTTP, 16 clients');
    let pending = 0;
    const adds = await load(16, DURATION, async (c, i) => {
      const co = companies[c];
      const r = await post(serverMode.url, '/jobWorkItem/slip/add/v2', co.token, {
        itemType: i % 2 ? 'IN' : 'OUT', subPartyId: co.subPartyId, productId: co.productId, issueDate: '2026-11-02',
        slipNo: i + 1, grossQuantity: '105.500', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
      });
      if (r.pending) pending++;
    });
    // Visible in the statement: every acknowledged slip is there.
    let visible = 0;
    for (const co of companies) {
      const st = present((await post(serverMode.url, '/party/month/statement/v3', co.token, { partyMonthId: `${co.partyId}:2026-11` })).data, 'the statement');
      for (const s of st.subPartyMonthStatementList) for (const it of [...s.inJobWorkItemList, ...s.outJobWorkItemList]) visible += it.slips.length;
    }
    extra.slipAdd = { ...adds, pending, visible };
    figures.push(figure({
      figure: 'slip add over HTTP, visible in the statement, 16 clients, server mode (slips/s)', ours: round(adds.perSecond, 0), unit: 'slips/s',
      baseline: round(raw.perSecond, 0), baselineName: 'raw INSERT/s',
      goal: '≥ 1,500 slips/s (~10 % of raw INSERT/s); p95 ≤ 25 ms',
      met: adds.perSecond >= 1500 && adds.p95 <= 25 && visible === adds.count,
      notes: `p50 ${round(adds.p50, 1)} ms, p95 ${round(adds.p95, 1)} ms; ${visible}/${adds.count} visible in statements; ${pending} answered pending`,
    }));

    log(`statement of a party-month with ${STATEMENT_DOCS} documents`);
    const big = await createOwnedCompany(pool, (ids) => monthOfDocuments(STATEMENT_DOCS, ids));
    const stmt = async (co: typeof big) => post(serverMode.url, '/party/month/statement/v3', co.token, { partyMonthId: `${co.partyId}:2026-10` });
    for (let i = 0; i < 20; i++) await stmt(big);
    const bigStats = await load(1, DURATION, async () => { await stmt(big); });
    const rawSelect = await (async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const sql = `SELECT row_to_json(x) FROM (
          SELECT s.*, i.work_rate, i.quantity AS item_quantity, i.amount AS item_amount, p.name AS product_name
          FROM rm_slip s JOIN rm_job_work_item i ON i.company_id = s.company_id AND i.id = s.job_work_item_id
          JOIN rm_product p ON p.company_id = s.company_id AND p.id = s.product_id
          WHERE s.company_id = $1 AND s.party_id = $2 AND s.issue_date >= '2026-10-01' AND s.issue_date < '2026-11-01') x
        UNION ALL SELECT row_to_json(b) FROM rm_bill b WHERE b.company_id = $1 AND b.party_id = $2 AND b.issue_date >= '2026-10-01' AND b.issue_date < '2026-11-01'
        UNION ALL SELECT row_to_json(k) FROM rm_cash k WHERE k.company_id = $1 AND k.party_id = $2 AND k.issue_date >= '2026-10-01' AND k.issue_date < '2026-11-01'`;
      const stats = await load(1, DURATION, async () => { await c.query(sql, [big.companyId, big.partyId]); });
      const rows = (await c.query(sql, [big.companyId, big.partyId])).rowCount;
      await c.end();
      return { ...stats, rows };
    })();
    figures.push(figure({
      figure: `statement of a party-month with ${STATEMENT_DOCS} documents, p95 (ms)`, ours: round(bigStats.p95, 2), unit: 'ms',
      baseline: round(rawSelect.p95, 2), baselineName: `raw SELECT of the same ${rawSelect.rows} rows`,
      goal: 'p95 ≤ 20 ms and ≤ 3× the raw SELECT',
      met: bigStats.p95 <= 20 && bigStats.p95 <= 3 * rawSelect.p95,
      notes: `p50 ${round(bigStats.p50, 2)} ms over HTTP on loopback (keep-alive); raw p50 ${round(rawSelect.p50, 2)} ms`,
    }));

    // The typical statement (50 documents, 32 clients) has its own server mode: bench/statements.ts, below.
    await server.stop();
    server = null;

    log(`incremental projection throughput over ${INCREMENTAL_EVENTS} events`);
    const incCompany = await createBareCompany(pool);
    await loadEvents(pool, incCompany, generateCompany({ seed: 2, events: INCREMENTAL_EVENTS }));
    const t0 = performance.now();
    await new LedgerProjector(pool).catchUp(incCompany);
    const incrementalPerSecond = INCREMENTAL_EVENTS / ((performance.now() - t0) / 1000);
    extra.incrementalProjection = { events: INCREMENTAL_EVENTS, perSecond: round(incrementalPerSecond, 0) };
    figures.push(figure({
      figure: `incremental projection catch-up, ${INCREMENTAL_EVENTS.toLocaleString('en-IN')} events (events/s)`,
      ours: round(incrementalPerSecond, 0), unit: 'events/s', baseline: null, baselineName: null,
      goal: '≥ 50,000 events/s', met: incrementalPerSecond >= 50_000,
      notes: `LedgerProjector.catchUp from nothing: far behind, so the bulk path (COPY out and in, one transaction; bench/generator.ts seed 2); ${round(INCREMENTAL_EVENTS / incrementalPerSecond, 1)} s`,
    }));

    log(`generating and loading a company of ${REPROJECT_EVENTS} events`);
    const bigCompany = await createBareCompany(pool);
    const tl = performance.now();
    await loadEvents(pool, bigCompany, generateCompany({ seed: 1, events: REPROJECT_EVENTS }), 10_000);
    extra.load = { events: REPROJECT_EVENTS, seconds: round((performance.now() - tl) / 1000, 1) };
    log('full reprojection');
    const phases: RebuildTimings = {};
    const tr = performance.now();
    await rebuildCompany(pool, bigCompany, undefined, phases);
    const rebuildSeconds = (performance.now() - tr) / 1000;
    extra.reprojection = { events: REPROJECT_EVENTS, seconds: round(rebuildSeconds, 2), phases };
    figures.push(figure({
      figure: `full reprojection of a company with ${REPROJECT_EVENTS.toLocaleString('en-IN')} events (events/s)`,
      ours: round(REPROJECT_EVENTS / rebuildSeconds, 0), unit: 'events/s', baseline: null, baselineName: null,
      goal: '≥ 100,000 events/s', met: REPROJECT_EVENTS / rebuildSeconds >= 100_000,
      notes: `${round(rebuildSeconds, 1)} s (${['fold', 'write', 'commit'].map((p) => `${p} ${round((phases[p] ?? 0) / 1000, 1)} s`).join(', ')})`,
    }));
  } finally {
    await server?.stop();
    await pool.end();
    await db.drop();
  }

  for (const mod of ['./statements.ts', './web.ts', './party-page.ts', './embedded.ts', './verify.ts', './as-of.ts', './heavy-burst.ts', './partitions.ts']) {
    if (process.env.BENCH_SKIP_WEB && (mod === './web.ts' || mod === './party-page.ts')) continue;
    try {
      const m = (await import(mod)) as { run: () => Promise<Figure[]> };
      log(`running ${mod}`);
      figures.push(...(await m.run()));
    } catch (err) {
      // Never drop a figure silently: the table shows the module as not measured, and why.
      log(`${mod} not run: ${(err as Error).message}`);
      figures.push(figure({
        figure: `${mod}: NOT MEASURED`, ours: Number.NaN, unit: '', baseline: null, baselineName: null,
        goal: 'measured', met: false, notes: `failed: ${(err as Error).message}`,
      }));
    }
  }

  const table = figures.map((f) => ({
    figure: f.figure, ours: `${f.ours} ${f.unit}`, baseline: f.baseline === null ? '-' : `${f.baseline} (${f.baselineName})`,
    ratio: f.ratio ?? '-', goal: f.goal, met: f.met ? 'yes' : 'NO',
  }));
  console.table(table);
  for (const f of figures) if (f.notes) console.log(`- ${f.figure}: ${f.notes}`);
  const out = { at: new Date().toISOString(), scale: TINY ? 'tiny' : 'full', durationMs: DURATION, figures, extra };
  await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await fs.writeFile(path.join(ROOT, 'bench/results', TINY ? 'tiny.json' : 'latest.json'), JSON.stringify(out, null, 2));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
