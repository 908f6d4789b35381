// Which tables a bulk write leaves with stale planner statistics: autovacuum's own rule (50 rows + 10 % of the rows
// at the last analyze), applied at once instead of at its next round.
import { describe, expect, it } from 'vitest';
import { staleAfter } from './reproject.ts';

describe('staleAfter', () => {
  it('given tables never analyzed (reltuples -1), then more than 50 rows inserted make one stale', () => {
    const known = new Map([['rm_slip', -1], ['rm_bill', -1], ['rm_cash', -1]]);
    expect(staleAfter({ rm_slip: 51, rm_bill: 50, rm_cash: 0 }, known)).toEqual(['rm_slip']);
  });

  it('given analyzed tables, then a table is stale past 50 + 10 % of its known rows, and not at it', () => {
    const known = new Map([['rm_slip', 100_000], ['rm_job_work_item', 100_000], ['rm_party_month', 0]]);
    // In the order of ALL_TABLES.
    expect(staleAfter({ rm_slip: 10_051, rm_job_work_item: 10_050, rm_party_month: 51 }, known)).toEqual(['rm_slip', 'rm_party_month']);
  });

  it('given a refresh that inserted nothing, or a table missing from pg_class, then nothing or only what grew is stale', () => {
    expect(staleAfter({}, new Map())).toEqual([]);
    expect(staleAfter({ rm_cash: 60 }, new Map())).toEqual(['rm_cash']);
  });
});
