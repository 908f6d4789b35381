// The outbox in IndexedDB (fake-indexeddb, the same API in memory): entries keep the order written across a reopen,
// a corrected one keeps its place under a new key, and one that left is not written back.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addEntry, allEntries, correctEntry, putEntry, removeEntry } from './store';

const add = (number: string) =>
  addEntry({ key: crypto.randomUUID(), scope: 'u:c', target: { kind: 'slip' }, body: { slipNo: number }, partyId: 'p', what: 'In Slip', number });

describe('the outbox store', () => {
  it('keeps entries in the order written; a corrected one keeps its place; a removed one stays gone', async () => {
    const first = await add('1');
    const second = await add('2');
    const third = await add('3');
    expect((await allEntries()).map((entry) => entry.number)).toEqual(['1', '2', '3']);

    await correctEntry({ ...second, refusal: { message: 'taken', field: 'slipNo' } }, { slipNo: '22' });
    const afterCorrection = await allEntries();
    expect(afterCorrection.map((entry) => entry.body.slipNo)).toEqual(['1', '22', '3']);
    expect(afterCorrection[1]?.key).not.toBe(second.key);

    await removeEntry(first.key);
    // A send finishing after the owner discarded the entry elsewhere does not bring it back.
    await putEntry({ ...first, attempts: 1 });
    expect((await allEntries()).map((entry) => entry.number)).toEqual(['2', '3']);
    expect((await add('4')).seq).toBeGreaterThan(third.seq);
  });
});
