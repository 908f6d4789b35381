// A catch-up far behind (LedgerProjector.catchUp with a backlog of at least bulkEvents, larger than what
// is projected) takes the bulk path (projections/src/reproject.ts, as a rebuild): one transaction, rows
// streamed with COPY. Whatever the company held, it leaves exactly the rows the chunked catch-up makes,
// and a stored event the projector refuses ends it as the chunked catch-up ends: the same error, the same
// checkpoint, the same rows (the bulk path wrote nothing; the chunks projected up to the fault).
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerProjector, readCheckpoint } from '@ledger/projections';
import { generateCompany, type GeneratedEvent } from '../../bench/generator.ts';
import { createBareCompany, loadEvents } from '../../bench/loader.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { appendRaw as appendRawEvent, dumpRows, notified as notifiedWhile } from '../support/read-models.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

const RUNS = Number(process.env.CATCH_UP_RUNS ?? 4);

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 4);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const generated = (seed: number, events: number) => [...generateCompany({ seed, events, parties: 12, products: 4, years: 2 })];
/** Far behind from 1,000 events; chunks of 300 (so that chunks would take several transactions). */
const bulk = () => new LedgerProjector(pool, { chunk: 300, bulkEvents: 1000 });
const chunked = () => new LedgerProjector(pool, { chunk: 300, bulkEvents: Infinity });

const dump = (companyId: string) => dumpRows(pool, companyId, { anonymise: true });
const appendRaw = (companyId: string, type: string, data: unknown) => appendRawEvent(pool, companyId, type, data);
const notified = (work: () => Promise<unknown>) => notifiedWhile(db.url, work);

/** Two companies with the same events up to `upTo`, the first `projected` of them projected by chunks. */
async function twins(events: GeneratedEvent[], projected: number, upTo = events.length): Promise<[string, string]> {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const id = await createBareCompany(pool);
    await loadEvents(pool, id, events.slice(0, projected));
    if (projected) await chunked().catchUp(id);
    await loadEvents(pool, id, events.slice(projected, upTo));
    ids.push(id);
  }
  return ids as [string, string];
}

describe('catch-up far behind', () => {
  it('given a company with nothing projected, or a part, and a backlog larger than that, then one transaction leaves exactly the rows of the chunked catch-up, and the next catch-up goes on from its state', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2200, max: 3000 }), fc.double({ min: 0, max: 0.45, noNaN: true }),
      async (seed, n, part) => {
        const events = generated(seed, n);
        const projected = Math.floor(n * part);
        const upTo = n - 150;
        const [a, b] = await twins(events, projected, upTo);
        const projector = bulk();
        const heard = await notified(() => projector.catchUp(a));
        // One transaction to the head (chunks of 300 would have been several).
        expect(heard).toEqual([`${a}:${upTo}`]);
        expect(await readCheckpoint(pool, a)).toBe(upTo);
        await chunked().catchUp(b);
        expect(await dump(a)).toEqual(await dump(b));
        // Caught up: the next catch-up writes nothing; after more events, it projects them from the state it kept.
        expect(await notified(() => projector.catchUp(a))).toEqual([]);
        for (const id of [a, b]) await loadEvents(pool, id, events.slice(upTo));
        expect(await notified(() => projector.catchUp(a))).toEqual([`${a}:${n}`]);
        await chunked().catchUp(b);
        expect(await dump(a)).toEqual(await dump(b));
      },
    ), { numRuns: RUNS });
  });

  it('given a backlog smaller than what is projected, then it is projected in chunks as before', async () => {
    const events = generated(7, 2400);
    const [a] = await twins(events, 1300);
    const heard = await notified(() => bulk().catchUp(a));
    expect(heard.length).toBe(Math.ceil(1100 / 300));
  });

  describe('given a stored event that the projector cannot read, fold or fit in its rows, in the middle of the backlog', () => {
    const cases: Array<[string, (e: GeneratedEvent[]) => [string, unknown]]> = [
      ['a reference to a slip that never existed', () => ['SlipDeleted', { slipId: 'fffffffd-0000-4000-8000-00000000dead' }]],
      ['a payload its schema refuses', () => ['CashUpdated', { cashId: 'fffffffd-0000-4000-8000-00000000dead', amount: '5.5', note: null }]],
      ['a type no schema knows', () => ['SlipTeleported', { slipId: 'fffffffd-0000-4000-8000-00000000dead' }]],
      ['a value too large for its column', (events) => {
        const slip = events.find((g) => g.event.type === 'SlipAdded')?.event.data as Record<string, unknown>;
        return ['SlipAdded', { ...slip, slipId: 'fffffffe-0000-4000-8000-000000000001', grossQuantity: '999999999999999999.000' }];
      }],
    ];
    for (const [what, bad] of cases) {
      it(`(${what}) then the catch-up fails as the chunked one does: same error, checkpoint and rows`, async () => {
        const events = generated(21, 2400);
        const [type, data] = bad(events);
        const ids: string[] = [];
        for (let i = 0; i < 2; i++) {
          const id = await createBareCompany(pool);
          await loadEvents(pool, id, events.slice(0, 1200));
          await appendRaw(id, type, data);
          await loadEvents(pool, id, events.slice(1200));
          ids.push(id);
        }
        const [a, b] = ids;
        const failure = async (p: Promise<unknown>, id: string) => {
          const err = await p.then(() => null, (e: Error) => e);
          return err && err.message.replaceAll(id, 'C');
        };
        const expected = await failure(chunked().catchUp(b), b);
        expect(expected).not.toBeNull();
        // The bulk path says why it gave up (the process logs it), then the chunks fail at the fault.
        const told: string[] = [];
        const telling = new LedgerProjector(pool, { chunk: 300, bulkEvents: 1000, onBulkFailure: (id, err) => told.push(`${id === a ? 'C' : id}: ${err.message}`) });
        expect(await failure(telling.catchUp(a), a)).toBe(expected);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatch(/^C: ./);
        expect(await readCheckpoint(pool, a)).toBe(await readCheckpoint(pool, b));
        expect(await readCheckpoint(pool, a)).toBeLessThanOrEqual(1200);
        expect(await dump(a)).toEqual(await dump(b));
        // The bulk path's connection was not handed back mid-COPY.
        for (let i = 0; i < 4; i++) expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      });
    }
  });
});
