// Postgres taken away under write load and brought back, in both modes (in-process projection, and
// TEST_MODE=server with a BullMQ worker). While it is away every request (reads, writes, login)
// answers 503 with Retry-After, never 500; once it is back writes succeed again within a bound, and
// every acknowledged write is in the statement exactly once, retried ones not doubled, with the
// projection checkpoint at the head. The figures are printed for the closing note.
import { z } from 'zod';
import { errorBodySchema } from '@ledger/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, registerOwner, SERVER_MODE, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, statement, type Party } from '../support/ledger.ts';
import { startPgServer, type PgServer } from '../support/pgServer.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

const UNAVAILABLE = 'The server cannot reach its database right now; please try again in a moment';
const WRITERS = 6;
const OUTAGE_MS = 4000;
const RECOVERY_BOUND_MS = 15_000;
const ISSUE_DATE = '2026-04-20';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer { path: string; status: number; retryAfter: string | null; body: unknown; error?: string }

/** POST without throwing: a network failure is status 0. */
async function post(api: TestApi, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // kept as text for the report
    }
    return { path, status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
  } catch (err) {
    return { path, status: 0, retryAfter: null, body: null, error: (err as Error).message };
  }
}

const isUnavailable = (a: Answer) => a.status === 503 && a.retryAfter === '5' && errorBodySchema.safeParse(a.body).data?.error.message === UNAVAILABLE;
const describeAnswer = (a: Answer) => `${a.path} → ${a.status} retry-after=${a.retryAfter} ${a.error ?? JSON.stringify(a.body)}`;

let server: PgServer;
let api: TestApi;
beforeAll(async () => {
  server = await startPgServer();
  api = await startApi({}, { db: await server.createDatabase() });
});
afterAll(async () => {
  await server?.start().catch(() => undefined);
  await api?.close();
  await server?.destroy();
});

describe(`Postgres unreachable (${SERVER_MODE ? 'server' : 'embedded'} mode)`, () => {
  it('when Postgres stops under write load and comes back, then 503 with Retry-After meanwhile, and afterwards every acknowledged write is there exactly once', async () => {
    const owner: Owner = await registerOwner(api);
    const party: Party = await addParty(api, owner, 'Outage Traders');

    // Writers: cash receipts, each with its own Idempotency-Key, retried with the same key until 200.
    const acknowledged = new Map<string, { id: string; sent: number; at: number }>();
    const tries = new Map<string, number>();
    const unexpected: string[] = [];
    let answered503 = 0;
    let networkErrors = 0;
    let stopWriting = false;
    const write = async (key: string, amount: string): Promise<void> => {
      const deadline = Date.now() + 40_000;
      for (;;) {
        tries.set(key, (tries.get(key) ?? 0) + 1);
        const sent = Date.now();
        const a = await post(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount, issueDate: ISSUE_DATE, note: key }, owner.token, { 'idempotency-key': key });
        if (a.status === 200) {
          acknowledged.set(key, { id: z.object({ data: z.object({ id: z.string() }) }).parse(a.body).data.id, sent, at: Date.now() });
          return;
        }
        if (isUnavailable(a)) answered503++;
        else if (a.status === 0) networkErrors++;
        else unexpected.push(`${key}: ${describeAnswer(a)}`);
        if (Date.now() > deadline) throw new Error(`${key} never succeeded; last ${describeAnswer(a)}`);
        await sleep(100);
      }
    };
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; !stopWriting; i++) await write(`w${w}-${i}`, `${w + 1}.${String(i % 100).padStart(2, '0')}`);
    });

    // Outage probes: the kinds of request an owner makes, sent while Postgres is down.
    const probes: Answer[] = [];
    const probeKeys: string[] = [];
    const probeOnce = async (n: number) => {
      probeKeys.push(`probe-${n}`);
      probes.push(...(await Promise.all([
        post(api, '/party/list/v1', { include: { stats: true } }, owner.token),
        post(api, '/party/month/statement/v3', { partyMonthId: `${party.id}:2026-04` }, owner.token),
        post(api, '/company/month/list/v2', {}, owner.token),
        post(api, '/outwardCashReceipt/add/v1', { partyId: party.id, amount: '9.99', issueDate: ISSUE_DATE }, owner.token, { 'idempotency-key': `probe-${n}` }),
        post(api, '/product/add/v1', { name: `Probe ${n}` }, owner.token),
        post(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password }),
        post(api, '/user/self/get/v1', { include: { company: true } }, owner.token),
        post(api, '/user/mobile/verify/v1', { mobileNo: owner.mobileNo, otp: 1234 }),
        post(api, '/admin/login/v1', ADMIN),
      ])));
    };

    await sleep(1500);
    const ackedBefore = acknowledged.size;
    await server.stop();
    const downAt = Date.now();
    for (let n = 0; Date.now() - downAt < OUTAGE_MS; n++) {
      await probeOnce(n);
      await sleep(200);
    }
    await server.start();
    const upAt = Date.now();
    // A write sent while Postgres was away cannot have succeeded (one sent before may still be answered late).
    const ackedDuringOutage = [...acknowledged.values()].filter((a) => a.sent > downAt && a.sent < upAt).length;
    while (![...acknowledged.values()].some((a) => a.at > upAt)) {
      if (Date.now() - upAt > RECOVERY_BOUND_MS) break;
      await sleep(20);
    }
    const recoveryMs = Math.min(...[...acknowledged.values()].filter((a) => a.at > upAt).map((a) => a.at - upAt));
    await sleep(1000);
    stopWriting = true;
    await Promise.all(writers);

    const retried = [...tries.values()].filter((n) => n > 1).length;
    console.log(
      `DB down (${SERVER_MODE ? 'server' : 'embedded'} mode): outage ${upAt - downAt} ms; ${acknowledged.size} writes acknowledged ` +
      `(${ackedBefore} before the stop, ${ackedDuringOutage} sent during the outage, the rest after), ${retried} needed retries, ${answered503} answers 503, ` +
      `${networkErrors} network errors, ${unexpected.length} other answers; ${probes.length} outage probes: ` +
      `${probes.filter(isUnavailable).length} answered 503 with Retry-After; first write succeeded ${recoveryMs} ms after Postgres was back`,
    );

    // During the outage: 503 with Retry-After everywhere, never 500.
    expect(probes.filter((a) => !isUnavailable(a)).map(describeAnswer)).toEqual([]);
    expect(probes.length).toBeGreaterThanOrEqual(9);
    expect(unexpected).toEqual([]);
    expect(answered503).toBeGreaterThan(0);
    expect(ackedDuringOutage).toBe(0);
    // Afterwards: writes succeed again within the bound.
    expect(recoveryMs).toBeLessThan(RECOVERY_BOUND_MS);
    expect(acknowledged.size).toBeGreaterThan(ackedBefore);

    // Every acknowledged write is in the statement exactly once; nothing else is.
    const st = await statement(api, owner, party.id, 2026, 4);
    const ids: string[] = st.inCashList.map((c: { id: string }) => c.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect([...ids].sort()).toEqual([...acknowledged.values()].map((a) => a.id).sort());
    expect(st.outCashList).toEqual([]);

    const check = createPool(api.db.url, 2);
    try {
      // One event per key, retried or not; no probe write was stored.
      const { rows } = await check.query<{ key: string; n: number; at: Date }>(
        `SELECT idempotency_key AS key, count(*)::int AS n, min(recorded_at) AS at FROM events WHERE company_id = $1 AND type LIKE 'Cash%' GROUP BY 1`,
        [owner.companyId],
      );
      // A retried write stored before Postgres came back committed before the stop: its answer was lost
      // (503), and the retry with the same key replayed it instead of storing it again.
      const replayed = rows.filter((r) => (tries.get(r.key) ?? 0) > 1 && r.at.getTime() < upAt).length;
      console.log(`DB down (${SERVER_MODE ? 'server' : 'embedded'} mode): ${replayed} of ${retried} retried writes had committed before the stop and were replayed, not stored twice`);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      expect(rows.map((r) => r.key).sort()).toEqual([...acknowledged.keys()].sort());
      expect(rows.filter((r) => probeKeys.includes(r.key))).toEqual([]);
      const products = await check.query(`SELECT 1 FROM events WHERE company_id = $1 AND type = 'ProductAdded'`, [owner.companyId]);
      expect(products.rowCount).toBe(0);

      // The projection checkpoint reaches the head (at once in-process; via the worker in server mode).
      const deadline = Date.now() + 20_000;
      let positions: { head: string; checkpoint: string | null };
      for (;;) {
        positions = (await check.query(
          `SELECT h.seq AS head, (SELECT seq FROM projection_checkpoint WHERE company_id = h.company_id AND projector = 'ledger') AS checkpoint
           FROM company_head h WHERE h.company_id = $1`,
          [owner.companyId],
        )).rows[0];
        if (positions.head === positions.checkpoint || Date.now() > deadline) break;
        await sleep(100);
      }
      expect(positions.checkpoint).toBe(positions.head);

      if (SERVER_MODE) {
        // The API's checkpoint listener is back, once: one LISTEN session, not one per lost-connection event.
        const listening = async () => (await check.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        )).rows[0].n;
        const until = Date.now() + 3000;
        while ((await listening()) !== 1 && Date.now() < until) await sleep(100);
        expect(await listening()).toBe(1);
      }
    } finally {
      await check.end();
    }
  });
});
