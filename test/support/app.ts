// The whole app as `npm start` runs it (a child process serving web/dist and the API), on a fresh
// database, with the webhook OTP provider pointed at a recorder. Used by the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from './db.ts';
import { clearQueues, spawnWorker, stopProcess, TEST_REDIS_URL } from './server-mode.ts';
import { freePort } from '../../services/api/src/net.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'admin-pass-1';

export interface StartedApp {
  url: string;
  stop(): Promise<void>;
  /** The newest OTP sent to this number (waits up to 5 s for it to arrive). */
  otpFor(mobileNo: string): Promise<string>;
  adminUsername: string;
  adminPassword: string;
  /** The fresh database's own URL (not rewritten by `databaseUrl`). */
  databaseUrl: string;
}

export interface StartAppOptions {
  /** What the app gets as DATABASE_URL, given the fresh database's URL (e.g. through a TcpProxy). */
  databaseUrl?: (url: string) => string;
  /** Server mode: REDIS_URL, a queue prefix of its own and this many `npm run worker` processes. */
  workers?: number;
}

/** A webhook OTP provider's receiver: records the newest OTP per mobile number (without +91); alerts are let go. */
export async function startOtpRecorder(): Promise<{ otps: Map<string, string>; url: string; close(): void }> {
  const otps = new Map<string, string>();
  const hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      // An alert (too many wrong OTPs) carries a message and no otp.
      const { to, otp } = JSON.parse(body) as { to: string; otp?: string };
      if (otp) otps.set(to.replace(/^\+91/, ''), otp);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  return { otps, url: `http://127.0.0.1:${(hook.address() as net.AddressInfo).port}/otp`, close: () => hook.close() };
}

export async function startApp(env: Record<string, string> = {}, opts: StartAppOptions = {}): Promise<StartedApp> {
  const { otps, url: hookUrl, close: closeHook } = await startOtpRecorder();
  const db = await createTestDatabase();
  const port = await freePort();
  const serverMode = opts.workers ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `e2e_${db.url.split('/').pop()}` } : {};
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: opts.databaseUrl ? opts.databaseUrl(db.url) : db.url,
    PORT: String(port),
    OTP_PROVIDER: 'webhook',
    OTP_WEBHOOK_URL: hookUrl,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...serverMode,
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: ROOT,
    env: appEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' });
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 30 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  const workers = Array.from({ length: opts.workers ?? 0 }, () => spawnWorker(appEnv));
  return {
    url,
    adminUsername: ADMIN_USERNAME,
    adminPassword: ADMIN_PASSWORD,
    databaseUrl: db.url,
    async otpFor(mobileNo) {
      for (let i = 0; i < 50; i++) {
        const otp = otps.get(mobileNo);
        if (otp) {
          otps.delete(mobileNo);
          return otp;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no OTP arrived for ${mobileNo}`);
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(workers.map(stopProcess));
      if (opts.workers && appEnv.REDIS_URL && appEnv.QUEUE_PREFIX) await clearQueues(appEnv.REDIS_URL, appEnv.QUEUE_PREFIX);
      closeHook();
      await db.drop();
    },
  };
}
