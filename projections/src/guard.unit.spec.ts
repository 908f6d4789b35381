// Fold before commit at the reducer level: given random, often hostile event sequences offered one
// command at a time, whatever FoldGuard accepts folds from scratch (as a rebuild or a restarted
// projector would) without an error and renders rows that fit their columns. GUARD_RUNS sets the runs.
import fc from 'fast-check';
import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_DECIMAL_LENGTH, parseDecimal } from '@ledger/contract';
import type { LedgerEvent, NewEvent } from './events.ts';
import { FoldGuard, Unfoldable, checkRows, rowProblem } from './guard.ts';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, everythingDirty, render } from './ledger/render.ts';
import { emptyDirty, emptyState } from './ledger/state.ts';
import { maxDate } from '@ledger/contract';
import { fitsNumeric } from './columns.ts';

const COMPANY = '00000000-0000-4000-8000-00000000c0de';
const RUNS = Number(process.env.GUARD_RUNS ?? 200);
/** A client that serves readEvents from an in-memory log (the guard re-reads it after a refusal). */
function logClient(log: LedgerEvent[]): PoolClient {
  return {
    query: async (q: { values: [string, number, number, number] }) => {
      const [, after, until, limit] = q.values;
      const rows = log.filter((e) => e.seq > after && e.seq <= until).slice(0, limit)
        .map((e) => ({ seq: String(e.seq), type: e.type, schema_version: 1, data: e.data, recorded_at: new Date(e.recordedAt) }));
      return { rows };
    },
  } as unknown as PoolClient;
}

const ids = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(8)}-${c.repeat(4)}-4${c.repeat(3)}-8${c.repeat(3)}-${c.repeat(12)}`);
// Known ids, the same in upper case (the bug that bricked companies), and one never created.
const idArb = fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map((s) => s.toUpperCase()), fc.constant('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'));
const qtyArb = fc.oneof(fc.constantFrom('0.000', '1.500', '-5.000', '10000000.000'), fc.bigInt({ min: 0n, max: 10n ** 19n }).map((g) => `${g / 1000n}.${String(g % 1000n).padStart(3, '0')}`));
const amtArb = fc.oneof(fc.constantFrom('0.00', '12.50', '100000.00'), fc.bigInt({ min: 0n, max: 10n ** 19n }).map((p) => `${p / 100n}.${String(p % 100n).padStart(2, '0')}`));
const pctArb = fc.constantFrom('0.00', '2.50', '100.00', '999.99');
const dateArb = fc.oneof(fc.constantFrom('2026-04-03', '2026-05-01', '0000-01-01', '2100-12-31', '0001-01-01'), fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
const rates = fc.record({ workRate: amtArb, lossPercentage: pctArb, marketRate: amtArb, isLossInclusive: fc.boolean(), includeMarketRate: fc.boolean() });

const eventArb: fc.Arbitrary<NewEvent> = fc.oneof(
  fc.record({ id: idArb, sub: idArb, q: qtyArb, a: amtArb }).map(({ id, sub, q, a }) => ({ type: 'PartyAdded', streamId: `party:${id}`, data: { partyId: id, defaultSubPartyId: sub, name: 'P', note: null, openingReceivableQuantity: q, openingReceivableAmount: a } }) as NewEvent),
  fc.record({ id: idArb, q: qtyArb, a: amtArb }).map(({ id, q, a }) => ({ type: 'PartyUpdated', streamId: `party:${id}`, data: { partyId: id, name: 'P2', note: null, openingReceivableQuantity: q, openingReceivableAmount: a } }) as NewEvent),
  idArb.map((id) => ({ type: 'ProductAdded', streamId: `product:${id}`, data: { productId: id, name: 'Yarn', note: null } }) as NewEvent),
  fc.record({ slip: idArb, sub: idArb, product: idArb, date: dateArb, g: qtyArb, t: fc.constantFrom('IN', 'OUT'), rates }).map(({ slip, sub, product, date, g, t, rates: r }) => ({
    type: 'SlipAdded', streamId: `slip:${slip}`, data: { slipId: slip, itemType: t, subPartyId: sub, productId: product, issueDate: date, prefix: 'SL', slipNo: '1', grossQuantity: g, bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates: r },
  }) as NewEvent),
  fc.record({ cash: idArb, party: idArb, date: dateArb, a: amtArb }).map(({ cash, party, date, a }) => ({ type: 'CashAdded', streamId: `cash:${cash}`, data: { cashId: cash, direction: 'INWARD', partyId: party, issueDate: date, amount: a, note: null } }) as NewEvent),
  fc.record({ bill: idArb, sub: idArb, product: idArb, date: dateArb, q: qtyArb, w: amtArb, s: amtArb }).map(({ bill, sub, product, date, q, w, s }) => ({
    type: 'BillAdded', streamId: `bill:${bill}`, data: { billId: bill, kind: 'SALE_BILL', subPartyId: sub, productId: product, issueDate: date, fullBillNo: 'B1', quantity: q, workRate: w, saleRate: s, note: null },
  }) as NewEvent),
  idArb.map((id) => ({ type: 'SlipDeleted', streamId: `slip:${id}`, data: { slipId: id } }) as NewEvent),
  idArb.map((id) => ({ type: 'PartyDeleted', streamId: `party:${id}`, data: { partyId: id } }) as NewEvent),
);

describe('FoldGuard', () => {
  it('given hostile event sequences offered one command at a time, whatever it accepts folds from scratch into rows that fit', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(eventArb, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 40 }), async (commands) => {
        const guard = new FoldGuard();
        const log: LedgerEvent[] = [];
        const db = logClient(log);
        const created: NewEvent = { type: 'CompanyCreated', streamId: `company:${COMPANY}`, data: { name: 'Co', defaultPrefix: null } };
        const at = new Date('2026-04-01T00:00:00Z');
        (await guard.check(db, COMPANY, 0, [created], at)).commit();
        log.push({ ...created, seq: 1, recordedAt: at.toISOString() } as LedgerEvent);
        for (const events of commands) {
          let lease;
          try {
            lease = await guard.check(db, COMPANY, log.length, events, at);
          } catch (err) {
            expect(err).toBeInstanceOf(Unfoldable);
            refused++;
            continue;
          }
          lease.commit();
          accepted++;
          for (const e of events) log.push({ ...e, seq: log.length + 1, recordedAt: at.toISOString() } as LedgerEvent);
        }
        // A rebuild: fold the accepted log from nothing, render everything.
        const state = emptyState(COMPANY);
        for (const e of log) evolve(state, e, emptyDirty());
        expect(checkRows(render(state, everythingDirty(state), emptyCache()))).toBeNull();
      }),
      { numRuns: RUNS },
    );
    console.log(`fold guard: ${accepted} commands accepted, ${refused} refused`);
    // The generator exercises both sides.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('when an event names an id in another letter case, then it is refused', async () => {
    const guard = new FoldGuard();
    const at = new Date().toISOString();
    const created = { type: 'CompanyCreated', streamId: 'c', data: { name: 'Co', defaultPrefix: null } } as const;
    const party = { partyId: ids[0], defaultSubPartyId: ids[1], name: 'P', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' };
    const added = { type: 'PartyAdded', streamId: 'p', data: party } as const;
    const db = logClient([{ ...created, seq: 1, recordedAt: at }, { ...added, seq: 2, recordedAt: at }] as LedgerEvent[]);
    (await guard.check(db, COMPANY, 0, [created], new Date(at))).commit();
    (await guard.check(db, COMPANY, 1, [added], new Date(at))).commit();
    await expect(guard.check(db, COMPANY, 2, [{ type: 'PartyDeleted', streamId: 'p', data: { partyId: ids[0].toUpperCase() } }], new Date()))
      .rejects.toThrow(`This change cannot be recorded: party ${ids[0].toUpperCase()} not found`);
    // A refused change leaves nothing behind: the next command folds over the log as stored.
    (await guard.check(db, COMPANY, 2, [{ type: 'PartyDeleted', streamId: 'p', data: { partyId: ids[0] } }], new Date())).commit();
  });
});

describe('limits', () => {
  it('fitsNumeric counts whole digits against precision − scale', () => {
    const col = { precision: 20, scale: 2 };
    expect(fitsNumeric('999999999999999999.99', col)).toBe(true);
    expect(fitsNumeric('-999999999999999999.99', col)).toBe(true);
    expect(fitsNumeric('1000000000000000000.00', col)).toBe(false);
    expect(fitsNumeric('0000.00', col)).toBe(true);
  });

  it('rowProblem names the first column, in the row\'s own order, that cannot hold its value, also in a row of another shape', () => {
    const row = { id: 'x', issue_date: '2026-04-01', year: 2026, gross_quantity: '1.000', amount: '1.00' };
    expect(rowProblem('rm_slip', row)).toBeNull();
    const tooLarge = '1' + '0'.repeat(17) + '.000';
    expect(rowProblem('rm_slip', { ...row, gross_quantity: tooLarge, amount: '1' + '0'.repeat(18) + '.00' }))
      .toBe(`the slip's gross quantity would be ${tooLarge}, more than the ledger can hold`);
    expect(rowProblem('rm_slip', { ...row, issue_date: '0000-01-01', gross_quantity: tooLarge })).toBe('the date 0000-01-01 cannot be recorded');
    expect(rowProblem('rm_slip', { ...row, year: 40000 })).toBe('the year 40000 cannot be recorded');
    // Columns the first row of the table lacked are still checked.
    expect(rowProblem('rm_slip', { id: 'y', declared_value: '1' + '0'.repeat(18) + '.00' })).toMatch(/^the slip's declared value would be/);
  });

  it('maxDate is one year after today, 29 February going to 28 February', () => {
    expect(maxDate('2026-11-23')).toBe('2027-11-23');
    expect(maxDate('2028-02-29')).toBe('2029-02-28');
  });

  it('parseDecimal refuses a 100,003-character decimal at once and takes the longest allowed', () => {
    const started = performance.now();
    expect(parseDecimal(`0.${'0'.repeat(100_000)}1`, 2)).toBeNull();
    expect(parseDecimal(`0.${'0'.repeat(MAX_DECIMAL_LENGTH - 2)}`, 2)).toBe(0n);
    expect(parseDecimal(`0.${'0'.repeat(MAX_DECIMAL_LENGTH - 1)}`, 2)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
