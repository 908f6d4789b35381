// The named returns as FIFO counts them (ageing.ts, namedByParty): an IN slip's named net KG scaled to its share of
// its item's effective quantity, cumulatively, so names covering the whole net cover the whole share to the gram.
import { describe, expect, it } from 'vitest';
import { namedByParty } from './ageing.ts';

describe('named returns scaled to what FIFO counts', () => {
  it('given net 70.000 with a 2 % inclusive burn loss (share 68.600) naming 40 and 30, then 39.200 and 29.400 grams of share', () => {
    const got = namedByParty([{ id: 'in-3', party_id: 'p', named_returns: 'out-1=40.000 out-2=30.000', net: '70.000', share: '68.600' }]);
    expect(got.get('p')).toEqual([{ received: 'in-3', sent: 'out-1', grams: 39_200n }, { received: 'in-3', sent: 'out-2', grams: 29_400n }]);
  });

  it('given three equal names of a net 1.000 with share 0.999, then the rounding is carried (333, 332, 334 grams), summing to the share', () => {
    const got = namedByParty([{ id: 'in', party_id: 'p', named_returns: 'a=0.333 b=0.333 c=0.334', net: '1.000', share: '0.999' }]);
    expect(got.get('p')?.map((n) => n.grams)).toEqual([333n, 332n, 334n]);
    expect(got.get('p')?.reduce((s, n) => s + n.grams, 0n)).toBe(999n);
  });

  it('given slips of two parties, and one with no net, then each party gets its own and the empty one none', () => {
    const got = namedByParty([
      { id: 'x', party_id: 'p', named_returns: 'a=1.000', net: '1.000', share: '1.000' },
      { id: 'y', party_id: 'q', named_returns: 'b=2.000', net: '2.000', share: '2.000' },
      { id: 'z', party_id: 'r', named_returns: 'c=2.000', net: '0.000', share: '0.000' },
    ]);
    expect([...got.keys()]).toEqual(['p', 'q']);
    expect(got.get('q')).toEqual([{ received: 'y', sent: 'b', grams: 2_000n }]);
  });
});
