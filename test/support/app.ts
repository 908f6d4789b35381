// The whole app as `npm start` runs it (a child process serving web/dist and the API), on a fresh
// database, with the webhook OTP provider pointed at a recorder. Used by the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from './db.ts';
import { freePort } from '../../services/api/src/net.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-pass-1';

export interface StartedApp {
  url: string;
  stop(): Promise<void>;
  /** The newest OTP sent to this number (waits up to 5 s for it to arrive). */
  otpFor(mobileNo: string): Promise<string>;
  adminUsername: string;
  adminPassword: string;
}

/** A webhook OTP provider's receiver: records the newest OTP per mobile number (without +91). */
export async function startOtpRecorder(): Promise<{ otps: Map<string, string>; url: string; close(): void }> {
  const otps = new Map<string, string>();
  const hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { to, otp } = JSON.parse(body) as { to: string; otp: string };
      otps.set(to.replace(/^\+91/, ''), otp);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  return { otps, url: `http://127.0.0.1:${(hook.address() as net.AddressInfo).port}/otp`, close: () => hook.close() };
}

export async function startApp(env: Record<string, string> = {}): Promise<StartedApp> {
  const { otps, url: hookUrl, close: closeHook } = await startOtpRecorder();
  const db = await createTestDatabase();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      OTP_PROVIDER: 'webhook',
      OTP_WEBHOOK_URL: hookUrl,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
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
  return {
    url,
    adminUsername: ADMIN_USERNAME,
    adminPassword: ADMIN_PASSWORD,
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
      closeHook();
      await db.drop();
    },
  };
}
