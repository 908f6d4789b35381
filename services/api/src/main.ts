// `npm start`: embedded Postgres unless DATABASE_URL is set, migrations, the admin account,
// the web build if missing, then the API and web app on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { startEmbedded, type EmbeddedDb } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { createApp, serverFor } from './http/app.ts';
import { ensureAdmin } from './admin/routes.ts';
import { createPool, createServices } from './services.ts';
import { embeddedReminders } from './reminders/scheduler.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// WEB_DIST lets parallel test runs each serve their own build (vite's WEB_OUT_DIR).
export const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(ROOT, 'web', 'dist');

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, redact: ['password', '*.password', 'otp', 'token'] });
  let embedded: EmbeddedDb | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbedded(config.dataDir, log);
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded postgres started');
  }
  await migrate(databaseUrl, log);
  // Embedded mode serves one factory: a few connections are plenty and keep memory low.
  const pool = createPool(databaseUrl, embedded ? 6 : 20);
  const svc = createServices(config, pool, log, databaseUrl);
  await ensureAdmin(svc);
  // Scheduled WhatsApp reminders: ticked here in embedded mode, by the workers in server mode.
  const reminders = embeddedReminders(svc);

  if (!existsSync(path.join(WEB_DIST, 'index.html')) && existsSync(path.join(ROOT, 'web', 'index.html'))) {
    log.info('building the web app (first start)');
    const built = spawnSync('npx', ['vite', 'build'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit' });
    if (built.status !== 0) log.error('web build failed; serving the API only');
  }

  const server = serverFor(createApp(svc, WEB_DIST)).listen(config.PORT, () => {
    log.info({ port: config.PORT, database: embedded ? 'embedded' : 'DATABASE_URL', projections: config.REDIS_URL ? 'workers (REDIS_URL)' : 'in-process' }, `serving on http://localhost:${config.PORT}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    await reminders?.close();
    await svc.projection.close();
    await svc.heavy.close();
    await svc.reads.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
