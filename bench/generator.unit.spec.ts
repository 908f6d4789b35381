import { describe, expect, it } from 'vitest';
import { emptyDirty, emptyState, evolve, type LedgerEvent } from '@ledger/projections';
import { generateCompany } from './generator.ts';

describe('company generator', () => {
  it('is deterministic and every event folds (valid references only)', () => {
    const a = [...generateCompany({ seed: 7, events: 3000, parties: 30, products: 8, years: 2 })];
    const b = [...generateCompany({ seed: 7, events: 3000, parties: 30, products: 8, years: 2 })];
    expect(a).toHaveLength(3000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const state = emptyState('00000000-0000-4000-8000-000000000000');
    a.forEach((g, i) => evolve(state, { ...g.event, seq: i + 1, recordedAt: g.recordedAt.toISOString() } as LedgerEvent, emptyDirty()));
    expect(state.slips.size).toBeGreaterThan(500);
    expect(state.parties.size).toBe(30);
  });
});
