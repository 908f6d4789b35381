// The campaign: every registered endpoint in turn (a seeded interleaving), each request a valid base
// body with one to three fast-check mutations, sent in batches of a few in flight. After each batch:
// a batch that appended nothing it was allowed to must leave the event logs as they were, company
// A's log stays gapless and its projector reaches the head (else A is reported bricked and replaced).
import fc from 'fast-check';
import type pg from 'pg';
import type { z } from 'zod';
import { SERVER_MODE } from '../api.ts';
import { BASE, type EndpointSpec } from './bodies.ts';
import { checkAnswer, isRefusal, type Violation } from './checks.ts';
import type { HostileFixture } from './fixture.ts';
import { objectPaths, schemaPaths, getAt } from './json.ts';
import { prepare, send, mustRefuse, type Access, type Sent } from './send.ts';
import { kindOf } from './values.ts';
import { draftOf, mutationsArb, type Field, type Mutation } from './variants.ts';

export interface RouteInfo { path: string; access: Access; schema: z.ZodType }
export interface CampaignOptions { runs: number; seed: number; concurrency: number }
export interface CampaignResult {
  violations: Violation[];
  sent: number;
  byStatus: Map<number, number>;
  byEndpoint: Map<string, number>;
  acceptedByKind: Map<string, number>;
  acceptedByEndpoint: Map<string, number>;
  slowestRefusal: Sent | null;
  slowestAccepted: Sent | null;
  refusedIds: string[];
  bricked: number;
  ms: number;
}

/** A refusal slower than this blocked the server (a 100 KB decimal parsed quadratically, say). */
const SLOW_REFUSAL_MS = Number(process.env.HOSTILE_SLOW_MS ?? (SERVER_MODE ? 10_000 : 2_000));

/** Calls whose 2xx may append events (every other accepted call must leave the logs alone). */
const mayAppend = (r: RouteInfo) => r.access === 'companyWrite' || r.path === '/company/create/v1' || r.path === '/company/self/delete/v1';

/** Fields attacked on an endpoint: those in its base body and those its schema declares. */
export function fieldsOf(base: unknown, schema: z.ZodType): { fields: Field[]; objects: string[][] } {
  const paths = schemaPaths(schema);
  for (const p of objectPaths(base).concat(leafPathsOf(base))) if (p.length && !paths.some((q) => q.join('.') === p.join('.'))) paths.push(p);
  const fields = paths.map((p) => ({ path: p, kind: kindOf(p[p.length - 1], getAt(base, p)) }));
  const objects = [[], ...fields.filter((f) => f.kind === 'object').map((f) => f.path)];
  return { fields, objects };
}
function leafPathsOf(body: unknown, path: string[] = []): string[][] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return path.length ? [path] : [];
  return Object.keys(body).flatMap((k) => leafPathsOf((body as Record<string, unknown>)[k], [...path, k]));
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The whole request plan: per endpoint a fast-check sample of mutation lists, interleaved by seed. */
export function plan(routes: RouteInfo[], fx: HostileFixture, opts: CampaignOptions): Array<{ route: RouteInfo; mutations: Mutation[] }> {
  const perEndpoint = Math.ceil(opts.runs / routes.length);
  const samples = routes.map((r, i) => {
    const { fields, objects } = fieldsOf(BASE[r.path].body(fx), r.schema);
    return fc.sample(mutationsArb(fields, objects), { seed: opts.seed + i * 7919, numRuns: perEndpoint });
  });
  const random = mulberry32(opts.seed);
  const out: Array<{ route: RouteInfo; mutations: Mutation[] }> = [];
  for (let k = 0; k < perEndpoint; k++) {
    const order = routes.map((_, i) => i).sort(() => random() - 0.5);
    for (const i of order) out.push({ route: routes[i], mutations: samples[i][k] });
  }
  return out;
}

interface LogState { head: number; count: number; checkpoint: number; heads: number; total: number }
async function logState(db: pg.Pool, companyId: string): Promise<LogState> {
  const { rows } = await db.query(
    `SELECT (SELECT seq FROM company_head WHERE company_id = $1) AS head,
            (SELECT count(*) FROM events WHERE company_id = $1) AS count,
            (SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger') AS checkpoint,
            (SELECT coalesce(sum(seq), 0) FROM company_head) AS heads,
            (SELECT count(*) FROM events) AS total`,
    [companyId],
  );
  const r = rows[0];
  return { head: Number(r.head), count: Number(r.count), checkpoint: Number(r.checkpoint), heads: Number(r.heads), total: Number(r.total) };
}

/** Polls until company A's checkpoint reaches its head; false past the bound. */
export async function projectorReaches(db: pg.Pool, companyId: string, boundMs: number): Promise<LogState> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const s = await logState(db, companyId);
    if (s.checkpoint >= s.head || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function runCampaign(routes: RouteInfo[], fx: HostileFixture, opts: CampaignOptions): Promise<CampaignResult> {
  const started = performance.now();
  const requests = plan(routes, fx, opts);
  const res: CampaignResult = {
    violations: [], sent: 0, byStatus: new Map(), byEndpoint: new Map(), acceptedByKind: new Map(), acceptedByEndpoint: new Map(),
    slowestRefusal: null, slowestAccepted: null, refusedIds: [], bricked: 0, ms: 0,
  };
  const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  let before = await logState(fx.db, fx.A.companyId);
  for (let b = 0; b < requests.length; b += opts.concurrency) {
    const batch = requests.slice(b, b + opts.concurrency).map((r, j) => {
      const index = b + j;
      const spec: EndpointSpec = BASE[r.route.path];
      const { draft, effective } = draftOf(spec.body(fx), r.mutations, fx);
      const requestId = `hx-${opts.seed}-${index}`;
      const p = prepare(draft, fx, r.route.access, spec, requestId);
      return { r, spec, p, index, requestId, effective };
    });
    await new Promise((resolve) => setImmediate(resolve)); // let the server's socket timers run before reusing sockets
    const answers = await Promise.all(batch.map(async (x) => {
      const t0 = performance.now();
      try {
        return await send(fx.api.url, x.r.route.path, x.p);
      } catch (err) {
        const cause = (err as { cause?: unknown }).cause;
        return { status: 599, contentType: '', text: `no answer: ${(err as Error).message}${cause ? ` (${String(cause)})` : ''}`, ms: performance.now() - t0 };
      }
    }));
    const sents: Sent[] = batch.map((x, j) => ({
      index: x.index, path: x.r.route.path, mutations: x.effective, identity: x.p.identity, method: x.p.method, headers: x.p.headers,
      bytes: x.p.bytes, requestId: x.requestId, ...answers[j],
      // Only a 2xx needs the reason it should have been a refusal (and a schema may be slow on 100 KB decimals).
      mustRefuse: answers[j].status >= 200 && answers[j].status < 300 ? mustRefuse(x.p.method, x.p.headers, x.p.bytes, x.r.route.schema) : null,
    }));
    if (process.env.HOSTILE_TRACE) for (const s of sents) console.log(`#${s.index} ${s.path} → ${s.status} ${s.ms.toFixed(0)} ms [${s.mutations.map((m) => m.detail).join('; ')}]`);
    let appendAllowed = false;
    for (const [j, s] of sents.entries()) {
      const { spec, r } = batch[j];
      res.sent++;
      bump(res.byStatus, s.status);
      bump(res.byEndpoint, s.path);
      for (const problem of checkAnswer(s)) res.violations.push({ problem, sent: s });
      if (isRefusal(s)) {
        res.refusedIds.push(s.requestId);
        if (!res.slowestRefusal || s.ms > res.slowestRefusal.ms) res.slowestRefusal = s;
        if (/OTP expired|request a new one/.test(s.text) && s.path === '/user/mobile/verify/v1') fx.stale.add('P');
        continue;
      }
      if (!res.slowestAccepted || s.ms > res.slowestAccepted.ms) res.slowestAccepted = s;
      for (const k of new Set(s.mutations.map((m) => m.kind))) bump(res.acceptedByKind, k);
      bump(res.acceptedByEndpoint, s.path);
      if (mayAppend(r.route)) appendAllowed = true;
      if (spec.consumes && s.identity) fx.stale.add(s.identity);
      try {
        spec.onAccepted?.(fx, (JSON.parse(s.text) as { data?: unknown }).data);
      } catch {
        // the shape check above has reported it
      }
    }
    const stalled = sents.filter((s) => s.status === 599 || (isRefusal(s) && s.ms > SLOW_REFUSAL_MS));
    if (stalled.length) {
      // A request that blocks the event loop stalls its whole batch (in-process, it even gets the
      // batch's sockets reset): send each again on its own to find the one that blocks.
      const alone: string[] = [];
      for (const s of stalled) {
        const x = batch[s.index - b];
        const t0 = performance.now();
        const status = await send(fx.api.url, x.r.route.path, x.p).then((a) => a.status, () => 599);
        alone.push(`#${x.index} ${x.r.route.path} → ${status} in ${(performance.now() - t0).toFixed(0)} ms on its own`);
      }
      res.violations.push({
        problem: `the server stalled: ${stalled.length} request(s) of a batch unanswered or refused after more than ${SLOW_REFUSAL_MS} ms`,
        note: alone.join('\n'),
        related: stalled,
      });
    }
    let after = await logState(fx.db, fx.A.companyId);
    if (!appendAllowed && (after.head !== before.head || after.count !== before.count || after.heads !== before.heads || after.total !== before.total)) {
      res.violations.push({
        problem: 'the event log changed though no request of the batch was an accepted write',
        note: `A: head ${before.head}→${after.head}, events ${before.count}→${after.count}; all companies: heads ${before.heads}→${after.heads}, events ${before.total}→${after.total}. The batch:\n${sents.map((s) => `#${s.index} ${s.path} → ${s.status} [${s.mutations.map((m) => m.detail).join('; ')}]`).join('\n')}`,
      });
    }
    if (after.count !== after.head) res.violations.push({ problem: "company A's log is not gapless", note: `head ${after.head}, ${after.count} events` });
    if (after.checkpoint < after.head) after = await projectorReaches(fx.db, fx.A.companyId, SERVER_MODE ? 20_000 : 1_000);
    if (after.checkpoint < after.head) {
      res.bricked++;
      const suspects = sents.filter((s) => s.status >= 500).concat(sents.filter((s) => !isRefusal(s)));
      res.violations.push({
        problem: 'the projector stopped behind the head (company A bricked)',
        note: `checkpoint ${after.checkpoint}, head ${after.head} after the batch from #${b}; A is replaced by a fresh company. The 5xx and accepted requests of that batch (one of them stored an event the projector refuses):`,
        related: suspects,
      });
      if (res.bricked >= (SERVER_MODE ? 5 : 25)) break;
      await fx.victim();
    }
    const changed = fx.stale.size > 0 || after.checkpoint < after.head;
    await fx.heal();
    before = changed ? await logState(fx.db, fx.A.companyId) : after;
  }
  res.ms = performance.now() - started;
  return res;
}

export type { Violation };
