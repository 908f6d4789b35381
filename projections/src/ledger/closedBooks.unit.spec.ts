// Verify's closed-books check: the fingerprints a close records are those of the closed months' party-month
// rows as render gives them; a closed month whose rows no longer fold to its fingerprint is reported.
import { describe, expect, it } from 'vitest';
import { closedMonthDifferences } from '../verify.ts';
import { closedMonthFingerprints, monthClosedBy } from './closedBooks.ts';
import { evolve } from './evolve.ts';
import { emptyCache, everythingDirty, render } from './render.ts';
import { discardDirty, emptyState, type LedgerState } from './state.ts';
import type { LedgerEvent } from '../events.ts';

const P = '0000000a-0000-4000-8000-000000000001';
const S = '0000000a-0000-4000-8000-000000000002';
const C = '0000000a-0000-4000-8000-000000000003';

function company(cashAmount: string): LedgerState {
  const s = emptyState('0000000a-0000-4000-8000-00000000c0de');
  const events = [
    { type: 'CompanyCreated', data: { name: 'Acme', defaultPrefix: null } },
    { type: 'PartyAdded', data: { partyId: P, defaultSubPartyId: S, name: 'Shree', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '1000.00' } },
    { type: 'CashAdded', data: { cashId: C, direction: 'INWARD', partyId: P, issueDate: '2026-04-20', amount: cashAmount, note: null } },
  ];
  events.forEach((e, i) => evolve(s, { ...e, seq: i + 1, recordedAt: '2026-04-01T06:00:00Z' } as LedgerEvent, discardDirty()));
  return s;
}

describe('closed months and their fingerprints', () => {
  it('a month is closed as a whole when its last day is on or before the date', () => {
    expect(monthClosedBy('2026-04', '2026-04-30')).toBe(true);
    expect(monthClosedBy('2026-04', '2026-04-29')).toBe(false);
    expect(monthClosedBy('2026-02', '2026-02-28')).toBe(true);
  });

  it('given books closed with the fingerprints of that moment, Verify finds nothing; given April folding to other figures, it names April', () => {
    const s = company('500.00');
    const months = closedMonthFingerprints(s, '2026-05-31');
    // May only carries April's balance (no movement): no fingerprint.
    expect(Object.keys(months)).toEqual(['2026-04']);
    s.closedBooks = { upTo: '2026-05-31', months };
    expect(closedMonthDifferences(s, render(s, everythingDirty(s), emptyCache()))).toEqual([]);
    // The same log folding to another April (as a change of figures.ts or a stray event would make it).
    const other = company('600.00');
    other.closedBooks = { upTo: '2026-05-31', months };
    const found = closedMonthDifferences(other, render(other, everythingDirty(other), emptyCache()));
    expect(found.map((d) => d.key.month)).toEqual(['2026-04']);
    expect(found[0]).toMatchObject({ table: 'closed_books', field: 'fingerprint', live: months['2026-04'] });
  });
});
