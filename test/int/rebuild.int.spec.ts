// The full reprojection (rebuildCompany) against real Postgres, on generated companies: whatever the
// live rows were (in place, tampered with, missing), it leaves exactly the rows of the incremental
// projector; events appended while it runs are in its result; and a stored event that the projector
// cannot read or fold stops it, named, with the live rows and checkpoint as they were — the same event
// the incremental projector refuses.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TABLES, LedgerProjector, readCheckpoint, rebuildCompany, RebuildRunning, type RebuildTimings } from '@ledger/projections';
import { generateCompany, type GeneratedEvent } from '../../bench/generator.ts';
import { createBareCompany, loadEvents } from '../../bench/loader.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { appendRaw as appendRawEvent, dumpRows, headOf } from '../support/read-models.ts';
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

const generated = (seed: number, events: number) => generateCompany({ seed, events, parties: 25, products: 6, years: 2 });

const dump = (companyId: string) => dumpRows(pool, companyId);
const head = (companyId: string) => headOf(pool, companyId);
const appendRaw = (companyId: string, type: string, data: unknown) => appendRawEvent(pool, companyId, type, data);

/** The rows the incremental projector makes of the company's events, from nothing, in chunks (they replace the live ones). */
async function incrementalRows(companyId: string): Promise<Record<string, string[]>> {
  for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
  await pool.query(`UPDATE projection_checkpoint SET seq = 0 WHERE company_id = $1`, [companyId]);
  await new LedgerProjector(pool, { chunk: 700, bulkEvents: Infinity }).catchUp(companyId);
  return dump(companyId);
}

const newProduct = (i: number): GeneratedEvent => {
  const productId = `fffffffb-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return { event: { type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: `Late ${i}`, note: null } }, recordedAt: new Date() };
};


/** rebuildCompany, tried again for up to 10 s while the lock is still held (RebuildRunning). */
async function rebuildOnceFree(companyId: string): Promise<number> {
  for (let tries = 0; ; tries++) {
    try {
      return await rebuildCompany(pool, companyId);
    } catch (err) {
      if (!(err instanceof RebuildRunning) || tries >= 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('rebuildCompany', () => {
  it('given live rows in place, tampered with or missing, then the rebuild leaves exactly the incremental rows (and no other company\'s)', async () => {
    const other = await createBareCompany(pool);
    await loadEvents(pool, other, generated(11, 1500));
    await new LedgerProjector(pool).catchUp(other);
    const otherRows = await dump(other);

    const companyId = await createBareCompany(pool);
    const n = await loadEvents(pool, companyId, generated(12, 6000));
    const expected = await incrementalRows(companyId);
    expect(expected.rm_slip.length).toBeGreaterThan(1000);

    // In place: nothing to rewrite.
    let timings: RebuildTimings = {};
    expect(await rebuildCompany(pool, companyId, undefined, timings)).toBe(n);
    expect(await dump(companyId)).toEqual(expected);
    expect({ deleted: timings['deleted rows'], inserted: timings['inserted rows'] }).toEqual({ deleted: 0, inserted: 0 });

    // Tampered with: changed values (NULLs included), rows gone, a row that should not be there.
    await pool.query(`UPDATE rm_slip SET note = 'tampered' WHERE company_id = $1 AND id IN (SELECT id FROM rm_slip WHERE company_id = $1 LIMIT 5)`, [companyId]);
    await pool.query(`UPDATE rm_slip SET challan_no = NULL WHERE company_id = $1 AND challan_no IS NOT NULL AND id IN (SELECT id FROM rm_slip WHERE company_id = $1 AND challan_no IS NOT NULL LIMIT 3)`, [companyId]);
    await pool.query(`UPDATE rm_company_month SET closing_stock_quantity = closing_stock_quantity + 0.001 WHERE company_id = $1`, [companyId]);
    await pool.query(`DELETE FROM rm_sub_party_month WHERE company_id = $1 AND sub_party_id IN (SELECT sub_party_id FROM rm_sub_party_month WHERE company_id = $1 LIMIT 1)`, [companyId]);
    await pool.query(`UPDATE rm_party SET note = NULL WHERE company_id = $1`, [companyId]);
    await pool.query(`UPDATE rm_party SET note = 'x' WHERE company_id = $1 AND id IN (SELECT id FROM rm_party WHERE company_id = $1 LIMIT 2)`, [companyId]);
    await pool.query(
      `INSERT INTO rm_product (company_id, id, name, note, created_at, updated_at) VALUES ($1, 'fffffffc-0000-4000-8000-000000000001', 'Ghost', NULL, now(), now())`,
      [companyId],
    );
    expect(await dump(companyId)).not.toEqual(expected);
    timings = {};
    await rebuildCompany(pool, companyId, undefined, timings);
    expect(await dump(companyId)).toEqual(expected);
    expect(timings['deleted rows']).toBeGreaterThan(20);
    expect(timings['inserted rows']).toBeGreaterThan(20);

    // Missing (never projected): written straight into the live tables.
    for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
    await pool.query(`UPDATE projection_checkpoint SET seq = 0 WHERE company_id = $1`, [companyId]);
    timings = {};
    expect(await rebuildCompany(pool, companyId, undefined, timings)).toBe(n);
    expect(await dump(companyId)).toEqual(expected);
    expect(timings['deleted rows']).toBeUndefined();
    expect(timings['written rows']).toBe(Object.values(expected).reduce((sum, rows) => sum + rows.length, 0));
    expect(await readCheckpoint(pool, companyId)).toBe(n);

    expect(await dump(other)).toEqual(otherRows);
  });

  it('given events appended while it folds, then they are in the result, with rows in place and with none', async () => {
    for (const fresh of [false, true]) {
      const companyId = await createBareCompany(pool);
      await loadEvents(pool, companyId, generated(13, 4000));
      await new LedgerProjector(pool).catchUp(companyId);
      if (fresh) for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
      let appended = false;
      const seq = await rebuildCompany(pool, companyId, async (done) => {
        // After the first chunk: the stream's snapshot is taken, so these are folded under the lock.
        if (done > 0 && !appended) {
          appended = true;
          await loadEvents(pool, companyId, [newProduct(1), newProduct(2)]);
        }
      });
      expect(appended).toBe(true);
      expect(seq).toBe(4002);
      const rebuilt = await dump(companyId);
      expect(rebuilt.rm_product.some((r) => r.includes('Late 2'))).toBe(true);
      expect({ fresh, rows: rebuilt }).toEqual({ fresh, rows: await incrementalRows(companyId) });
    }
  });

  it('given a stored value too large for its column (the guard refuses it since), then the rebuild fails writing and changes nothing', async () => {
    for (const fresh of [false, true]) {
      const companyId = await createBareCompany(pool);
      const events = [...generated(15, 3000)];
      await loadEvents(pool, companyId, events);
      await new LedgerProjector(pool).catchUp(companyId);
      const slip = events.find((g) => g.event.type === 'SlipAdded')?.event.data as Record<string, unknown>;
      await appendRaw(companyId, 'SlipAdded', { ...slip, slipId: 'fffffffe-0000-4000-8000-000000000001', grossQuantity: '999999999999999999.000' });
      if (fresh) for (const t of ALL_TABLES) await pool.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
      const before = await dump(companyId);
      const checkpoint = await readCheckpoint(pool, companyId);
      await expect(rebuildCompany(pool, companyId)).rejects.toThrow(/^Rebuild could not write the read models: numeric field overflow/);
      expect(await dump(companyId)).toEqual(before);
      expect(await readCheckpoint(pool, companyId)).toBe(checkpoint);
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    }
  });

  describe('given a stored event that the projector cannot read or fold, in the middle of the log', () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['a reference to a slip that never existed', 'SlipDeleted', { slipId: 'fffffffd-0000-4000-8000-00000000dead' }, /not found/],
      ['a payload its schema refuses', 'CashUpdated', { cashId: 'fffffffd-0000-4000-8000-00000000dead', amount: '5.5', note: null }, /amount/],
      ['a type no schema knows', 'SlipTeleported', { slipId: 'fffffffd-0000-4000-8000-00000000dead' }, /Unknown event SlipTeleported v1/],
    ];
    for (const [what, type, data, reason] of cases) {
      it(`(${what}) then the rebuild stops naming it, as the projector does, and the live rows, checkpoint and connections are unharmed`, async () => {
        const companyId = await createBareCompany(pool);
        const events = [...generated(14, 5000)];
        await loadEvents(pool, companyId, events.slice(0, 2500));
        const bad = await appendRaw(companyId, type, data);
        // Plenty after it: the stream is abandoned mid-COPY.
        await loadEvents(pool, companyId, events.slice(2500));
        // Projected in small chunks, up to just before it.
        await new LedgerProjector(pool, { chunk: 500 }).catchUp(companyId).catch(() => undefined);
        expect(await readCheckpoint(pool, companyId)).toBe(bad - 1);
        const before = await dump(companyId);
        // The incremental projector refuses the same event.
        await expect(new LedgerProjector(pool).catchUp(companyId)).rejects.toThrow(type === 'SlipDeleted' ? new RegExp(`Event ${bad} `) : reason);

        const expected = new RegExp(`^Rebuild stopped at event ${bad} \\(${type}\\): [\\s\\S]*${reason.source}`);
        await expect(rebuildCompany(pool, companyId)).rejects.toThrow(expected);
        expect(await dump(companyId)).toEqual(before);
        expect(await readCheckpoint(pool, companyId)).toBe(bad - 1);
        // Its connection was closed, not handed back mid-COPY, and the rebuild lock went with it (once its server
        // process has seen the socket close and ended: a moment, longer on a loaded machine).
        expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await expect(rebuildOnceFree(companyId)).rejects.toThrow(expected);

        // Once an operator voids it, both fold past it, to the same rows.
        await appendRaw(companyId, 'EventVoided', { voidedSeq: bad, voidedType: type, reason: 'test' });
        expect(await rebuildCompany(pool, companyId)).toBe(await head(companyId));
        expect(await dump(companyId)).toEqual(await incrementalRows(companyId));
      });
    }
  });
});
