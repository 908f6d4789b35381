// The API in-process against a fresh database, plus helpers that talk to it as an owner would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../../services/api/src/config.ts';
import { createApp } from '../../services/api/src/http/app.ts';
import { createPool, createServices } from '../../services/api/src/services.ts';
import type { Services } from '../../services/api/src/context.ts';
import type { OtpSender } from '../../services/api/src/otp/provider.ts';
import { ensureAdmin } from '../../services/api/src/admin/routes.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export const ADMIN = { username: 'admin', password: 'admin-pass-1' };

export interface TestApi {
  url: string;
  svc: Services;
  db: TestDatabase;
  /** The last OTP sent to a mobile number (the OTP provider is replaced by a recorder). */
  lastOtp(mobileNo: string): string;
  /** Moves the API's clock. */
  setNow(d: Date | null): void;
  close(): Promise<void>;
}

export async function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  const db = await createTestDatabase();
  const config = loadConfig({ DATABASE_URL: db.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env });
  const pool = createPool(db.url, 10);
  let fixed: Date | null = null;
  const svc = createServices(config, pool, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), {
    now: () => fixed ?? new Date(),
  });
  const otps = new Map<string, string>();
  const recorder: OtpSender = { async send(mobileNo, otp) { otps.set(mobileNo, otp); } };
  svc.otp = recorder;
  await ensureAdmin(svc);
  const server = http.createServer(createApp(svc));
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
    setNow(d) { fixed = d; },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await svc.projection.close();
      await pool.end();
      await db.drop();
    },
  };
}

export interface Reply<T = any> { status: number; body: { data?: T; error?: { message: string; field?: string } } }

export async function call<T = any>(
  api: Pick<TestApi, 'url'>, path: string, body: unknown, token?: string, headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Reply<T>["body"] };
  } catch {
    throw new Error(`${path} answered ${res.status} with non-JSON: ${text.slice(0, 300)}`);
  }
}

/** Like call(), but fails the test unless the call succeeded; returns data. */
export async function ok<T = any>(api: Pick<TestApi, 'url'>, path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<T> {
  const r = await call<T>(api, path, body, token, headers);
  if (r.status !== 200) throw new Error(`${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as T;
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
