// A company's stored events for a full reprojection, streamed out of Postgres with COPY … TO STDOUT:
// one statement (one snapshot, the same rows and order as readEvents: seq order, voided events left
// out), no per-row protocol messages, and the caller folds each chunk while Postgres produces the next.
// Every payload is checked against its schema with the compiled checks of payload-check.ts (what zod
// would accept, at a fraction of the cost); one that fails is parsed with zod for the reason, and the
// stream stops there.
import pg, { type PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { eventSchemas, type LedgerEvent } from '../events.ts';
import { payloadCheck, readPayload, type PayloadCheck } from '../payload-check.ts';
import { NOT_VOIDED } from './events.ts';

/** A stored event that cannot be read: unknown type or version, or a payload its schema refuses. */
export class UnreadableEvent extends Error {
  constructor(readonly seq: number, readonly type: string, reason: string) {
    super(reason);
  }
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const NEWLINE = 10;

/** The text form of timestamptz turned into the Date a query would have returned (pg's own parser). */
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

const digitsAt = (text: string, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS_IN_MONTH[month - 1];

/**
 * recorded_at as readEvents hands it on: the ISO string of the Date that pg's parser makes of the text.
 * The usual text (a UTC session: 2026-04-01 09:00:00.123456+00) is read with the parser's own
 * arithmetic, without its patterns; any other form goes through the parser.
 */
export function recordedAtOf(text: string): string {
  const n = text.length;
  if (n >= 22 && n <= 29 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45 && text.charCodeAt(10) === 32
    && text.charCodeAt(13) === 58 && text.charCodeAt(16) === 58 && text.charCodeAt(n - 3) === 43 && text.charCodeAt(n - 2) === 48
    && text.charCodeAt(n - 1) === 48 && digitsAt(text, 0, 4) && digitsAt(text, 5, 7) && digitsAt(text, 8, 10)
    && digitsAt(text, 11, 13) && digitsAt(text, 14, 16) && digitsAt(text, 17, 19) && text.charCodeAt(0) !== 48
    && (n === 22 || (text.charCodeAt(19) === 46 && n > 23 && digitsAt(text, 20, n - 3)))) {
    // As postgres-date: Date.UTC with the fraction as 1000 * parseFloat('.ffffff') milliseconds, which
    // Date.UTC truncates. When every field is in range nothing carries over, and the ISO string is the
    // text's own date and time with those milliseconds.
    const ms = n === 22 ? 0 : Math.trunc(1000 * parseFloat(text.slice(19, n - 3)));
    const year = +text.slice(0, 4);
    const month = +text.slice(5, 7);
    const day = +text.slice(8, 10);
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)
      && +text.slice(11, 13) < 24 && +text.slice(14, 16) < 60 && +text.slice(17, 19) < 60) {
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
    }
    return new Date(Date.UTC(year, month - 1, day, +text.slice(11, 13), +text.slice(14, 16), +text.slice(17, 19), ms)).toISOString();
  }
  return parseTimestamp(text).toISOString();
}

/** COPY text format escapes (COPY … TO writes \\, \b, \f, \n, \r, \t, \v; octal and hex are read too). */
function unescapeCopy(text: string): string {
  return text.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|([\s\S]))/g, (_m, oct?: string, hex?: string, c?: string) => {
    if (oct !== undefined) return String.fromCharCode(parseInt(oct, 8));
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    switch (c) {
      case 'b': return '\b';
      case 'f': return '\f';
      case 'n': return '\n';
      case 'r': return '\r';
      case 't': return '\t';
      case 'v': return '\v';
      default: return c as string;
    }
  });
}

/** Event type names as the schemas spell them, so each event's type is one shared string. */
const TYPES = new Map(Object.keys(eventSchemas).map((t) => [t, t]));

/**
 * Decodes the text of `COPY (SELECT seq, type, schema_version, data, recorded_at …) TO STDOUT` into
 * checked events, chunk by chunk (a chunk may end anywhere, even inside a character).
 */
export class EventDecoder {
  private readonly checks = new Map<string, PayloadCheck | null>();
  private rest: Buffer | null = null;
  count = 0;

  constructor(private readonly each: (e: LedgerEvent) => void) {}

  /** Decodes the whole lines of `chunk` (and of what the previous chunk left over). */
  push(chunk: Buffer): void {
    const buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    // A newline byte never occurs inside a UTF-8 sequence: everything before the last one is whole lines.
    const last = buf.lastIndexOf(NEWLINE);
    if (last < 0) {
      this.rest = buf;
      return;
    }
    this.rest = last + 1 < buf.length ? buf.subarray(last + 1) : null;
    const text = buf.toString('utf8', 0, last + 1);
    for (let start = 0; start < text.length;) {
      const end = text.indexOf('\n', start);
      this.line(text, start, end);
      start = end + 1;
    }
  }

  end(): void {
    if (this.rest && this.rest.length) throw new Error('COPY ended inside a row');
  }

  private line(text: string, start: number, end: number): void {
    const t1 = text.indexOf('\t', start);
    const t2 = text.indexOf('\t', t1 + 1);
    const t3 = text.indexOf('\t', t2 + 1);
    const t4 = text.indexOf('\t', t3 + 1);
    if (t1 < 0 || t4 < 0 || t4 >= end) throw new Error(`Unexpected COPY row: ${text.slice(start, end)}`);
    const seq = Number(text.slice(start, t1));
    const typeText = text.slice(t1 + 1, t2);
    const type = TYPES.get(typeText) ?? unescapeCopy(typeText);
    const version = Number(text.slice(t2 + 1, t3));
    let json = text.slice(t3 + 1, t4);
    if (json.includes('\\')) json = unescapeCopy(json);
    const raw: unknown = JSON.parse(json);
    const key = version === 1 ? type : `${type} v${version}`;
    let check = this.checks.get(key);
    if (check === undefined) this.checks.set(key, (check = payloadCheck(type, version)));
    let data: LedgerEvent['data'];
    try {
      data = readPayload(type, version, raw, check);
    } catch (err) {
      throw new UnreadableEvent(seq, type, (err as Error).message);
    }
    const recordedAt = recordedAtOf(text.slice(t4 + 1, end));
    this.count++;
    this.each({ seq, type, data, recordedAt } as LedgerEvent);
  }
}

/** The COPY that streams a company's events after `afterSeq`: the rows readEvents reads, in its order. */
export function eventsCopySql(companyId: string, afterSeq: number): string {
  if (!UUID.test(companyId)) throw new Error(`Not a company id: ${companyId}`);
  if (!Number.isSafeInteger(afterSeq)) throw new Error(`Not a seq: ${afterSeq}`);
  return `COPY (SELECT seq, type, schema_version, data, recorded_at FROM events e
    WHERE company_id = '${companyId}' AND seq > ${afterSeq} AND ${NOT_VOIDED} ORDER BY seq) TO STDOUT`;
}

/**
 * Calls `each` with every stored event of the company after `afterSeq`, in seq order, and awaits
 * `between` after each chunk of events (progress, or a pause). Resolves with the number of events.
 * If `each` or `between` throws, or an event is unreadable, the stream is abandoned mid-COPY and the
 * connection must not be used again (release it with an error). With `drain`, it is read to its end
 * instead (nothing more decoded) and the error thrown then, the connection and its transaction still
 * usable: for a caller whose connection is not its own to close (a verify inside the caller's transaction).
 */
export async function streamEvents(
  client: PoolClient, companyId: string, afterSeq: number,
  each: (e: LedgerEvent) => void, between: () => Promise<void> | void = () => undefined,
  stats?: { busyMs: number }, drain = false,
): Promise<number> {
  const stream = client.query(copyTo(eventsCopySql(companyId, afterSeq)));
  const decoder = new EventDecoder(each);
  let failed: { err: unknown } | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (failed) continue;
    const t = stats ? performance.now() : 0;
    try {
      decoder.push(chunk);
      if (stats) stats.busyMs += performance.now() - t;
      await between();
    } catch (err) {
      if (!drain) throw err;
      failed = { err };
    }
  }
  if (failed) throw failed.err;
  decoder.end();
  return decoder.count;
}
