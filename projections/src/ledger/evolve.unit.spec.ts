// Focused reducer tests for the bugs the property test (ledger.property.unit.spec.ts) found.
import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '../events.ts';
import { evolve, itemIdFor } from './evolve.ts';
import { toYm } from './months.ts';
import { emptyCache, everythingDirty, render, type MonthRows } from './render.ts';
import { emptyDirty, emptyState } from './state.ts';

const C = '00000000-0000-4000-8000-00000000c0de';
const PARTY = '00000000-0000-4000-8000-000000000001';
const SUB = '00000000-0000-4000-8000-000000000002';
const PRODUCT = '00000000-0000-4000-8000-000000000003';
const SLIP = '00000000-0000-4000-8000-000000000004';
const CASH = '00000000-0000-4000-8000-000000000005';
const AT = '2026-01-10T06:00:00.000Z';

type Data<T extends LedgerEvent['type']> = Extract<LedgerEvent, { type: T }>['data'];
let seq = 0;
const ev = <T extends LedgerEvent['type']>(type: T, data: Data<T>): LedgerEvent => ({ type, data, seq: ++seq, recordedAt: AT }) as LedgerEvent;

const setup = (): LedgerEvent[] => [
  ev('CompanyCreated', { name: 'Acme', defaultPrefix: null }),
  ev('ProductAdded', { productId: PRODUCT, name: 'Pipe', note: null }),
  ev('PartyAdded', {
    partyId: PARTY, defaultSubPartyId: SUB, name: 'Shree', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '100.00',
  }),
];
const rates = { workRate: '1.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const slip = (issueDate: string) => ev('SlipAdded', {
  slipId: SLIP, itemType: 'OUT', subPartyId: SUB, productId: PRODUCT, issueDate, prefix: 'SL', slipNo: '1',
  grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates,
});

/** Given events already projected, when `more` arrive, then: the party-month months written from the batch on. */
function projectInTwoBatches(given: LedgerEvent[], more: LedgerEvent[]) {
  const state = emptyState(C);
  const first = emptyDirty();
  for (const e of given) evolve(state, e, first);
  const cache = emptyCache();
  render(state, first, cache);
  const dirty = emptyDirty();
  for (const e of more) evolve(state, e, dirty);
  const rebuilt = render(state, everythingDirty(state), emptyCache());
  return { state, dirty, changes: render(state, dirty, cache), rebuilt };
}
const months = (parts: MonthRows[]) => parts.flatMap((p) => p.rows.map((r) => `${r.year}-${r.month}`));

describe('evolve: months that appear or vanish between the last month and a new one', () => {
  it('given a party whose last month is January, when a slip is dated March, then February is rewritten too', () => {
    const { dirty, changes } = projectInTwoBatches(setup(), [slip('2026-03-05')]);
    expect(dirty.partyFrom.get(PARTY)).toBe(toYm(2026, 2));
    expect(dirty.companyFrom).toBe(toYm(2026, 2));
    expect(months(changes.partyMonths)).toEqual(['2026-2', '2026-3']);
    expect(changes.companyMonths?.rows.map((r) => r.month)).toEqual([2, 3]);
  });

  it('given cash in January and in April, when the April cash is deleted, then February and March are removed too', () => {
    const cash = (cashId: string, issueDate: string) => ev('CashAdded', { cashId, direction: 'INWARD', partyId: PARTY, issueDate, amount: '5.00', note: null });
    const { dirty, changes, rebuilt } = projectInTwoBatches([...setup(), cash(CASH, '2026-01-20'), cash(SLIP, '2026-04-02')], [ev('CashDeleted', { cashId: SLIP })]);
    // The writer deletes the party's rows from February on and writes none back: January is the last month.
    expect(dirty.partyFrom.get(PARTY)).toBe(toYm(2026, 2));
    expect(changes.partyMonths).toEqual([{ partyId: PARTY, fromYm: toYm(2026, 2), rows: [] }]);
    expect(months(rebuilt.partyMonths)).toEqual(['2026-1']);
  });
});

describe('evolve: a party added months after the company\'s last month', () => {
  it('given a company whose last month is January, when a party is added in April, then February and March are written too', () => {
    const later = { ...ev('PartyAdded', {
      partyId: CASH, defaultSubPartyId: SLIP, name: 'Later', note: null, openingReceivableQuantity: '1.000', openingReceivableAmount: '0.00',
    }), recordedAt: '2026-04-02T06:00:00.000Z' } as LedgerEvent;
    const { dirty, changes, rebuilt } = projectInTwoBatches(setup(), [later]);
    expect(dirty.companyFrom).toBe(toYm(2026, 2));
    expect(changes.companyMonths?.rows.map((r) => r.month)).toEqual([2, 3, 4]);
    expect(rebuilt.companyMonths?.rows.map((r) => r.month)).toEqual([1, 2, 3, 4]);
  });
});

describe('evolve: deleting a party', () => {
  it('given a party whose only slip was deleted (an empty item remains), when the party is deleted, then its item goes with it', () => {
    const given = [...setup(), slip('2026-01-15'), ev('SlipDeleted', { slipId: SLIP })];
    const { state, changes } = projectInTwoBatches(given, [ev('PartyDeleted', { partyId: PARTY })]);
    const itemId = itemIdFor(SUB, PRODUCT, toYm(2026, 1), 'OUT');
    expect(state.items.has(itemId)).toBe(false);
    expect(state.parties.has(PARTY)).toBe(false);
    expect(changes.deletes.rm_job_work_item).toEqual([itemId]);
    expect(changes.deletes.rm_party).toEqual([PARTY]);
  });

  it('given a party with a live slip, when a PartyDeleted event arrives, then the reducer refuses it', () => {
    const state = emptyState(C);
    const dirty = emptyDirty();
    for (const e of [...setup(), slip('2026-01-15')]) evolve(state, e, dirty);
    expect(() => evolve(state, ev('PartyDeleted', { partyId: PARTY }), dirty)).toThrow(/party has documents/);
  });
});

describe('render: a catch-up that remembers the month rows it wrote', () => {
  const cash = (cashId: string, issueDate: string) => ev('CashAdded', { cashId, direction: 'INWARD', partyId: PARTY, issueDate, amount: '5.00', note: null });
  const batch = (state: ReturnType<typeof emptyState>, cache: ReturnType<typeof emptyCache>, events: LedgerEvent[]) => {
    const dirty = emptyDirty();
    for (const e of events) evolve(state, e, dirty);
    return render(state, dirty, cache);
  };

  it('given April cash written, when it is deleted and then added again alike, then February to April are written again', () => {
    const state = emptyState(C);
    const cache = emptyCache({ diff: true });
    batch(state, cache, [...setup(), cash(CASH, '2026-01-20'), cash(SLIP, '2026-04-02')]);
    // The months after January go (the writer deletes them: nothing covers them any more) …
    const gone = batch(state, cache, [ev('CashDeleted', { cashId: SLIP })]);
    expect(months(gone.partyMonths)).toEqual([]);
    expect(gone.partyMonths[0]).toMatchObject({ fromYm: toYm(2026, 2), ranges: new Map() });
    // … so when they come back with the same figures they must be written, not taken as unchanged.
    const back = batch(state, cache, [cash('00000000-0000-4000-8000-000000000006', '2026-04-02')]);
    expect(months(back.partyMonths)).toEqual(['2026-2', '2026-3', '2026-4']);
  });

  it('given a back-dated cash in January, then only the months whose figures changed are written, and the range covers all', () => {
    const state = emptyState(C);
    const cache = emptyCache({ diff: true });
    batch(state, cache, [...setup(), cash(CASH, '2026-01-20'), cash(SLIP, '2026-04-02')]);
    const changes = batch(state, cache, [ev('CashUpdated', { cashId: CASH, amount: '5.00', note: 'same amount' })]);
    expect(months(changes.partyMonths)).toEqual([]);
    expect(changes.partyMonths[0].ranges).toEqual(new Map([[PARTY, { lo: toYm(2026, 1), hi: toYm(2026, 4) }]]));
    const moved = batch(state, cache, [ev('CashUpdated', { cashId: CASH, amount: '7.00', note: null })]);
    // Every month from January carries the new balance.
    expect(months(moved.partyMonths)).toEqual(['2026-1', '2026-2', '2026-3', '2026-4']);
  });
});
