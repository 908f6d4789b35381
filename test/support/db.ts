// A fresh, migrated database per test file on the machine's Postgres (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Tests never share rows.
//
// A migrated database is a copy of a template the migrations built once (CREATE DATABASE … TEMPLATE, ~0.2 s) rather than
// the migrations run again (~2 s a database, some 170 databases a CI run). The template is named by a hash of the
// migrations and of the code that runs them, so a changed migration builds a new one; a database asked for unmigrated
// (`migrated = false`) is empty, for the specs that run migrations themselves.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { migrate, MIGRATIONS_DIR } from '../../services/api/src/db/migrate.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase { url: string; drop(): Promise<void> }

const MIGRATE_TS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/api/src/db/migrate.ts');

/** The template's name: what the migrations and the code running them are, hashed. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update('\0').update(fs.readFileSync(path.join(MIGRATIONS_DIR, file))).update('\0');
  hash.update(fs.readFileSync(MIGRATE_TS));
  return `ledger_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated template, built once per server and set of migrations: under an advisory lock (test files start
 * together in several workers), built under a name of its own and renamed when complete, then closed to connections
 * (a copy needs a template no one is connected to).
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  if (template) return template;
  template = withAdmin(async (admin) => {
    const name = templateName();
    await admin.query(`SELECT pg_advisory_lock(hashtext('ledger test template'))`);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        const building = `ledger_tplb_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(ADMIN_URL);
        url.pathname = `/${building}`;
        await migrate(url.toString(), pino({ level: 'silent' }));
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
      }
      return name;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('ledger test template'))`);
    }
  });
  // A failed build is tried again by the next file that asks.
  template.catch(() => { template = undefined; });
  return template;
}

export async function createTestDatabase(prefix = 'ledger_t', migrated = true): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const source = migrated ? await migratedTemplate() : null;
  await withAdmin((admin) => admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
