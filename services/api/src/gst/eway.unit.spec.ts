import { describe, expect, it } from 'vitest';
import { billLimitProblems } from './eway.ts';

describe('the portal\'s limits on one bill', () => {
  it('takes a document 180 days old on today (Asia/Kolkata) and 250 items, not 181 days or 251 items', () => {
    expect(billLimitProblems('2026-01-02', 250, '2026-07-01')).toEqual([]);
    expect(billLimitProblems('2026-01-01', 251, '2026-07-01')).toEqual([
      { code: 'ewayTooOld', params: { date: '01-01-2026', n: 180 } },
      { code: 'ewayTooManyItems', params: { n: 251, max: 250 } },
    ]);
  });
});
