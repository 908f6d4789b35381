// copyTables, the COPY writer of rebuilds and bulk catch-ups, against real Postgres: the rows arrive
// byte for byte whatever falls on a chunk's edge (multi-byte characters, escapes, a row larger than a
// chunk), across tables that reuse the chunks the socket has sent; the chunk memory it takes outside
// the heap stays bounded however much it writes (a new buffer per chunk made V8 mark the whole heap
// every 64 MB: issue 31); and a failure on either side abandons the COPY with the connection usable.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows, copyTables, type Row } from '@ledger/projections';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { createPool } from '../../services/api/src/db/pool.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, 2);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** Row n's text: ~500 characters, some of them 2 and 3 bytes in UTF-8, and every character COPY escapes. */
const textOf = (n: number): string => `${n}\tनिर्माता ü\\${'जॉब वर्क '.repeat(n % 40)}\r\n${'x'.repeat(n % 301)}€`;

function* rows(from: number, count: number, huge: number | null): Generator<Row> {
  for (let n = from; n < from + count; n++) yield { n, s: n === huge ? 'ह'.repeat(700_000) + textOf(n) : textOf(n) };
}

/** Sums the sizes of the buffers of 64 KB or more that Buffer makes while `f` runs (COPY text, socket chunks). */
async function bigBuffersDuring(f: () => Promise<unknown>): Promise<number> {
  const made = { bytes: 0 };
  const { allocUnsafe, allocUnsafeSlow, from } = Buffer;
  const count = <B extends Buffer>(b: B): B => {
    if (b.length >= 1 << 16) made.bytes += b.length;
    return b;
  };
  Buffer.allocUnsafe = (size: number) => count(allocUnsafe(size));
  Buffer.allocUnsafeSlow = (size: number) => count(allocUnsafeSlow(size));
  // A view of an ArrayBuffer (Buffer.from(arrayBuffer)) makes no memory.
  Buffer.from = ((...args: Parameters<typeof Buffer.from>) => {
    const b = from(...args);
    return args[0] instanceof ArrayBuffer ? b : count(b);
  }) as typeof Buffer.from;
  try {
    await f();
  } finally {
    Object.assign(Buffer, { allocUnsafe, allocUnsafeSlow, from });
  }
  return made.bytes;
}

describe('copyTables', () => {
  it('given rows with multi-byte characters and escapes over many chunks, and one row larger than a chunk, then every table holds them byte for byte', async () => {
    const client = await pool.connect();
    try {
      await client.query('CREATE TEMP TABLE copied_a (n int, s text)');
      await client.query('CREATE TEMP TABLE copied_b (n int, s text)');
      const counts = await copyTables(client, [
        { table: 'copied_a', rows: rows(0, 30_000, 12_345) },
        { table: 'copied_b', rows: rows(30_000, 20_000, null) },
      ], 4 << 20);
      expect(counts).toEqual([30_000, 20_000]);
      for (const [table, from, count] of [['copied_a', 0, 30_000], ['copied_b', 30_000, 20_000]] as const) {
        const { rows: got } = await client.query<{ n: number; s: string }>(`SELECT n, s FROM ${table} ORDER BY n`);
        expect(got.length).toBe(count);
        const wrong = got.filter((r, i) => r.n !== from + i || r.s !== (r.n === 12_345 ? 'ह'.repeat(700_000) + textOf(r.n) : textOf(r.n)));
        expect(wrong.map((r) => r.n)).toEqual([]);
      }
    } finally {
      client.release();
    }
  });

  it('given ~60 MB of COPY text, then the chunk buffers it makes outside the heap stay a few MB (the sent ones are filled again)', async () => {
    const client = await pool.connect();
    try {
      await client.query('CREATE TEMP TABLE copied_big (n int, s text)');
      const bytes = await bigBuffersDuring(() => copyRows(client, 'copied_big', rows(0, 100_000, null)));
      const { rows: [sent] } = await client.query<{ n: string; bytes: string }>('SELECT count(*) AS n, sum(octet_length(s)) AS bytes FROM copied_big');
      expect(Number(sent.n)).toBe(100_000);
      expect(Number(sent.bytes)).toBeGreaterThan(60e6);
      expect(bytes).toBeLessThan(8 << 20);
    } finally {
      client.release();
    }
  });

  it('given rows that fail while they are made, or a value Postgres refuses, then the COPY is abandoned with that error, nothing is written and the connection goes on', async () => {
    const client = await pool.connect();
    try {
      await client.query('CREATE TEMP TABLE copied_fail (n int, s text)');
      function* failing(): Generator<Row> {
        yield* rows(0, 8_000, null);
        throw new Error('a row the writer refuses');
      }
      await expect(copyTables(client, [{ table: 'copied_fail', rows: failing() }], 1 << 20)).rejects.toThrow('a row the writer refuses');
      function* refused(): Generator<Row> {
        yield* rows(0, 8_000, null);
        yield { n: 'not a number', s: '' };
        yield* rows(8_001, 8_000, null);
      }
      await expect(copyTables(client, [{ table: 'copied_fail', rows: refused() }], 1 << 20)).rejects.toThrow(/invalid input syntax for type integer/);
      const { rows: [left] } = await client.query<{ n: string }>('SELECT count(*) AS n FROM copied_fail');
      expect(left.n).toBe('0');
    } finally {
      client.release();
    }
  });
});
