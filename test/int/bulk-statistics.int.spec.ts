// After a bulk path commits (a catch-up far behind, a rebuild), the planner knows the company's rows: the tables it
// grew past autovacuum's own threshold are analyzed at once (projections/src/reproject.ts, refreshStatistics). Until
// then the statistics of a table that held none of the company's rows make the planner expect a handful of them and
// choose nested loops (the e-way list of a 1,000,000-event company, rebuilt: 10–14 s instead of 0.6 s). Autovacuum
// is off for these tables here, so nothing else can refresh them.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TABLES, LedgerProjector, rebuildCompany } from '@ledger/projections';
import { generateCompany } from '../../bench/generator.ts';
import { createBareCompany, loadEvents } from '../../bench/loader.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 4);
  for (const t of ALL_TABLES) await pool.query(`ALTER TABLE ${t} SET (autovacuum_enabled = false)`);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** A company of `events` generated events, loaded and not projected. */
async function loaded(seed: number, events: number): Promise<string> {
  const id = await createBareCompany(pool);
  await loadEvents(pool, id, [...generateCompany({ seed, events, parties: 12, products: 4, years: 2 })]);
  return id;
}

/** Per table with 500 rows of the company or more: the planner's row estimate for them over the true count. */
async function estimates(companyId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ALL_TABLES) {
    const { rows: [{ n }] } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t} WHERE company_id = $1`, [companyId]);
    if (n < 500) continue;
    // The company's id as a constant in the statement, as the planner weighs it against the statistics (an id we made).
    const { rows: [plan] } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${t} WHERE company_id = '${companyId}'`,
    );
    out[t] = Math.round((plan['QUERY PLAN'][0].Plan['Plan Rows'] / n) * 100) / 100;
  }
  return out;
}

const known = (ratios: Record<string, number>) => Object.keys(ratios).length >= 3 && Object.values(ratios).every((r) => r >= 0.5 && r <= 2);

describe('planner statistics after a bulk projection', () => {
  it('given a company caught up far behind, then a rebuild of a second one, then each time the planner expects about as many of its rows as there are', async () => {
    const first = await loaded(3, 6000);
    // 6,000 events behind and nothing projected: the bulk path.
    await new LedgerProjector(pool).catchUp(first);
    await expect.poll(() => estimates(first), { timeout: 15_000 }).toSatisfy(known);

    // The tables now know only the first company: the second, rebuilt from nothing, would be expected at ~0 rows.
    const second = await loaded(4, 6000);
    await rebuildCompany(pool, second);
    await expect.poll(() => estimates(second), { timeout: 15_000 }).toSatisfy(known);
  });
});
