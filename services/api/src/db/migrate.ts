// Runs node-pg-migrate's SQL migrations (migrations/) up to the latest, under its advisory lock,
// so several processes starting at once migrate exactly once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Logger } from 'pino';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../migrations');

export async function migrate(databaseUrl: string, log: Logger): Promise<void> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    // Several API and worker processes may start together: the others wait for the first.
    advisoryLockMode: 'wait',
    log: (msg) => log.debug({ migrate: msg }, 'migration'),
  });
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
}
