// Issue check: a generated company of N events (default 100,000), projected incrementally in chunks,
// then replayed by the auditor (scripts/replay.ts) — it must report no difference.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { LedgerProjector } from '@ledger/projections';
import { generateCompany } from './generator.ts';
import { createBareCompany, loadEvents } from './loader.ts';
import { createDatabase } from './setup.ts';

const N = Number(process.argv[2] ?? 100_000);
const db = await createDatabase('replay');
const pool = new pg.Pool({ connectionString: db.url });
try {
  const companyId = await createBareCompany(pool);
  let t = performance.now();
  await loadEvents(pool, companyId, generateCompany({ seed: 3, events: N }));
  console.log(`loaded ${N} events in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await new LedgerProjector(pool).catchUp(companyId);
  console.log(`projected incrementally in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', 'scripts/replay.ts', '--company', companyId, '--database-url', db.url], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  const lines = r.stdout.trim().split('\n');
  console.log(lines.slice(0, 3).join('\n'), '\n…\n', lines.slice(-3).join('\n'));
  console.log(`replay exit ${r.status} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  process.exitCode = r.status ?? 1;
} finally {
  await pool.end();
  await db.drop();
}
