// The campaign: the plan's requests in batches of a few in flight. Every answer is checked on its
// own (checks.ts); after each batch, a batch with no accepted write must leave every event log as it
// was, company A's log stays gapless and its projector reaches the head; else A is reported bricked
// (with the batch's suspects) and replaced, so one bad input does not hide the next.
import { SERVER_MODE } from '../api.ts';
import { BASE, type EndpointSpec } from './bodies.ts';
import { checkAnswer, isRefusal, type Violation } from './checks.ts';
import type { HostileFixture } from './fixture.ts';
import { logState, projectorReaches, sameLog, type LogState } from './logs.ts';
import { plan, type Planned, type RouteInfo } from './plan.ts';
import { mustRefuse, prepare, send, type Prepared, type Sent } from './send.ts';
import { draftOf, type Mutation } from './variants.ts';

export type { RouteInfo };
export { projectorReaches };

export interface CampaignOptions { runs: number; seed: number; concurrency: number; only?: Set<number>; /** Stop (and report) past this many ms. */ budgetMs: number }
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
const MAX_BRICKED = SERVER_MODE ? 5 : 25;
/** Batches re-sent one by one to find what stalled them (each re-send may stall again). */
const MAX_STALL_DIAGNOSES = 5;

/** Calls whose 2xx may append events (every other accepted call must leave the logs alone). */
const mayAppend = (r: RouteInfo) => r.access === 'companyWrite' || r.path === '/company/create/v1' || r.path === '/company/self/delete/v1';

interface Outgoing { planned: Planned; spec: EndpointSpec; p: Prepared; requestId: string; effective: Mutation[] }

/** The batch's requests from the fixture as it is now; a request marked twin goes out twice at once. */
function materialise(batch: Planned[], fx: HostileFixture, seed: number): Outgoing[] {
  return batch.flatMap((planned) => {
    const spec = BASE[planned.route.path];
    const { draft, effective } = draftOf(spec.body(fx), planned.mutations, fx);
    const requestId = `hx-${seed}-${planned.index}`;
    const one = (id: string) => ({ planned, spec, requestId: id, effective, p: prepare(draft, fx, planned.route.access, spec, id) });
    return draft.twin ? [one(requestId), one(`${requestId}-twin`)] : [one(requestId)];
  });
}

async function sendAll(out: Outgoing[], url: string): Promise<Sent[]> {
  await new Promise((resolve) => setImmediate(resolve)); // let the server's socket timers run before sockets are reused
  return Promise.all(out.map(async (x): Promise<Sent> => {
    const t0 = performance.now();
    const answer = await send(url, x.planned.route.path, x.p).catch((err: Error) => ({
      status: 599, contentType: '', cacheControl: null, errorCode: null, text: `no answer: ${err.message}${err.cause ? ` (${String(err.cause)})` : ''}`, ms: performance.now() - t0,
    }));
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      index: x.planned.index, path: x.planned.route.path, mutations: x.effective, identity: x.p.identity, method: x.p.method,
      headers: x.p.headers, bytes: x.p.bytes, requestId: x.requestId, ...answer,
      // Only a 2xx needs the reason it should have been a refusal (and a schema may be slow on a 100 KB decimal).
      mustRefuse: ok ? mustRefuse(x.p.method, x.p.headers, x.p.bytes, x.planned.route.schema) : null,
    };
  }));
}

/** In-process, a request that blocks the event loop stalls its batch (even gets its sockets reset): find it. */
async function stalledBatch(out: Outgoing[], sents: Sent[], url: string, diagnose: boolean): Promise<Violation | null> {
  const stalled = sents.filter((s) => s.status === 599 || (isRefusal(s) && s.ms > SLOW_REFUSAL_MS));
  if (!stalled.length) return null;
  const alone: string[] = [];
  for (const s of diagnose ? stalled : []) {
    const x = out.find((o) => o.requestId === s.requestId);
    if (!x) continue;
    const t0 = performance.now();
    const status = await send(url, s.path, x.p).then((a) => a.status, () => 599);
    alone.push(`#${s.index} ${s.path} → ${status} in ${(performance.now() - t0).toFixed(0)} ms sent again on its own`);
  }
  return {
    problem: `the server stalled: requests unanswered or refused after more than ${SLOW_REFUSAL_MS} ms`,
    note: [`${stalled.length} of the batch`, ...alone].join('\n'),
    related: stalled,
  };
}

function dataOf(s: Sent): string {
  try {
    return JSON.stringify((JSON.parse(s.text) as { data?: unknown }).data);
  } catch {
    return s.text;
  }
}

const line = (s: Sent) => `#${s.index} ${s.path} → ${s.status} [${s.mutations.map((m) => m.detail).join('; ')}]`;

export async function runCampaign(routes: RouteInfo[], fx: HostileFixture, opts: CampaignOptions): Promise<CampaignResult> {
  const started = performance.now();
  const requests = plan(routes, fx, opts.runs, opts.seed, opts.only);
  const res: CampaignResult = {
    violations: [], sent: 0, byStatus: new Map(), byEndpoint: new Map(), acceptedByKind: new Map(), acceptedByEndpoint: new Map(),
    slowestRefusal: null, slowestAccepted: null, refusedIds: [], bricked: 0, ms: 0,
  };
  const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  let before: LogState = await logState(fx.db, fx.A.companyId);
  let stalls = 0;
  for (let b = 0; b < requests.length && res.bricked < MAX_BRICKED; b += opts.concurrency) {
    if (performance.now() - started > opts.budgetMs) {
      res.violations.push({ problem: `the campaign ran out of its ${opts.budgetMs} ms budget`, note: `stopped after ${res.sent} requests (stalls and bricked companies slow it down)` });
      break;
    }
    const out = materialise(requests.slice(b, b + opts.concurrency), fx, opts.seed);
    const sents = await sendAll(out, fx.api.url);
    if (process.env.HOSTILE_TRACE) for (const s of sents) console.log(`${line(s)} ${s.ms.toFixed(0)} ms`);
    let appendAllowed = false;
    for (const [j, s] of sents.entries()) {
      const { spec, planned } = out[j];
      res.sent++;
      bump(res.byStatus, s.status);
      bump(res.byEndpoint, s.path);
      for (const problem of checkAnswer(s)) res.violations.push({ problem, sent: s });
      if (isRefusal(s)) {
        res.refusedIds.push(s.requestId);
        if (!res.slowestRefusal || s.ms > res.slowestRefusal.ms) res.slowestRefusal = s;
        if (s.path === '/user/mobile/verify/v1' && /OTP expired|request a new one/.test(s.text)) fx.stale.add('P');
        continue;
      }
      if (!res.slowestAccepted || s.ms > res.slowestAccepted.ms) res.slowestAccepted = s;
      for (const k of new Set(s.mutations.map((m) => m.kind))) bump(res.acceptedByKind, k);
      bump(res.acceptedByEndpoint, s.path);
      if (mayAppend(planned.route)) appendAllowed = true;
      if (spec.consumes && s.identity) fx.stale.add(s.identity);
      try {
        spec.onAccepted?.(fx, (JSON.parse(s.text) as { data?: unknown }).data);
      } catch {
        // not JSON: the shape check has reported it
      }
    }
    for (const twin of sents.filter((s) => s.requestId.endsWith('-twin'))) {
      const first = sents.find((s) => s.requestId === twin.requestId.slice(0, -'-twin'.length));
      const key = twin.headers['idempotency-key'];
      if (!first || !key || isRefusal(first) || isRefusal(twin)) continue;
      if (routes.find((r) => r.path === twin.path)?.access !== 'companyWrite') continue;
      if (dataOf(first) !== dataOf(twin)) {
        res.violations.push({ problem: 'one write sent twice at once with one Idempotency-Key got two different results', sent: twin, related: [first] });
      }
    }
    const stall = await stalledBatch(out, sents, fx.api.url, stalls < MAX_STALL_DIAGNOSES);
    if (stall) {
      stalls++;
      res.violations.push(stall);
    }

    let after = await logState(fx.db, fx.A.companyId);
    if (!appendAllowed && !sameLog(before, after)) {
      res.violations.push({
        problem: 'the event log changed though no request of the batch was an accepted write',
        note: `A: head ${before.head}→${after.head}, events ${before.count}→${after.count}; all companies: heads ${before.heads}→${after.heads}, events ${before.total}→${after.total}. The batch:\n${sents.map(line).join('\n')}`,
      });
    }
    if (after.count !== after.head) res.violations.push({ problem: "company A's log is not gapless", note: `head ${after.head}, ${after.count} events` });
    if (after.checkpoint < after.head) after = await projectorReaches(fx.db, fx.A.companyId, SERVER_MODE ? 20_000 : 1_000);
    const bricked = after.checkpoint < after.head;
    if (bricked) {
      res.bricked++;
      res.violations.push({
        problem: 'the projector stopped behind the head (company A bricked)',
        note: `checkpoint ${after.checkpoint}, head ${after.head} after the batch from #${requests[b].index}; A is replaced by a fresh company. The 5xx and accepted requests of that batch (one of them stored an event the projector refuses):`,
        related: sents.filter((s) => s.status >= 500).concat(sents.filter((s) => !isRefusal(s))),
      });
      await fx.victim();
    }
    const healing = fx.stale.size > 0;
    await fx.heal();
    before = bricked || healing ? await logState(fx.db, fx.A.companyId) : after;
  }
  res.ms = performance.now() - started;
  return res;
}
