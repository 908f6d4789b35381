// FIFO matching and ageing on a hand-computed history (grams; dates in 2025–26):
//   01-04-2025 OUT  SL-1  100.000 KG  → with party: 100 (SL-1)
//   10-05-2025 IN   SL-2   30.000 KG  → settles 30 of SL-1 → with party: 70 (SL-1)
//   01-06-2025 OUT  SL-3   50.000 KG  → with party: 70 (SL-1), 50 (SL-3)
//   15-07-2025 IN   SL-4  100.000 KG  → settles 70 of SL-1, 30 of SL-3 → with party: 20 (SL-3)
//   01-08-2025 IN   SL-5   45.000 KG  → settles 20 of SL-3, 25 left → with us: 25 (SL-5)
//   01-09-2025 OUT  SL-6   10.000 KG  → settles 10 of SL-5 → with us: 15 (SL-5)
// Open on 01-04-2026: with us 15.000 KG from SL-5 (243 days: bucket 181–365).
import { describe, expect, it } from 'vitest';
import { bucketOf, daysBetween, matchFifo, type Movement } from './fifo.ts';

const kg = (n: number) => BigInt(Math.round(n * 1000));
const m = (number: string, date: string, type: 'IN' | 'OUT', quantity: number): Movement =>
  ({ id: number, number, date, type, grams: kg(quantity), challanNo: type === 'OUT' ? `DC/${number}` : null });

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
});
