// Migration 12 (stored figures) fills the new columns of rows projected before it: on a generated company, the
// rows its SQL fills are exactly the rows the projector writes (projections/src/ledger/figures.ts), so a
// database upgraded in place reads as a rebuilt one.
import type pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerProjector } from '@ledger/projections';
import { generateCompany } from '../../bench/generator.ts';
import { createBareCompany, loadEvents } from '../../bench/loader.ts';
import { MIGRATIONS_DIR } from '../../services/api/src/db/migrate.ts';
import { dumpRows } from '../support/read-models.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 3);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

// Keys in one order: a migration taken down and up again puts its columns after the later ones.
const dump = (companyId: string) => dumpRows(pool, companyId, { keysSorted: true });

/** Migration 12's own SQL, down or up (as node-pg-migrate runs it: the text before or after "-- Down Migration"). */
const [UP, DOWN] = fs.readFileSync(path.join(MIGRATIONS_DIR, '1763800000012_stored_figures.sql'), 'utf8').split('-- Down Migration');
const migrate12 = async (direction: 'up' | 'down') => { await pool.query(direction === 'up' ? UP : DOWN); };

describe('migration 12, stored figures', () => {
  it('given rows projected before it, then it fills them with the values the projector writes', { timeout: 120_000 }, async () => {
    const companyId = await createBareCompany(pool);
    await loadEvents(pool, companyId, generateCompany({ seed: 12, events: 6000, parties: 25, products: 6, years: 2 }));
    await new LedgerProjector(pool).catchUp(companyId);
    // Two products get a value rate, so their challans declare a value.
    const { rows: products } = await pool.query<{ id: string }>('SELECT id FROM rm_product WHERE company_id = $1 ORDER BY id LIMIT 2', [companyId]);
    await loadEvents(pool, companyId, products.map((p, i) => ({
      event: { type: 'ProductGstSet', streamId: `product:${p.id}`, data: { productId: p.id, hsn: '3917', valueRate: ['120.00', '33.33'][i] } },
      recordedAt: new Date(),
    })));
    await new LedgerProjector(pool).catchUp(companyId);
    const projected = await dump(companyId);
    expect(projected.rm_slip.length).toBeGreaterThan(1000);
    expect(projected.rm_slip.filter((r) => JSON.parse(r).declared_value !== null).length).toBeGreaterThan(100);
    expect(projected.rm_bill.filter((r) => JSON.parse(r).declared_value !== null).length).toBeGreaterThan(5);

    await migrate12('down');
    const before = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'rm_slip' AND column_name = 'share_quantity'`);
    expect(before.rows[0].n).toBe(0);
    await migrate12('up');
    expect(await dump(companyId)).toEqual(projected);
  });
});

describe('migration 16, the bill amount rate', () => {
  const [UP16, DOWN16] = fs.readFileSync(path.join(MIGRATIONS_DIR, '1763800000016_bill_amount_rate.sql'), 'utf8').split('-- Down Migration');
  it('given bills projected before it, then it fills their amount rate with the value the projector writes', { timeout: 120_000 }, async () => {
    const companyId = await createBareCompany(pool);
    await loadEvents(pool, companyId, generateCompany({ seed: 16, events: 3000, parties: 12, products: 5, years: 1 }));
    await new LedgerProjector(pool).catchUp(companyId);
    const projected = await dump(companyId);
    const bills = projected.rm_bill.map((r) => JSON.parse(r) as { kind: string; work_rate: string; amount_rate: string });
    // Both readings are there: a sale or purchase bill above its labour rate, a challan at it.
    expect(bills.filter((b) => ['SALE_BILL', 'PURCHASE_BILL'].includes(b.kind) && b.amount_rate !== b.work_rate).length).toBeGreaterThan(5);
    expect(bills.filter((b) => b.kind.endsWith('JOBWORK_BILL') && b.amount_rate === b.work_rate).length).toBeGreaterThan(5);
    await pool.query(DOWN16);
    await pool.query(UP16);
    expect(await dump(companyId)).toEqual(projected);
  });
});
