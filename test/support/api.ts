// The API in-process against a fresh database, plus helpers that talk to it as an owner would.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../../services/api/src/config.ts';
import { createApp, serverFor } from '../../services/api/src/http/app.ts';
import { createPool, createServices } from '../../services/api/src/services.ts';
import type { Services } from '../../services/api/src/context.ts';
import type { OtpSender } from '../../services/api/src/otp/provider.ts';
import { ensureAdmin } from '../../services/api/src/admin/routes.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { startWorker } from '../../services/worker/src/worker.ts';
import { embeddedReminders } from '../../services/api/src/reminders/scheduler.ts';
import { clearQueues, TEST_REDIS_URL } from './server-mode.ts';
import { endpointByPath, envelopeOf, errorBodySchema, type EndpointAt, type ResponseOf } from '@ledger/contract';

export const ADMIN = { username: 'admin', password: 'admin-pass-1' };

export interface TestApi {
  url: string;
  svc: Services;
  db: TestDatabase;
  /** The last OTP sent to a mobile number (the OTP provider is replaced by a recorder). */
  lastOtp(mobileNo: string): string;
  /** The alerts (messages with no code) sent to a mobile number through the same provider, oldest first. */
  alertsTo(mobileNo: string): string[];
  /** Moves the API's clock. */
  setNow(d: Date | null): void;
  close(): Promise<void>;
}

/** TEST_MODE=server runs the same suite with projections in a BullMQ worker over Redis. */
export const SERVER_MODE = process.env.TEST_MODE === 'server';
const REDIS_URL = TEST_REDIS_URL;

/** `opts.db`: an existing, migrated database to use instead of a fresh one on the machine's Postgres. */
export async function startApi(env: Record<string, string> = {}, opts: { db?: TestDatabase } = {}): Promise<TestApi> {
  const db = opts.db ?? await createTestDatabase();
  const prefix = `t_${db.url.split('/').pop()}`;
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = loadConfig({
    DATABASE_URL: db.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
    ...(SERVER_MODE ? { REDIS_URL, QUEUE_PREFIX: prefix, SWEEP_INTERVAL_MS: '500' } : {}),
    ...env,
  });
  const pool = createPool(db.url, 10);
  let fixed: Date | null = null;
  const svc = createServices(config, pool, log, db.url, { now: () => fixed ?? new Date() });
  const workerPool = config.REDIS_URL ? createPool(db.url, 6) : null;
  const worker = workerPool && config.REDIS_URL
    ? await startWorker({ pool: workerPool, redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, log, concurrency: 2, sweepIntervalMs: 500, reminders: { config, now: () => svc.now() } })
    : null;
  const otps = new Map<string, string>();
  const alerts = new Map<string, string[]>();
  const recorder: OtpSender = {
    async send(mobileNo, otp) { otps.set(mobileNo, otp); },
    async alert(mobileNo, message) { alerts.set(mobileNo, [...(alerts.get(mobileNo) ?? []), message]); },
  };
  svc.otp = recorder;
  await ensureAdmin(svc);
  const reminders = embeddedReminders(svc);
  const server = serverFor(createApp(svc));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    svc,
    db,
    lastOtp(mobileNo) {
      const otp = otps.get(mobileNo);
      if (!otp) throw new Error(`No OTP sent to ${mobileNo}`);
      return otp;
    },
    alertsTo: (mobileNo) => alerts.get(mobileNo) ?? [],
    setNow(d) { fixed = d; },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reminders?.close();
      await worker?.close();
      await svc.projection.close();
      await svc.heavy.close();
      await svc.reads.close();
      await workerPool?.end();
      await pool.end();
      if (config.REDIS_URL) await clearQueues(config.REDIS_URL, config.QUEUE_PREFIX);
      await db.drop();
    },
  };
}

/**
 * What a 200 answer's `data` is at a path, by the contract: the endpoint's response (its full one: a command past the
 * read-model bound answers only `{ id }`), or unknown for a path the contract does not know (or a path only known as a string).
 */
export type DataAt<P extends string> = string extends P ? unknown : [EndpointAt<P>] extends [never] ? unknown : ResponseOf<EndpointAt<P>>;

export interface Reply<T = unknown> { status: number; body: { data?: T; error?: { message: string; field?: string; problems?: Array<{ id: string; document: string; problems: string[] }> } } }

export async function call<P extends string>(
  api: Pick<TestApi, 'url'>, path: P, body: unknown, token?: string, headers: Record<string, string> = {},
): Promise<Reply<DataAt<P>>> {
  type T = DataAt<P>;
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  assertPrivate(path, res);
  let answer: Reply<T>['body'];
  try {
    answer = JSON.parse(text) as Reply<T>['body'];
  } catch {
    throw new Error(`${path} answered ${res.status} with non-JSON: ${text.slice(0, 300)}`);
  }
  assertContract(path, res.status, answer);
  return { status: res.status, body: answer };
}

/** A download endpoint's answer: the bytes, their type and file name (a refusal throws with its error). */
export async function download(
  api: Pick<TestApi, 'url'>, path: string, body: unknown, token?: string, headers: Record<string, string> = {},
): Promise<{ bytes: Buffer; contentType: string; filename: string }> {
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  assertPrivate(path, res);
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${bytes.toString('utf8').slice(0, 300)}`);
  const disposition = res.headers.get('content-disposition') ?? '';
  return { bytes, contentType: res.headers.get('content-type') ?? '', filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? disposition };
}

/** Every API answer, a refusal or a file too, is kept by no cache (test/int/private-answers.int.spec.ts walks them all). */
function assertPrivate(path: string, res: Response): void {
  const cacheControl = res.headers.get('cache-control');
  if (cacheControl !== 'no-store') throw new Error(`${path} answered ${res.status} with Cache-Control ${JSON.stringify(cacheControl)}, not no-store`);
}

/**
 * Every answer is parsed with the contract's strict schema: a 200 with the endpoint's envelope
 * (`pending` variant included), anything else with the error body. Drift on either side fails the test.
 */
function assertContract(path: string, status: number, body: unknown): void {
  const endpoint = endpointByPath.get(path);
  const schema = status === 200 ? (endpoint ? envelopeOf(endpoint) : null) : errorBodySchema;
  if (!schema) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${path} answered ${status} with a body that breaks the contract: ${issues}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** Like call(), but fails the test unless the call succeeded; returns data. */
export async function ok<P extends string>(api: Pick<TestApi, 'url'>, path: P, body: unknown, token?: string, headers?: Record<string, string>): Promise<DataAt<P>> {
  const r = await call(api, path, body, token, headers);
  if (r.status !== 200) throw new Error(`${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as DataAt<P>;
}

let mobileCounter = 0;
export const freshMobile = (): string =>
  `9${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}${(mobileCounter++ % 10)}`;

export interface Owner { token: string; mobileNo: string; password: string; companyId: string; userId: string }

export async function registerOwner(api: TestApi, companyName = 'Acme Plastics'): Promise<Owner> {
  const mobileNo = freshMobile();
  const password = 'secret-123';
  await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  const s = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
  const company = await ok(api, '/company/create/v1', { name: companyName }, s.token);
  return { token: s.token, mobileNo, password, companyId: company.id, userId: s.user.id };
}

export async function adminToken(api: TestApi): Promise<string> {
  return (await ok(api, '/admin/login/v1', ADMIN)).token;
}

/** Admin "refresh stats" (a full rebuild), waiting until it has finished; returns the final status. */
export async function refreshStats(api: TestApi, companyId: string, timeoutMs = 60_000): Promise<{ status: string; done: number; total: number; error: string | null }> {
  const token = await adminToken(api);
  await ok(api, '/company/stats/refresh/v1', { companyId }, token);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await ok(api, '/company/stats/refresh/status/v1', { companyId }, token);
    if (s.status === 'done' || s.status === 'failed') return s;
    if (Date.now() > deadline) throw new Error(`rebuild still ${s.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
