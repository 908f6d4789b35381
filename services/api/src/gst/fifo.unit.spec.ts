// FIFO matching and ageing on a hand-computed history (grams; dates in 2025–26):
//   01-04-2025 OUT  SL-1  100.000 KG  → with party: 100 (SL-1)
//   10-05-2025 IN   SL-2   30.000 KG  → settles 30 of SL-1 → with party: 70 (SL-1)
//   01-06-2025 OUT  SL-3   50.000 KG  → with party: 70 (SL-1), 50 (SL-3)
//   15-07-2025 IN   SL-4  100.000 KG  → settles 70 of SL-1, 30 of SL-3 → with party: 20 (SL-3)
//   01-08-2025 IN   SL-5   45.000 KG  → settles 20 of SL-3, 25 left → with us: 25 (SL-5)
//   01-09-2025 OUT  SL-6   10.000 KG  → settles 10 of SL-5 → with us: 15 (SL-5)
// Open on 01-04-2026: with us 15.000 KG from SL-5 (243 days: bucket 181–365).
import { describe, expect, it } from 'vitest';
import { daysBetween } from '@ledger/contract';
import { bucketOf, matchFifo, type Movement, type NamedReturn } from './fifo.ts';

const kg = (n: number) => BigInt(Math.round(n * 1000));
const m = (number: string, date: string, type: 'IN' | 'OUT', quantity: number, productId = 'pipe'): Movement =>
  ({ id: number, number, date, type, grams: kg(quantity), challanNo: type === 'OUT' ? `DC/${number}` : null, productId });
/** The party's opening quantity: one lot of no product, our goods with the party when positive. */
const opening = (date: string, quantity: number): Movement =>
  ({ id: 'opening', number: '', date, type: quantity > 0 ? 'OUT' : 'IN', grams: kg(Math.abs(quantity)), challanNo: null, productId: null });

describe('FIFO matching', () => {
  const history = [
    m('SL-1', '2025-04-01', 'OUT', 100), m('SL-2', '2025-05-10', 'IN', 30), m('SL-3', '2025-06-01', 'OUT', 50),
    m('SL-4', '2025-07-15', 'IN', 100), m('SL-5', '2025-08-01', 'IN', 45), m('SL-6', '2025-09-01', 'OUT', 10),
  ];

  it('settles the oldest open lot first, both ways, and leaves the hand-computed lot open', () => {
    const r = matchFifo([...history].reverse()); // order given does not matter across dates
    expect(r.open.map((l) => [l.direction, l.from.number, l.grams])).toEqual([['WITH_US', 'SL-5', kg(15)]]);
    expect(r.matches.map((x) => [x.sent.number, x.received.number, x.grams])).toEqual([
      ['SL-1', 'SL-2', kg(30)], ['SL-1', 'SL-4', kg(70)], ['SL-3', 'SL-4', kg(30)], ['SL-3', 'SL-5', kg(20)],
    ]);
    expect(daysBetween('2025-08-01', '2026-04-01')).toBe(243);
    expect(bucketOf(243)).toBe('181-365');
  });

  it('what is open sums to the balance: OUT − IN', () => {
    const r = matchFifo(history);
    const net = r.open.reduce((s, l) => s + (l.direction === 'WITH_PARTY' ? l.grams : -l.grams), 0n);
    expect(net).toBe(kg(100 - 30 + 50 - 100 - 45 + 10));
  });

  it('stopping before SL-4: with party 70 from SL-1 (aged 91–180 on 01-07-2025) and 50 from SL-3', () => {
    const r = matchFifo(history.slice(0, 3));
    expect(r.open.map((l) => [l.from.number, l.grams])).toEqual([['SL-1', kg(70)], ['SL-3', kg(50)]]);
    expect(bucketOf(daysBetween('2025-04-01', '2025-07-01'))).toBe('91-180');
  });

  it('buckets: 90 | 91, 180 | 181, 365 | 366', () => {
    expect([90, 91, 180, 181, 365, 366].map(bucketOf)).toEqual(['0-90', '91-180', '91-180', '181-365', '181-365', 'over-365']);
  });

  // The opening quantity settles first, whatever the product; products do not settle each other.
  //   opening 01-03-2025  −40 KG: the party's goods with us → with us: 40 (opening)
  //   01-04-2025 OUT SL-1 pipe 100 → settles the opening's 40 → with party: 60 (SL-1)
  //   01-05-2025 IN  SL-2 granules 25 → with us: 25 (SL-2, granules): the pipe sent does not settle it
  //   01-06-2025 IN  SL-3 pipe 10 → settles 10 of SL-1 → with party: 50 (SL-1)
  // Open: with party 50 (SL-1), with us 25 (SL-2); net 25 = −40 + 100 − 25 − 10, the balance.
  it('the opening quantity is the oldest lot and nets with the slips to the balance', () => {
    const moves = [m('SL-1', '2025-04-01', 'OUT', 100), m('SL-2', '2025-05-01', 'IN', 25, 'granules'), m('SL-3', '2025-06-01', 'IN', 10)];
    const r = matchFifo(moves, opening('2025-03-01', -40));
    expect(r.open.map((l) => [l.direction, l.from.number, l.grams])).toEqual([['WITH_PARTY', 'SL-1', kg(50)], ['WITH_US', 'SL-2', kg(25)]]);
    expect(r.matches.map((x) => [x.sent.number, x.received.number, x.grams])).toEqual([['SL-1', 'SL-3', kg(10)]]);
    const net = r.open.reduce((s, l) => s + (l.direction === 'WITH_PARTY' ? l.grams : -l.grams), 0n);
    expect(net).toBe(kg(-40 + 100 - 25 - 10));
  });

  // opening +35 (our goods with the party); OUT SL-1 pipe 30; IN SL-2 granules 50 settles the opening's 35
  // and, the pipe being another product, leaves 15 with us. Net 30 − 15 = 35 + 30 − 50.
  it('a positive opening (our goods with the party) is settled first by what comes back, of any product', () => {
    const r = matchFifo([m('SL-1', '2025-04-01', 'OUT', 30), m('SL-2', '2025-05-01', 'IN', 50, 'granules')], opening('2025-03-01', 35));
    expect(r.matches.map((x) => [x.sent.id, x.received.number, x.grams])).toEqual([['opening', 'SL-2', kg(35)]]);
    expect(r.open.map((l) => [l.direction, l.from.number, l.grams])).toEqual([['WITH_PARTY', 'SL-1', kg(30)], ['WITH_US', 'SL-2', kg(15)]]);
  });

  // Named returns (issue 30, part 1): taken first, FIFO fills the rest; partial and many-to-many.
  //   01-04 OUT SL-1 100 · 01-05 OUT SL-2 50
  //   01-06 IN  SL-3 60, naming SL-2 30 → 30 of SL-2 (named), 30 of SL-1 (FIFO) → SL-1 70, SL-2 20 open
  //   01-07 IN  SL-4 80, naming SL-2 20 and SL-1 10 → 20 of SL-2 (SL-2 done: returned by two IN slips), 10 of SL-1,
  //         then FIFO 50 of SL-1 → SL-1 10 open. Net 10 = 100 + 50 − 60 − 80.
  describe('named returns', () => {
    const name = (received: string, sent: string, quantity: number): NamedReturn => ({ received, sent, grams: kg(quantity) });
    const pairs = (r: ReturnType<typeof matchFifo>) => r.matches.map((x) => [x.sent.number, x.received.number, x.grams]);
    const open = (r: ReturnType<typeof matchFifo>) => r.open.map((l) => [l.direction, l.from.number, l.grams]);

    it('an IN slip returning parts of two OUT slips, an OUT slip returned by two IN slips: names first, FIFO the rest', () => {
      const moves = [m('SL-1', '2025-04-01', 'OUT', 100), m('SL-2', '2025-05-01', 'OUT', 50), m('SL-3', '2025-06-01', 'IN', 60), m('SL-4', '2025-07-01', 'IN', 80)];
      const r = matchFifo(moves, null, [name('SL-3', 'SL-2', 30), name('SL-4', 'SL-2', 20), name('SL-4', 'SL-1', 10)]);
      expect(pairs(r)).toEqual([['SL-2', 'SL-3', kg(30)], ['SL-1', 'SL-3', kg(30)], ['SL-2', 'SL-4', kg(20)], ['SL-1', 'SL-4', kg(10)], ['SL-1', 'SL-4', kg(50)]]);
      expect(open(r)).toEqual([['WITH_PARTY', 'SL-1', kg(10)]]);
      // Without names the same slips match first in, first out.
      expect(pairs(matchFifo(moves))).toEqual([['SL-1', 'SL-3', kg(60)], ['SL-1', 'SL-4', kg(40)], ['SL-2', 'SL-4', kg(40)]]);
    });

    it('what a later IN slip names is kept from an earlier one\'s FIFO', () => {
      // 01-04 OUT SL-1 100; 01-05 IN SL-2 100 names nothing; 01-06 IN SL-3 40 names SL-1 40: SL-2 settles only the
      // 60 not kept, 40 of SL-2 stays with us; SL-3 takes its 40. Net −40 = 100 − 100 − 40.
      const moves = [m('SL-1', '2025-04-01', 'OUT', 100), m('SL-2', '2025-05-01', 'IN', 100), m('SL-3', '2025-06-01', 'IN', 40)];
      const r = matchFifo(moves, null, [name('SL-3', 'SL-1', 40)]);
      expect(pairs(r)).toEqual([['SL-1', 'SL-2', kg(60)], ['SL-1', 'SL-3', kg(40)]]);
      expect(open(r)).toEqual([['WITH_US', 'SL-2', kg(40)]]);
    });

    it('never overdraws: more named than the IN slip brings frees the rest for FIFO; a later OUT slip or another product is not honoured', () => {
      const moves = [m('SL-1', '2025-04-01', 'OUT', 100), m('SL-2', '2025-05-01', 'IN', 30), m('SL-3', '2025-06-01', 'IN', 70)];
      expect(pairs(matchFifo(moves, null, [name('SL-2', 'SL-1', 50)]))).toEqual([['SL-1', 'SL-2', kg(30)], ['SL-1', 'SL-3', kg(70)]]);
      const later = [m('SL-1', '2025-04-01', 'OUT', 10), m('SL-2', '2025-05-01', 'IN', 10), m('SL-3', '2025-06-01', 'OUT', 10), m('SL-4', '2025-04-02', 'OUT', 10, 'granules')];
      const r = matchFifo(later, null, [name('SL-2', 'SL-3', 10), name('SL-2', 'SL-4', 10)]);
      expect(pairs(r)).toEqual([['SL-1', 'SL-2', kg(10)]]);
      expect(open(r)).toEqual([['WITH_PARTY', 'SL-3', kg(10)], ['WITH_PARTY', 'SL-4', kg(10)]]);
    });
  });
});
