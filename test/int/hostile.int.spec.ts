// The hostile-input suite (integrity issue): a fast-check campaign over every endpoint in the route
// registry. Each request is a valid base body (test/support/hostile/bodies.ts) with one to three
// hostile mutations: wrong types, missing and unknown fields, __proto__ keys, extreme numbers and
// decimal strings, 100 KB strings, NUL and lone surrogates, malformed ids and dates, deep nesting,
// broken bodies, wrong content types and encodings, wrong tokens. Every answer must be below 500 and
// shaped; refusals must append nothing; after the campaign the projector is at the head and a full
// rebuild equals the live read models.
// HOSTILE_RUNS (default 10,000; 2,000 in server mode), HOSTILE_SEED, HOSTILE_CONCURRENCY (default 8).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { billsEndpoints, cashEndpoints, endpointByPath, formatIsoDate, istDate, notesEndpoints, slipsEndpoints } from '@ledger/contract';
import { SERVER_MODE, call, download, startApi, type TestApi } from '../support/api.ts';
import { BASE } from '../support/hostile/bodies.ts';
import { runCampaign, type RouteInfo } from '../support/hostile/campaign.ts';
import { describeSent, report } from '../support/hostile/checks.ts';
import { HostileFixture } from '../support/hostile/fixture.ts';
import { finale } from '../support/hostile/finale.ts';
import { captureServerErrors } from '../support/hostile/serverLog.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? (SERVER_MODE ? 2_000 : 10_000));
const SEED = process.env.HOSTILE_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.HOSTILE_SEED);
const CONCURRENCY = Number(process.env.HOSTILE_CONCURRENCY ?? 8);
/** Past this the campaign stops and reports what it found (a server that stalls on every big decimal would take hours). */
const BUDGET_MS = Number(process.env.HOSTILE_BUDGET_MS ?? Math.max(240_000, RUNS * 30));
/** HOSTILE_ONLY=12,345 replays just those requests of the seed's plan (on a fresh fixture). */
const ONLY = process.env.HOSTILE_ONLY ? new Set(process.env.HOSTILE_ONLY.split(',').map(Number)) : undefined;

let api: TestApi;
let db: pg.Pool;
let fx: HostileFixture;
let serverErrors: Map<string, string>;
const routes = (): RouteInfo[] => [...apiRoutes.values()].sort((a, b) => a.path.localeCompare(b.path));

beforeAll(async () => {
  api = await startApi();
  serverErrors = captureServerErrors(api.svc.log);
  db = createPool(api.db.url, 3);
  fx = await HostileFixture.create(api, db, SEED);
});
afterAll(async () => {
  await db?.end();
  await api?.close();
});

describe('hostile input', () => {
  it('when the app registers its routes, then every one has a base body that its own schema accepts', () => {
    expect(apiRoutes.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const r of routes()) {
      const spec = BASE[r.path];
      if (!spec) {
        problems.push(`${r.path}: no base body in test/support/hostile/bodies.ts (add one so the campaign covers it)`);
        continue;
      }
      const parsed = r.schema.safeParse(spec.body(fx));
      if (!parsed.success) problems.push(`${r.path}: base body refused by its schema: ${JSON.stringify(parsed.error.issues[0])}`);
    }
    for (const path of Object.keys(BASE)) if (!apiRoutes.has(path)) problems.push(`${path}: base body for a path the app does not register`);
    expect(problems).toEqual([]);
  });

  it('when each base request is sent as it is, then it is accepted (the campaign mutates live requests, not dead ones)', async () => {
    const refused: string[] = [];
    for (const r of routes()) {
      const spec = BASE[r.path];
      const who = spec.as ?? (r.access === 'public' ? null : r.access === 'admin' ? 'admin' : 'A');
      if (endpointByPath.get(r.path)?.file) {
        // A download answers the file, not { data }.
        const f = await download(api, r.path, spec.body(fx), who ? fx.token(who) : undefined).catch((e: Error) => e);
        if (f instanceof Error) refused.push(`${r.path} → ${f.message}`);
        continue;
      }
      const reply = await call(api, r.path, spec.body(fx), who ? fx.token(who) : undefined);
      if (reply.status !== 200) refused.push(`${r.path} → ${reply.status} ${JSON.stringify(reply.body)}`);
      else {
        if (spec.consumes && who) fx.stale.add(who);
        spec.onAccepted?.(fx, reply.body.data);
      }
      await fx.heal();
    }
    expect(refused).toEqual([]);
  });

  it('when the books are closed up to today, then every document write of the contract (every kind, every add, change, move and delete) is refused at its field and appends nothing; the clerk too', async () => {
    const a = fx.token('A');
    // Up to today: the fixture's documents are dated in April and May; every base body addresses one of them or that period.
    const today = istDate(new Date());
    const REFUSED = `Books are closed up to ${formatIsoDate(today)}`;
    const closed = await call(api, '/company/books/close/v1', { upTo: today, reason: 'hostile: closed period' }, a);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const head = async () => Number((await db.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [fx.A.companyId])).rows[0].seq);
    const before = await head();
    // Every command of the document families, walked from the contract (a new endpoint joins by itself).
    const documentWrites = [slipsEndpoints, billsEndpoints, cashEndpoints, notesEndpoints]
      .flatMap((group) => Object.values(group as Record<string, { path: string; command: boolean }>)).filter((e) => e.command).map((e) => e.path);
    expect(documentWrites.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const path of documentWrites) {
      const spec = BASE[path];
      const body = spec.body(fx);
      const reply = await call(api, path, body, a);
      const error = (reply.body as { error?: { message: string; field?: string } }).error;
      if (reply.status !== 422 || error?.message !== REFUSED || !error.field) wrong.push(`${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    // The gate clerk's slips go through the same commands.
    const clerk = await call(api, '/jobWorkItem/slip/add/v2', BASE['/jobWorkItem/slip/add/v2'].body(fx), fx.token('C'));
    expect(clerk.status, JSON.stringify(clerk.body)).toBe(422);
    expect(clerk.body).toMatchObject({ error: { message: REFUSED, field: 'issueDate' } });
    expect(wrong).toEqual([]);
    expect(await head()).toBe(before);
    const reopened = await call(api, '/company/books/reopen/v1', { upTo: null, reason: 'hostile: campaign goes on' }, a);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    await fx.heal();
  });

  it(`when ${RUNS} hostile requests hit every endpoint (seed ${SEED}), then none is a 5xx, every refusal is { error } and appends nothing, and the projector reaches the head`, async () => {
    const covered = routes().filter((r) => BASE[r.path]);
    console.log(`hostile: seed ${SEED} (HOSTILE_SEED=${SEED} HOSTILE_RUNS=${RUNS} to replay), ${covered.length} endpoints, ${CONCURRENCY} in flight${SERVER_MODE ? ', server mode' : ''}`);
    const result = await runCampaign(covered, fx, { runs: RUNS, seed: SEED, concurrency: CONCURRENCY, only: ONLY, budgetMs: BUDGET_MS });
    const violations = [...result.violations, ...(await finale(api, db, fx.A.companyId, result))];

    const statuses = [...result.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
    const accepted = [...result.acceptedByKind.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
    const counts = [...result.byEndpoint.values()];
    console.log([
      `hostile: ${result.sent} requests in ${(result.ms / 1000).toFixed(1)} s (${(result.sent / (result.ms / 1000)).toFixed(0)}/s), seed ${SEED}`,
      `  by status: ${statuses}`,
      `  endpoints: ${result.byEndpoint.size} (requests each: ${Math.min(...counts)}–${Math.max(...counts)})`,
      `  accepted requests by mutation kind: ${accepted}`,
      `  endpoints that accepted nothing: ${covered.filter((r) => !result.acceptedByEndpoint.has(r.path)).map((r) => r.path).join(', ') || 'none'}`,
      `  slowest refusal: ${result.slowestRefusal ? `${result.slowestRefusal.ms.toFixed(0)} ms\n${describeSent(result.slowestRefusal, serverErrors)}` : 'none'}`,
      `  slowest accepted: ${result.slowestAccepted ? `${result.slowestAccepted.ms.toFixed(0)} ms, ${result.slowestAccepted.path}` : 'none'}`,
      `  company A replaced after bricking: ${result.bricked} time(s); violations: ${violations.length}`,
    ].join('\n'));

    if (violations.length) {
      const text = report(violations, `hostile campaign, seed ${SEED}, ${RUNS} runs`, serverErrors);
      console.log(text);
      expect.fail(text.slice(0, 20_000));
    }
    if (ONLY) return;
    const missing = routes().filter((r) => !result.byEndpoint.has(r.path)).map((r) => r.path);
    expect(missing, 'endpoints the campaign never reached').toEqual([]);
    expect(result.sent).toBeGreaterThanOrEqual(RUNS);
  }, BUDGET_MS + 240_000);
});
