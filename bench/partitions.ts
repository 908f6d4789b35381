// "Past one machine", measured on one: the same data on the normal schema and on one where the event
// store (events, company_head) and every live read model (rm_*) is PARTITION BY HASH (company_id) with
// 16 partitions, side by side in the same run on the same Postgres.
//
// One scratch database is migrated and given background data (15 generated companies of 20,000 events
// each, BENCH_PARTITION_EVENTS; 300 at BENCH_SCALE=tiny, projected), a company whose party has a month of
// 1,000 documents (100 at tiny) and one with a typical month of 50. A second database is cloned from it
// (CREATE DATABASE … TEMPLATE) and its tables converted in place: rename, a partitioned table LIKE the
// old one, 16 partitions, the rows copied, the old table's constraints, indexes and triggers recreated
// under their own names (every unique constraint includes company_id, so each is allowed on the
// partitioned table), the old table dropped. The first database's same tables are rewritten (VACUUM
// FULL), so both hold the same rows, ids included, equally packed.
//
// Each database is measured as it comes and with plan_cache_mode=force_generic_plan, four layouts in
// all, twice (once at tiny; other sessions share this machine, so one round can be unlucky): the bare
// append (16 clients on 16 fresh companies, appendEvents, as `npm run bench`) in four slices per layout,
// the layouts taking turns; and the two statements through statementJson + STATEMENT_SQL (what the route
// runs, without HTTP, the token lookup and gzip), one connection per layout, the layouts taking turns
// call by call. Every layout's statement JSON must be identical.
// Run alone: BENCH_SKIP_WEB=1 node --max-old-space-size=8192 --import tsx bench/partitions.ts
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { rebuildCompany, type NewEvent } from '@ledger/projections';
import { appendEvents } from '../services/api/src/store/eventStore.ts';
import { createPool } from '../services/api/src/services.ts';
import { STATEMENT_SQL } from '../services/api/src/statement/statementSql.ts';
import { statementJson } from '../services/api/src/statement/statementJson.ts';
import { ADMIN_URL, type TestDatabase } from '../test/support/db.ts';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase, createOwnedCompany, monthOfDocuments, type BenchCompany } from './setup.ts';
import { latencyStats, type Figure, type LatencyStats } from './figure.ts';
import { present } from '../test/support/present.ts';

const TINY = process.env.BENCH_SCALE === 'tiny';
const DURATION = Number(process.env.BENCH_SECONDS ?? (TINY ? 0.5 : 10)) * 1000;
const PARTITIONS = 16;
const BACKGROUND_COMPANIES = 15;
const BACKGROUND_EVENTS = Number(process.env.BENCH_PARTITION_EVENTS ?? (TINY ? 300 : 20_000));
const STATEMENT_DOCS = TINY ? 100 : 1000;
const TYPICAL_DOCS = 50;
const STATEMENT_RUNS = Number(process.env.BENCH_PARTITION_STATEMENTS ?? (TINY ? 20 : 300));
const ROUNDS = Number(process.env.BENCH_PARTITION_ROUNDS ?? (TINY ? 1 : 2));
const CLIENTS = 16;
const SLICES = TINY ? 1 : 4;
const log = (...a: unknown[]) => console.error('[bench partitions]', ...a);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A copy of `source` (no session may be connected to it), dropped by the caller. */
export async function cloneDatabase(source: TestDatabase, tag: string): Promise<TestDatabase> {
  const from = decodeURIComponent(new URL(source.url).pathname.slice(1));
  const name = `ledger_bench_${tag}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    // A pool that has just ended may leave a backend exiting for a moment.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(from)}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await sleep(100);
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The per-company tables converted: the event store's two and every live read model. */
export async function tablesToPartition(db: pg.ClientBase): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND (c.relname IN ('events', 'company_head') OR (c.relname LIKE 'rm\\_%' AND c.relname NOT LIKE '%\\_shadow'))
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)
     ORDER BY c.relname`,
  );
  return rows.map((r) => r.relname);
}

/**
 * Turns `table` into PARTITION BY HASH (company_id) with `n` partitions, keeping its rows and the names
 * of its constraints, indexes and triggers (the API tells a stream-version conflict by its constraint's
 * name). One transaction per table.
 */
export async function partitionTable(db: pg.ClientBase, table: string, n: number): Promise<void> {
  const old = `${table}_unpartitioned`;
  const { rows: constraints } = await db.query<{ name: string; def: string; index: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def, conindid::regclass::text AS index
     FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('p', 'u') ORDER BY contype, conname`,
    [table],
  );
  const { rows: indexes } = await db.query<{ name: string; def: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def FROM pg_index WHERE indrelid = $1::regclass ORDER BY 1`,
    [table],
  );
  const { rows: triggers } = await db.query<{ def: string }>(
    'SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY tgname',
    [table],
  );
  const byConstraint = new Set(constraints.map((c) => c.index));
  await db.query('BEGIN');
  try {
    await db.query(`ALTER TABLE ${ident(table)} RENAME TO ${ident(old)}`);
    // Index names are per schema: the old table's step aside (a constraint's index renames its constraint).
    for (const [i, ix] of indexes.entries()) await db.query(`ALTER INDEX ${ident(ix.name)} RENAME TO ${ident(`${old}_${i}`)}`);
    await db.query(`CREATE TABLE ${ident(table)} (LIKE ${ident(old)} INCLUDING ALL EXCLUDING INDEXES) PARTITION BY HASH (company_id)`);
    for (let r = 0; r < n; r++) {
      await db.query(`CREATE TABLE ${ident(`${table}_p${r}`)} PARTITION OF ${ident(table)} FOR VALUES WITH (MODULUS ${n}, REMAINDER ${r})`);
    }
    await db.query(`INSERT INTO ${ident(table)} SELECT * FROM ${ident(old)}`);
    // Built after the copy (one sort per partition); the definitions name the table, which is now the new one.
    for (const c of constraints) await db.query(`ALTER TABLE ${ident(table)} ADD CONSTRAINT ${ident(c.name)} ${c.def}`);
    for (const ix of indexes) if (!byConstraint.has(ix.name)) await db.query(ix.def);
    for (const t of triggers) await db.query(t.def);
    await db.query(`DROP TABLE ${ident(old)}`);
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw new Error(`partitioning ${table}: ${(err as Error).message}`);
  }
}

/** A pool on `url`; `generic` makes every prepared statement use its generic plan (runtime partition pruning). */
function poolOn(url: string, max: number, generic: boolean): pg.Pool {
  if (!generic) return createPool(url, max);
  const pool = new pg.Pool({ connectionString: url, max, options: '-c plan_cache_mode=force_generic_plan' });
  pool.on('error', () => undefined);
  return pool;
}

/** How a connection ran the named statement whose text contains `marker`: planned per call, or one generic plan. */
async function plansOf(db: Pick<pg.Pool, 'query'>, marker: string): Promise<string> {
  const { rows } = await db.query<{ custom: string; generic: string }>(
    'SELECT custom_plans AS custom, generic_plans AS generic FROM pg_prepared_statements WHERE strpos(statement, $1) > 0', [marker],
  );
  return rows.map((r) => `${r.custom} custom + ${r.generic} generic plans`).join(', ') || 'not prepared';
}

interface Samples { samples: number[]; wallMs: number; plans: string }

/** One slice of the bare append of `npm run bench`: 16 clients on 16 fresh companies, one event per append. */
async function appendSlice(url: string, generic: boolean, durationMs: number): Promise<Samples> {
  const pool = poolOn(url, CLIENTS + 2, generic);
  try {
    const companies = await Promise.all(Array.from({ length: CLIENTS }, () => createBareCompany(pool)));
    const cs = await Promise.all(Array.from({ length: CLIENTS }, () => pool.connect()));
    const now = new Date();
    const productId = '00000000-0000-4000-8000-000000000002';
    const samples: number[] = [];
    const start = performance.now();
    const stopAt = start + durationMs;
    await Promise.all(cs.map(async (client, c) => {
      for (let i = 0; performance.now() < stopAt; i++) {
        const event: NewEvent = { type: 'ProductAdded', streamId: `product:${c}-${i}`, data: { productId, name: `P${i}`, note: null } };
        const t = performance.now();
        await appendEvents(client, { companyId: companies[c], actor: 'bench', requestId: '', idempotencyKey: null }, 0, [event], null, now);
        samples.push(performance.now() - t);
      }
    }));
    const wallMs = performance.now() - start;
    const plans = await plansOf(cs[0], 'INSERT INTO events');
    cs.forEach((c) => c.release());
    return { samples, wallMs, plans };
  } finally {
    await pool.end();
  }
}

/**
 * A party-month statement on every layout, one connection each, `STATEMENT_RUNS` times after a warm-up;
 * the layouts take turns call by call, so a burst of load from elsewhere hits them alike.
 */
async function statementRound<L extends string>(
  layouts: Record<L, { url: string; generic: boolean }>, company: { companyId: string; partyId: string },
): Promise<Record<L, Samples & { json: string }>> {
  const names = Object.keys(layouts) as L[];
  const pools = names.map((l) => poolOn(layouts[l].url, 1, layouts[l].generic));
  try {
    const once = async (k: number) => present(await statementJson(pools[k], STATEMENT_SQL, company.companyId, company.partyId, 2026, 10), 'the statement of October 2026');
    const json = await Promise.all(names.map((_, k) => once(k)));
    for (let i = 0; i < 20; i++) for (let k = 0; k < names.length; k++) await once(k);
    const samples = names.map(() => [] as number[]);
    const busy = names.map(() => 0);
    for (let i = 0; i < STATEMENT_RUNS; i++) {
      for (let j = 0; j < names.length; j++) {
        const k = (i + j) % names.length;
        const t = performance.now();
        await once(k);
        const ms = performance.now() - t;
        samples[k].push(ms);
        busy[k] += ms;
      }
    }
    const out = {} as Record<L, Samples & { json: string }>;
    for (const [k, l] of names.entries()) out[l] = { samples: samples[k], wallMs: busy[k], plans: await plansOf(pools[k], 'WITH party AS'), json: json[k] };
    return out;
  } finally {
    await Promise.all(pools.map((p) => p.end()));
  }
}

/** Sizes that say why partitions could matter: the events primary key whole, and per partition. */
async function sizes(url: string): Promise<{ eventsPkey: number; largestPartitionPkey: number; slipPartyIdx: number; largestSlipPartyIdx: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string; parent: string | null; bytes: string }>(
      `SELECT i.relname AS name, p.relname AS parent, pg_relation_size(i.oid) AS bytes
       FROM pg_class i
       LEFT JOIN pg_inherits h ON h.inhrelid = i.oid LEFT JOIN pg_class p ON p.oid = h.inhparent
       WHERE i.relkind IN ('i', 'I')`,
    );
    const total = (name: string) => rows.filter((r) => r.name === name || r.parent === name).reduce((n, r) => n + Number(r.bytes), 0);
    const largest = (name: string) => Math.max(0, ...rows.filter((r) => r.parent === name).map((r) => Number(r.bytes)));
    return {
      eventsPkey: total('events_pkey'), largestPartitionPkey: largest('events_pkey'),
      slipPartyIdx: total('rm_slip_party_idx'), largestSlipPartyIdx: largest('rm_slip_party_idx'),
    };
  } finally {
    await c.end();
  }
}

const mb = (bytes: number) => `${round(bytes / 1024 / 1024, 1)} MB`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function run(): Promise<Figure[]> {
  const flat = await createDatabase('flat');
  let part: TestDatabase | null = null;
  try {
    const setup = createPool(flat.url, 2);
    let big: BenchCompany;
    let typical: BenchCompany;
    try {
      log(`background: ${BACKGROUND_COMPANIES} companies of ${BACKGROUND_EVENTS} events, projected`);
      for (let i = 0; i < BACKGROUND_COMPANIES; i++) {
        const companyId = await createBareCompany(setup);
        await loadEvents(setup, companyId, generateCompany({ seed: 100 + i, events: BACKGROUND_EVENTS, parties: TINY ? 20 : undefined }), 10_000);
        await rebuildCompany(setup, companyId);
      }
      big = await createOwnedCompany(setup, (ids) => monthOfDocuments(STATEMENT_DOCS, ids));
      typical = await createOwnedCompany(setup, (ids) => monthOfDocuments(TYPICAL_DOCS, ids));
    } finally {
      await setup.end();
    }

    log(`cloning and partitioning (${PARTITIONS} hash partitions by company_id)`);
    part = await cloneDatabase(flat, 'part');
    const conv = new pg.Client({ connectionString: part.url });
    await conv.connect();
    let converted: string[];
    try {
      converted = await tablesToPartition(conv);
      const t = performance.now();
      for (const table of converted) await partitionTable(conv, table, PARTITIONS);
      log(`${converted.length} tables partitioned in ${round((performance.now() - t) / 1000, 1)} s`);
      await conv.query('ANALYZE');
    } finally {
      await conv.end();
    }
    // The copy left the partitioned tables packed and their indexes freshly built; the unpartitioned ones
    // still carry what projecting left (dead row versions of upserted read-model rows, split index pages).
    // Rewritten the same way, so that the comparison is of the layout and not of the bloat.
    const flatAdmin = new pg.Client({ connectionString: flat.url });
    await flatAdmin.connect();
    try {
      await flatAdmin.query(`VACUUM FULL ${converted.map(ident).join(', ')}`);
      await flatAdmin.query('ANALYZE');
    } finally {
      await flatAdmin.end();
    }
    const [flatSizes, partSizes] = [await sizes(flat.url), await sizes(part.url)];

    // Each database as it comes, and with plan_cache_mode=force_generic_plan. Postgres plans a named
    // statement afresh on every call when its generic plan costs more than the custom ones: the append
    // always does (a custom plan sees one-element arrays, the generic one assumes ten rows of unnest),
    // and over partitioned tables a generic plan is costed across all 16 partitions. The notes say which
    // plans each connection used (pg_prepared_statements).
    type Layout = 'flat' | 'part' | 'flatGeneric' | 'partGeneric';
    const layouts: Record<Layout, { url: string; generic: boolean }> = {
      flat: { url: flat.url, generic: false }, part: { url: part.url, generic: false },
      flatGeneric: { url: flat.url, generic: true }, partGeneric: { url: part.url, generic: true },
    };
    const names = Object.keys(layouts) as Layout[];
    const empty = <T>(): Record<Layout, T[]> => ({ flat: [], part: [], flatGeneric: [], partGeneric: [] });
    type Round = LatencyStats & { plans: string };
    const appendRuns = empty<Round>();
    const bigRuns = empty<Round>();
    const typicalRuns = empty<Round>();
    for (let r = 0; r < ROUNDS; r++) {
      // The append in slices, the layouts taking turns, so that each round's figure spans the same moments.
      const acc = empty<Samples>();
      for (let s = 0; s < SLICES; s++) {
        for (let j = 0; j < names.length; j++) {
          const l = names[(r * SLICES + s + j) % names.length];
          log(`round ${r + 1}, slice ${s + 1}/${SLICES}: bare append, ${CLIENTS} clients on ${CLIENTS} companies, ${l}`);
          acc[l].push(await appendSlice(layouts[l].url, layouts[l].generic, DURATION / SLICES));
        }
      }
      for (const l of names) {
        const stats = latencyStats(acc[l].flatMap((x) => x.samples), acc[l].reduce((n, x) => n + x.wallMs, 0));
        appendRuns[l].push({ ...stats, plans: present(acc[l].at(-1), `an append slice on ${l}`).plans });
      }
      for (const [docs, company, runs] of [[STATEMENT_DOCS, big, bigRuns], [TYPICAL_DOCS, typical, typicalRuns]] as const) {
        log(`round ${r + 1}: statement of ${docs} documents × ${STATEMENT_RUNS} on each layout, in turns`);
        const got = await statementRound(layouts, company);
        const seen = new Set(names.map((l) => got[l].json));
        if (seen.size !== 1) throw new Error(`the statement of ${docs} documents differs between the layouts`);
        for (const l of names) runs[l].push({ ...latencyStats(got[l].samples, got[l].wallMs), plans: got[l].plans });
      }
    }

    const rounds = ROUNDS === 1 ? 'one round' : `${ROUNDS} rounds, mean`;
    const perRound = (runs: Record<Layout, Round[]>, l: Layout, pick: (s: LatencyStats) => number, d = 2) =>
      runs[l].map((s) => round(pick(s), d)).join(' / ');
    const avg = (runs: Record<Layout, Round[]>, l: Layout, pick: (s: LatencyStats) => number) => mean(runs[l].map(pick));
    const perSecond = (s: LatencyStats) => s.perSecond;
    const p95 = (s: LatencyStats) => s.p95;
    const p50 = (s: LatencyStats) => s.p50;
    const label: Record<Layout, string> = {
      part: 'partitioned', flat: 'unpartitioned', partGeneric: 'partitioned', flatGeneric: 'unpartitioned',
    };
    const background = `background ${BACKGROUND_COMPANIES} companies × ${BACKGROUND_EVENTS.toLocaleString('en-US')} events, projected; `
      + `events_pkey ${mb(flatSizes.eventsPkey)} whole vs largest partition ${mb(partSizes.largestPartitionPkey)} (all ${mb(partSizes.eventsPkey)}); `
      + `rm_slip_party_idx ${mb(flatSizes.slipPartyIdx)} vs largest partition ${mb(partSizes.largestSlipPartyIdx)}; `
      + `${converted.length} tables partitioned (${converted.join(', ')})`;
    const appendNotes = (a: Layout, b: Layout) => [a, b].map((l) => `${label[l]} ${perRound(appendRuns, l, perSecond, 0)} events/s `
      + `(p95 ${perRound(appendRuns, l, p95)} ms, p50 ${perRound(appendRuns, l, p50)}; ${present(appendRuns[l].at(-1), `a round on ${l}`).plans} on one connection)`).join(', ');
    const statementNotes = (runs: Record<Layout, Round[]>, a: Layout, b: Layout) => [a, b].map((l) => `${label[l]} p95 ${perRound(runs, l, p95)} ms `
      + `(p50 ${perRound(runs, l, p50)}; ${present(runs[l].at(-1), `a round on ${l}`).plans})`).join(', ');
    const sqlLevel = `SQL level: statementJson + STATEMENT_SQL through pg (named prepared statement), one connection per layout, `
      + `${STATEMENT_RUNS} calls per round, layouts in turns; no HTTP, token lookup or gzip; identical JSON from every layout`;
    const sameRun = 'unpartitioned, same run';
    const sameSetting = `${sameRun}, same setting`;
    const name = `partitioned by company (${PARTITIONS} hash partitions) vs none`;
    const generic = 'both with plan_cache_mode=force_generic_plan';
    const pair = (runs: Record<Layout, Round[]>, a: Layout, b: Layout, pick: (s: LatencyStats) => number, d: number, unit: string, baselineName: string) => {
      const ours = avg(runs, a, pick);
      const baseline = avg(runs, b, pick);
      return { ours: round(ours, d), unit, baseline: round(baseline, d), baselineName, ratio: baseline ? round(ours / baseline, 2) : null };
    };
    const figures: Figure[] = [];
    const add = (f: Omit<Figure, 'met'>, met: (ratio: number) => boolean) => figures.push({ ...f, met: f.ratio !== null && met(f.ratio) });
    add({
      figure: `${name}: bare event append, ${CLIENTS} clients on ${CLIENTS} companies (events/s)`,
      ...pair(appendRuns, 'part', 'flat', perSecond, 0, 'events/s', sameRun), goal: '≥ 90 % of unpartitioned',
      notes: `${rounds}, each of ${SLICES} slice(s) per layout taking turns: ${appendNotes('part', 'flat')}; with ${generic}: `
        + `${appendNotes('partGeneric', 'flatGeneric')}; ${background}`,
    }, (x) => x >= 0.9);
    add({
      figure: `${name}: bare event append p95 (ms)`,
      ...pair(appendRuns, 'part', 'flat', p95, 2, 'ms', sameRun), goal: '≤ 1.2× unpartitioned',
    }, (x) => x <= 1.2);
    add({
      figure: `${name}: statement of a party-month with ${STATEMENT_DOCS} documents, p95 (ms)`,
      ...pair(bigRuns, 'part', 'flat', p95, 2, 'ms', sameRun), goal: '≤ 1.2× unpartitioned',
      notes: `${sqlLevel}; ${rounds}: ${statementNotes(bigRuns, 'part', 'flat')}; with ${generic}: ${statementNotes(bigRuns, 'partGeneric', 'flatGeneric')}`,
    }, (x) => x <= 1.2);
    add({
      figure: `${name}: typical statement (${TYPICAL_DOCS} documents), p95 (ms)`,
      ...pair(typicalRuns, 'part', 'flat', p95, 2, 'ms', sameRun), goal: '≤ 1.2× unpartitioned',
      notes: `${sqlLevel}; ${rounds}: ${statementNotes(typicalRuns, 'part', 'flat')}`,
    }, (x) => x <= 1.2);
    add({
      figure: `${name}, ${generic}: bare event append (events/s)`,
      ...pair(appendRuns, 'partGeneric', 'flatGeneric', perSecond, 0, 'events/s', sameSetting), goal: '≥ 90 % of unpartitioned',
      notes: 'per round in the first row\'s notes',
    }, (x) => x >= 0.9);
    add({
      figure: `${name}, ${generic}: typical statement (${TYPICAL_DOCS} documents), p95 (ms)`,
      ...pair(typicalRuns, 'partGeneric', 'flatGeneric', p95, 2, 'ms', sameSetting), goal: '≤ 1.2× unpartitioned',
      notes: `${sqlLevel}; ${rounds}: ${statementNotes(typicalRuns, 'partGeneric', 'flatGeneric')}`,
    }, (x) => x <= 1.2);
    return figures;
  } finally {
    await part?.drop();
    await flat.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (figures) => {
      for (const f of figures) {
        console.log(`${f.figure}: ${f.ours} ${f.unit} vs ${f.baseline} ${f.unit} (${f.baselineName}), ratio ${f.ratio} (goal ${f.goal})${f.met ? '' : ' NOT MET'}`);
        if (f.notes) console.log(`  ${f.notes}`);
      }
      process.exit(0);
    },
    (err) => { console.error(err); process.exit(1); },
  );
}
