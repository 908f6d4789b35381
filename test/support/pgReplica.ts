// A primary and a streaming physical standby of a test's own, made with the machine's PostgreSQL 15 binaries
// (initdb, pg_ctl, pg_basebackup) in a temporary directory on free ports: for the read-replica test
// (docs/operations.md "Read replica"). Postgres refuses to run as root; as root every binary runs as the
// `postgres` OS user (runuser), which then owns the directory. Trust authentication on 127.0.0.1 only, and no
// Unix socket outside the directory. destroy() stops both and removes the directory, whatever state they are in.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { migrate } from '../../services/api/src/db/migrate.ts';
import { freePort } from '../../services/api/src/net.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** Why the pair cannot be made on this machine (null: it can). */
export const replicaUnavailable = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].find((b) => !existsSync(path.join(BIN, b)))
  ? `PostgreSQL 15 server binaries are not installed in ${BIN} (apt-get install postgresql-15)`
  : null;

export interface ReplicaPair {
  /** The migrated database on the primary, and the same database read through the standby. */
  primaryUrl: string;
  standbyUrl: string;
  /** Stops and starts the standby's replay (pg_wal_replay_pause/resume): it then lags the primary. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Fast shutdown of the standby: its sessions end, new connections are refused. */
  stopStandby(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  if (replicaUnavailable) throw new Error(replicaUnavailable);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ledger-replica-'));
  const asRoot = os.userInfo().uid === 0;
  const pgUser = asRoot ? await run('id', ['-u', 'postgres']).then(async (u) => ({ uid: Number(u.stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) })) : null;
  if (pgUser) await fs.chown(root, pgUser.uid, pgUser.gid);
  const pgBin = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args]) : run(path.join(BIN, name), args);
  const primaryDir = path.join(root, 'primary');
  const standbyDir = path.join(root, 'standby');
  const started: string[] = [];
  const ctl = async (dir: string, action: 'start' | 'stop') => {
    if (action === 'start') {
      await pgBin('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', 'start']);
      started.push(dir);
    } else {
      await pgBin('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      started.splice(started.indexOf(dir), 1);
    }
  };
  const destroy = async () => {
    for (const dir of [...started].reverse()) await pgBin('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    started.length = 0;
    await fs.rm(root, { recursive: true, force: true });
  };
  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    await pgBin('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    // initdb's pg_hba.conf lets 127.0.0.1 in for replication too (trust); wal_level=replica is 15's default, said anyway.
    await fs.appendFile(path.join(primaryDir, 'postgresql.conf'), [
      '', `port = ${primaryPort}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${root}'`,
      'wal_level = replica', 'max_wal_senders = 4', 'hot_standby = on', 'fsync = off', 'max_connections = 60', 'shared_buffers = 32MB', '',
    ].join('\n'));
    await ctl(primaryDir, 'start');
    const base = (port: number) => `postgres://postgres@127.0.0.1:${port}`;
    const admin = new pg.Client({ connectionString: `${base(primaryPort)}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE ledger_replica');
    await admin.end();
    const primaryUrl = `${base(primaryPort)}/ledger_replica`;
    await migrate(primaryUrl, pino({ level: 'silent' }));
    // -R: standby.signal and primary_conninfo; -X stream: the WAL it needs to start comes with it.
    await pgBin('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    await fs.appendFile(path.join(standbyDir, 'postgresql.conf'), `\nport = ${standbyPort}\n`);
    await ctl(standbyDir, 'start');
    const standbyUrl = `${base(standbyPort)}/ledger_replica`;
    const onStandby = async (sql: string) => {
      const c = new pg.Client({ connectionString: standbyUrl });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await onStandby('SELECT 1 FROM events LIMIT 1');
    return {
      primaryUrl,
      standbyUrl,
      pauseReplay: () => onStandby('SELECT pg_wal_replay_pause()'),
      resumeReplay: () => onStandby('SELECT pg_wal_replay_resume()'),
      stopStandby: () => ctl(standbyDir, 'stop'),
      destroy,
    };
  } catch (err) {
    await destroy();
    throw err;
  }
}
