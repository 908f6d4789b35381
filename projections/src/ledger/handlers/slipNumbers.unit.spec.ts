// The next free slip number (kit.ts nextSlipNo) as the fold keeps it: one more than the highest all-digit number a
// live slip of the prefix has in the financial year of the date asked about. It is read from the numbers the fold
// counts per prefix and year (noteSlipNumber), so every change of a slip's number or date moves it: an add, an
// edit (number, prefix, date), a transfer to another date, a delete, an item deleted with its slips. Held here to
// the rule written out as a scan of every live slip, over generated histories.
import fc from 'fast-check';
import { financialYear } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '../../events.ts';
import { evolve } from '../evolve.ts';
import { discardDirty, slipNumberKey, type LedgerState } from '../state.ts';
import { base, fold, id, product, sub } from './fold-fixture.ts';
import { nextSlipNo } from './kit.ts';

const rates = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const jw = { jobWorkerChallanNo: null, jobWorkerChallanDate: null };
const body = (prefix: string, slipNo: string, issueDate: string) => ({
  issueDate, prefix, slipNo, grossQuantity: '1.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null,
});

/** The rule, as a scan of every live slip. */
function scanned(s: LedgerState, prefix: string, issueDate: string): number {
  const fy = financialYear(issueDate);
  let highest = 0;
  for (const slip of s.slips.values()) {
    if (slip.prefix !== prefix || !/^\d+$/.test(slip.slipNo) || financialYear(slip.issueDate) !== fy) continue;
    highest = Math.max(highest, Number(slip.slipNo));
  }
  return highest + 1;
}

const PREFIXES = ['SL', 'A'];
// Across two financial years (2025-26 and 2026-27), months apart within each.
const DATES = ['2026-03-31', '2026-04-01', '2026-11-20', '2025-05-02', '2027-03-31'];
const NUMBERS = ['1', '2', '3', '7', '10', '12', '007', '7a', 'B-4'];

type Step =
  | { op: 'add'; slip: number; type: 'IN' | 'OUT'; prefix: string; slipNo: string; date: string }
  | { op: 'edit'; slip: number; prefix: string; slipNo: string; date: string }
  | { op: 'transfer'; slip: number; date: string }
  | { op: 'delete'; slip: number }
  | { op: 'deleteItem'; slip: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), slip: fc.nat(7), type: fc.constantFrom('IN' as const, 'OUT' as const), prefix: fc.constantFrom(...PREFIXES), slipNo: fc.constantFrom(...NUMBERS), date: fc.constantFrom(...DATES) }),
  fc.record({ op: fc.constant('edit' as const), slip: fc.nat(7), prefix: fc.constantFrom(...PREFIXES), slipNo: fc.constantFrom(...NUMBERS), date: fc.constantFrom(...DATES) }),
  fc.record({ op: fc.constant('transfer' as const), slip: fc.nat(7), date: fc.constantFrom(...DATES) }),
  fc.record({ op: fc.constant('delete' as const), slip: fc.nat(7) }),
  fc.record({ op: fc.constant('deleteItem' as const), slip: fc.nat(7) }),
);

/** The steps folded in order, each as its event where it applies (an edit of a live slip, an add of a new one). */
function folded(steps: Step[]): LedgerState {
  const state = fold(base);
  let seq = base.length;
  const apply = (type: string, data: object) =>
    evolve(state, { type, data, seq: ++seq, recordedAt: '2026-11-23T06:30:00.000Z' } as LedgerEvent, discardDirty());
  const slipIds = new Map<number, string>();
  for (const s of steps) {
    const slip = state.slips.get(slipIds.get(s.slip) ?? '');
    if (s.op === 'add') {
      if (slip) continue;
      const slipId = id(100 + seq);
      slipIds.set(s.slip, slipId);
      apply('SlipAdded', { slipId, itemType: s.type, subPartyId: sub, productId: product, ...body(s.prefix, s.slipNo, s.date), rates, challanNo: null, ...jw });
      continue;
    }
    if (!slip) continue;
    if (s.op === 'edit') apply('SlipUpdated', { slipId: slip.id, ...body(s.prefix, s.slipNo, s.date), ...jw });
    if (s.op === 'transfer') {
      const itemType = state.items.get(slip.itemId)?.itemType === 'IN' ? 'OUT' : 'IN';
      apply('SlipTransferred', { slipId: slip.id, itemType, issueDate: s.date });
    }
    if (s.op === 'delete') apply('SlipDeleted', { slipId: slip.id });
    // The slip's item, with every slip in it.
    if (s.op === 'deleteItem') apply('JobWorkItemDeleted', { itemId: slip.itemId });
  }
  return state;
}

describe('the next slip number', () => {
  it('given a few slips, when the latest is deleted, renumbered or moved to another year, then the next number follows the highest still there', () => {
    const add = (n: number, slipNo: string, date: string, prefix = 'SL') =>
      ({ type: 'SlipAdded', data: { slipId: id(n), itemType: 'IN', subPartyId: sub, productId: product, ...body(prefix, slipNo, date), rates, challanNo: null, ...jw } });
    const given = [...base, add(11, '4', '2026-05-01'), add(12, '9', '2026-06-01'), add(13, '9', '2026-07-01'), add(14, '7a', '2026-07-02'), add(15, '50', '2026-03-31')];
    expect(nextSlipNo(fold(given), 'SL', '2026-11-25')).toBe(10);
    // Two slips numbered 9: the next stays 10 until both are gone.
    expect(nextSlipNo(fold([...given, { type: 'SlipDeleted', data: { slipId: id(12) } }]), 'SL', '2026-11-25')).toBe(10);
    const bothGone = [...given, { type: 'SlipDeleted', data: { slipId: id(12) } }, { type: 'SlipDeleted', data: { slipId: id(13) } }];
    expect(nextSlipNo(fold(bothGone), 'SL', '2026-11-25')).toBe(5);
    // Renumbered, or given another prefix.
    expect(nextSlipNo(fold([...bothGone, { type: 'SlipUpdated', data: { slipId: id(11), ...body('SL', '21', '2026-05-01'), ...jw } }]), 'SL', '2026-11-25')).toBe(22);
    expect(nextSlipNo(fold([...bothGone, { type: 'SlipUpdated', data: { slipId: id(11), ...body('A', '4', '2026-05-01'), ...jw } }]), 'SL', '2026-11-25')).toBe(1);
    // Moved into the year before (2025-26, where 50 is): counted there, no longer in 2026-27.
    const moved = fold([...bothGone, { type: 'SlipTransferred', data: { slipId: id(11), itemType: 'OUT', issueDate: '2026-03-01' } }]);
    expect([nextSlipNo(moved, 'SL', '2026-11-25'), nextSlipNo(moved, 'SL', '2026-03-31')]).toEqual([1, 51]);
  });

  it('given any history of adds, edits, transfers and deletes, then the next number of every prefix and year is the scan of the live slips', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const state = folded(steps);
        for (const prefix of PREFIXES) {
          for (const date of DATES) expect(nextSlipNo(state, prefix, date)).toBe(scanned(state, prefix, date));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('given any history of adds, edits, transfers and deletes, then every live slip is listed once under its number and once in its item, and nothing else is', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const state = folded(steps);
        const byNumber = new Map<string, string[]>();
        const byItem = new Map<string, string[]>();
        for (const slip of state.slips.values()) {
          const key = slipNumberKey(slip.prefix, slip.slipNo);
          byNumber.set(key, [...(byNumber.get(key) ?? []), slip.id]);
          byItem.set(slip.itemId, [...(byItem.get(slip.itemId) ?? []), slip.id]);
        }
        const sorted = (m: Map<string, string[]>) => new Map([...m].filter(([, ids]) => ids.length).map(([k, ids]) => [k, [...ids].sort()]));
        expect(sorted(state.slipsByNumber)).toEqual(sorted(byNumber));
        // An item whose slips are all gone stays, with none.
        expect(sorted(new Map([...state.items].map(([itemId, item]) => [itemId, item.slipIds])))).toEqual(sorted(byItem));
      }),
      { numRuns: 300 },
    );
  });

  it('given a slip, when an event adds a slip with its id again, then the fold stops there', () => {
    const add = { type: 'SlipAdded', data: { slipId: id(11), itemType: 'IN', subPartyId: sub, productId: product, ...body('SL', '1', '2026-05-01'), rates, challanNo: null, ...jw } };
    expect(() => fold([...base, add, { ...add, data: { ...add.data, slipNo: '2' } }])).toThrow(`Event ${base.length + 2}: slip ${id(11)} already exists`);
  });
});
