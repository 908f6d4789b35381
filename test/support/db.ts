// A fresh, migrated database per test file on the machine's Postgres (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Tests never share rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { migrate } from '../../services/api/src/db/migrate.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase { url: string; drop(): Promise<void> }

export async function createTestDatabase(prefix = 'ledger_t', migrated = true): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  if (migrated) await migrate(url.toString(), pino({ level: 'silent' }));
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
