// The outbox's rules (docs/offline.md): the order written, the backoff, a refusal kept, a 2xx or replay removed.
import { describe, expect, it } from 'vitest';
import { afterAttempt, backoff, corrected, nextToSend, nextWake, outcomeOf, wakeAll, type OutboxEntry } from './queue';

const SCOPE = 'user-1:company-1';
const entry = (seq: number, more: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: `key-${seq}`, seq, scope: SCOPE, target: { kind: 'slip' }, body: { slipNo: String(seq) }, partyId: 'party-1',
  what: 'In Slip', number: `SL-${seq}`, writtenAt: seq, attempts: 0, notBefore: 0, refusal: null, ...more,
});

describe('the outbox queue', () => {
  it('sends the first written, whatever order the store lists them in', () => {
    expect(nextToSend([entry(3), entry(1), entry(2)], SCOPE, 0)?.key).toBe('key-1');
  });

  it('sends only the signed-in session own entries', () => {
    expect(nextToSend([entry(1, { scope: 'user-2:company-1' }), entry(2)], SCOPE, 0)?.key).toBe('key-2');
    expect(nextToSend([entry(1)], 'user-1:company-2', 0)).toBeNull();
  });

  it('skips a refused entry (it waits for a correction) but holds the rest behind one waiting out its backoff', () => {
    const refused = entry(1, { refusal: { message: 'Slip No 1 already exists.', field: 'slipNo' } });
    expect(nextToSend([refused, entry(2)], SCOPE, 0)?.key).toBe('key-2');
    const waiting = entry(1, { attempts: 1, notBefore: 5_000 });
    expect(nextToSend([waiting, entry(2)], SCOPE, 1_000)).toBeNull();
    expect(nextWake([waiting, entry(2)], SCOPE)).toBe(5_000);
    expect(nextToSend([waiting, entry(2)], SCOPE, 5_000)?.key).toBe('key-1');
  });

  it('backs off 2 s, 4 s, 8 s… up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoff(30)).toBe(300_000);
  });

  it('removes an entry answered 2xx (a replay by its key answers 2xx too)', () => {
    expect(outcomeOf({ status: 200 })).toEqual({ type: 'sent' });
    expect(afterAttempt(entry(1), { type: 'sent' }, 0)).toBeNull();
  });

  it('keeps a refused entry with the server message and the field it blamed', () => {
    const outcome = outcomeOf({ status: 400, message: 'Slip No 7 already exists.', field: 'slipNo' });
    expect(outcome).toEqual({ type: 'refused', refusal: { message: 'Slip No 7 already exists.', field: 'slipNo' } });
    expect(outcomeOf({ status: 404, message: 'Party not found.' })).toEqual({ type: 'refused', refusal: { message: 'Party not found.' } });
    const kept = afterAttempt(entry(1, { attempts: 2, notBefore: 9 }), outcome, 100);
    expect(kept).toMatchObject({ key: 'key-1', refusal: { field: 'slipNo' }, attempts: 0, notBefore: 0 });
  });

  it('tries again later after no answer, a lapsed session, throttling or a server error', () => {
    for (const status of [0, 401, 408, 429, 500, 503]) expect(outcomeOf({ status })).toEqual({ type: 'retry' });
    const once = afterAttempt(entry(1), { type: 'retry' }, 1_000);
    expect(once).toMatchObject({ attempts: 1, notBefore: 3_000 });
    const twice = once && afterAttempt(once, { type: 'retry' }, 3_000);
    expect(twice).toMatchObject({ attempts: 2, notBefore: 7_000 });
  });

  it('sends a corrected entry under a new key at its place in the order', () => {
    const refused = entry(1, { refusal: { message: 'taken', field: 'slipNo' } });
    const fixed = corrected(refused, { slipNo: '71' }, 'key-new');
    expect(fixed).toMatchObject({ key: 'key-new', seq: 1, body: { slipNo: '71' }, refusal: null });
    expect(nextToSend([entry(2), fixed], SCOPE, 0)?.key).toBe('key-new');
  });

  it('wakes the entries waiting out a backoff when the network returns, not the refused ones', () => {
    const woken = wakeAll([entry(1, { notBefore: 9_000, attempts: 3 }), entry(2, { refusal: { message: 'x' } }), entry(3)]);
    expect(woken).toEqual([entry(1, { notBefore: 0, attempts: 3 })]);
  });
});
