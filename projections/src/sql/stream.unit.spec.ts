// The decoder of a rebuild's event stream (COPY … TO STDOUT text): whatever the chunking, it hands on
// the events readEvents would (same seq, type, payload and recordedAt), and it refuses what readEvents
// refuses, naming the event.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EventDecoder, recordedAtOf, UnreadableEvent } from './stream.ts';
import type { LedgerEvent } from '../events.ts';

const ID = '0000000a-0000-4000-8000-000000000001';
const ID2 = '0000000a-0000-4000-8000-000000000002';

/** What COPY … TO STDOUT writes for a text value: backslash and control characters escaped. */
const copyText = (v: string) => v.replace(/[\\\b\f\n\r\t\v]/g, (c) => ({
  '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v',
})[c] as string);

interface Stored { seq: number; type: string; version?: number; data: unknown; at: string }
const row = (e: Stored) => `${e.seq}\t${copyText(e.type)}\t${e.version ?? 1}\t${copyText(JSON.stringify(e.data))}\t${e.at}\n`;

const STORED: Stored[] = [
  { seq: 1, type: 'CompanyCreated', data: { name: 'Bench Co', defaultPrefix: null }, at: '2026-04-01 09:00:00+00' },
  { seq: 2, type: 'ProductAdded', data: { productId: ID, name: 'पाइप \\ "HDPE"\ttab\nline', note: 'é€😀' }, at: '2026-04-01 09:00:00.5+00' },
  {
    seq: 4, type: 'PartyAdded', at: '2026-04-01 09:00:01.123456+00',
    data: { partyId: ID2, defaultSubPartyId: ID, name: 'Rebuild\\Co', note: 'tab\there\nnew line \\N \r', openingReceivableQuantity: '1.500', openingReceivableAmount: '2.25' },
  },
  { seq: 5, type: 'PartyContactSet', data: { partyId: ID2, phone: null, address: 'a\u0001b\u001fc', state: null, gstin: null }, at: '2026-04-02 00:00:00.001+00' },
];
const TEXT = Buffer.from(STORED.map(row).join(''));

function decodeChunks(chunks: Buffer[]): LedgerEvent[] {
  const out: LedgerEvent[] = [];
  const d = new EventDecoder((e) => out.push(e));
  for (const c of chunks) d.push(c);
  d.end();
  expect(d.count).toBe(out.length);
  return out;
}

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (t: string) => Date;

describe('event stream decoder', () => {
  const expected = STORED.map((e) => ({ seq: e.seq, type: e.type, data: e.data, recordedAt: parseTimestamp(e.at).toISOString() }));

  it('given the COPY text of stored events, then it hands on each event as a query would read it', () => {
    expect(decodeChunks([TEXT])).toEqual(expected);
  });

  it('given the text cut at every byte (inside a character, an escape or a line), then the events are the same', () => {
    for (let cut = 1; cut < TEXT.length; cut++) {
      expect(decodeChunks([TEXT.subarray(0, cut), TEXT.subarray(cut)])).toEqual(expected);
    }
    expect(decodeChunks([...TEXT].map((b) => Buffer.from([b])))).toEqual(expected);
  });

  it('given a stream that ends inside a row, then it fails', () => {
    const d = new EventDecoder(() => undefined);
    d.push(TEXT.subarray(0, TEXT.length - 1));
    expect(() => d.end()).toThrow(/inside a row/);
  });

  it('given a payload its schema refuses, an unknown type or version, then it stops there naming the event', () => {
    const bad: Array<[Stored, RegExp]> = [
      [{ seq: 9, type: 'ProductAdded', data: { productId: ID, name: 'P' }, at: '2026-04-01 09:00:00+00' }, /note/],
      [{ seq: 9, type: 'CashAdded', data: { cashId: ID, direction: 'INWARD', partyId: ID, issueDate: '2026-04-01', amount: '5.5', note: null }, at: '2026-04-01 09:00:00+00' }, /amount/],
      [{ seq: 9, type: 'SlipTeleported', data: {}, at: '2026-04-01 09:00:00+00' }, /Unknown event SlipTeleported v1/],
      [{ seq: 9, type: 'ProductDeleted', version: 2, data: { productId: ID }, at: '2026-04-01 09:00:00+00' }, /Unknown event ProductDeleted v2/],
    ];
    for (const [stored, reason] of bad) {
      const seen: number[] = [];
      const d = new EventDecoder((e) => seen.push(e.seq));
      let err: unknown;
      try {
        d.push(Buffer.from(row(STORED[0]) + row(stored) + row({ ...STORED[1], seq: 10 })));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(UnreadableEvent);
      expect(err).toMatchObject({ seq: 9, type: stored.type });
      expect((err as Error).message).toMatch(reason);
      expect(seen).toEqual([1]); // nothing after it
    }
  });

  it('given timestamps as Postgres writes them, then recordedAt is what pg makes of them', () => {
    const texts = ['2026-04-01 09:00:00+00', '2024-02-29 23:59:59.999999+00', '1999-12-31 23:59:59.001+00', '2026-01-01 00:00:00.5+00',
      '0099-01-01 00:00:00+00', '2026-01-01 05:30:00+05:30', '2026-01-01 00:00:00.1234567+00', '2026-13-01 00:00:00+00',
      '2026-02-29 10:00:00+00', '2024-02-29 10:00:00+00', '2100-02-29 10:00:00+00', '2000-02-29 10:00:00+00', '2026-04-31 00:00:00+00',
      '2026-00-10 00:00:00+00', '2026-01-00 00:00:00+00', '2026-01-01 24:00:00+00', '2026-01-01 23:60:00+00', '2026-01-01 23:59:60+00',
      '2026-01-01 00:00:00.291+00', '2026-01-01 00:00:00.0005+00', '2026-01-01 00:00:00.999999+00', '2026-01-01 00:00:00.000001+00'];
    for (let ms = 0; ms < 1000; ms++) texts.push(`2026-05-17 13:14:15.${String(ms).padStart(3, '0')}+00`);
    let x = 12345;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const ms = Date.UTC(2000, 0, 1) + Math.floor(rnd() * 60 * 365.25 * 86_400_000);
      const micros = i % 3 === 0 ? 0 : Math.floor(rnd() * 1_000_000);
      const base = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
      // Postgres drops trailing zeros of the fraction, and the fraction when it is zero.
      const frac = micros ? `.${String(micros).padStart(6, '0')}`.replace(/0+$/, '') : '';
      texts.push(`${base}${frac}+00`);
    }
    for (const t of texts) {
      let expectedIso: string;
      try {
        expectedIso = parseTimestamp(t).toISOString();
      } catch {
        expect(() => recordedAtOf(t)).toThrow();
        continue;
      }
      expect({ t, iso: recordedAtOf(t) }).toEqual({ t, iso: expectedIso });
    }
  });
});
