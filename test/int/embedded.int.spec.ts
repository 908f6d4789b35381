// `npm start` with no environment: an embedded Postgres in DATA_DIR, the fresh-user path over HTTP,
// data that survives a restart, and an orphaned postmaster (parent killed with SIGKILL) handled.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../support/api.ts';
import { companyMonth, enterWorkedExample, partyMonth } from '../support/ledger.ts';
import { freePort } from '../../services/api/src/net.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir = '';
let child: ChildProcess | null = null;
let output = '';

async function start(): Promise<string> {
  const port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'REDIS_URL', 'OTP_PROVIDER'].includes(k)));
  output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/user/self/get/v1`, { method: 'POST' })).status === 401) return url;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app did not start: ${output}`);
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  const c = child;
  if (!c || c.exitCode !== null) return;
  const exited = new Promise((r) => c.once('exit', r));
  c.kill(signal);
  await exited;
}

afterAll(async () => {
  await stop('SIGTERM');
  // Whatever a killed run left behind: stop it and remove the directory.
  if (dataDir) {
    const url = await start().catch(() => null);
    if (url) await stop('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

describe('embedded mode', () => {
  it('when started with no environment, then a new owner registers with the console OTP and keeps data across restarts', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ledger-embedded-'));
    let url = await start();
    const mobileNo = '9000000001';
    await ok({ url }, '/user/register/v1', { mobileNo, password: 'pw-one-1', confirmPassword: 'pw-one-1' });
    await new Promise((r) => setTimeout(r, 100));
    const otp = /OTP for \+919000000001: (\d{4})/.exec(output)?.[1];
    expect(otp).toBeDefined();
    const { token } = await ok({ url }, '/user/mobile/verify/v1', { mobileNo, otp: Number(otp) });
    await ok({ url }, '/company/create/v1', { name: 'Embedded Co' }, token);
    // The ledger rules' worked example on the embedded Postgres, every bold figure.
    const { party, sl2 } = await enterWorkedExample({ url }, { token });
    expect((await partyMonth({ url }, { token }, party.id, 2026, 4)).stats).toMatchObject({ closingReceivableQuantity: '-54.860', closingReceivableAmount: '2707.50' });
    expect((await partyMonth({ url }, { token }, party.id, 2026, 5)).stats).toMatchObject({ closingReceivableQuantity: '-0.860', closingReceivableAmount: '3417.50' });
    expect((await companyMonth({ url }, { token }, 2026, 4)).closingStockQuantity).toBe('54.860');
    expect(await ok({ url }, '/itemSlip/nextNo/get/v1', { issueDate: '2026-05-10', prefix: 'SL' }, token)).toEqual({ nextSlipNo: 5 });
    expect(await ok({ url }, '/itemSlip/nextNo/get/v1', { issueDate: '2026-03-31', prefix: 'SL' }, token)).toEqual({ nextSlipNo: 1 });
    await ok({ url }, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '1.250' } }, token);
    expect((await partyMonth({ url }, { token }, party.id, 2026, 4)).stats.closingReceivableQuantity).toBe('-53.880');
    expect((await partyMonth({ url }, { token }, party.id, 2026, 5)).stats.closingReceivableQuantity).toBe('0.120');
    await ok({ url }, '/party/add/v1', { name: 'Kept Party', openingReceivableQuantity: 1, openingReceivableAmount: 2 }, token);
    const index = await fetch(`${url}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');

    // A hard kill leaves the postmaster running; the next start must cope.
    await stop('SIGKILL');
    url = await start();
    const parties = await ok({ url }, '/party/list/v1', { include: { stats: true } }, token);
    expect(parties.map((p: { name: string }) => p.name)).toEqual(['Kept Party', 'Shree Textiles']);
    await stop('SIGTERM');
  });
});
