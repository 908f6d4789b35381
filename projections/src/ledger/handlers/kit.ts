// What every event handler of the ledger reducer shares: its type, and the helpers that keep a
// party's month index right as documents come and go.
import { challanSerial, challanSerialParts, financialYear, parseDecimal } from '@ledger/contract';
import type { EventType, LedgerEvent } from '../../events.ts';
import { partyRange } from '../figures.ts';
import { ymOfDate, type YM } from '../months.ts';
import { slipYearKey, touchDates, touchParty, type Dirty, type LedgerState, type MonthDocs, type PartyState } from '../state.ts';

export type EventOf<T extends EventType> = Extract<LedgerEvent, { type: T }>;

/** Applies one stored event of type T to the state and records what it touched in `dirty`. */
export type Handler<T extends EventType> = (s: LedgerState, e: EventOf<T>, dirty: Dirty) => void;

/** One handler per event type of T: a type left out fails to compile. */
export type Handlers<T extends EventType> = { [K in T]: Handler<K> };

/**
 * The BigInts of small non-negative units, made once and shared (a BigInt is immutable): zeros, rates
 * and loss percentages recur across hundreds of thousands of slips, and each of them kept apart is one
 * more object that every collection of a rebuild's large state marks.
 */
const SMALL_UNITS = 1 << 16;
const smallUnits: Array<bigint | undefined> = new Array<bigint | undefined>(SMALL_UNITS);

/** Stored decimals are validated fixed-scale strings; a failure here means a corrupt event. */
export function dec(value: string, scale: number): bigint {
  // The common case, without a pattern or BigInt arithmetic: -?digits.digits with exactly `scale`
  // decimals and at most 15 digits, so that the units are an exact double. Anything else takes
  // parseDecimal's path (the result is the same).
  const n = value.length;
  const dot = n - scale - 1;
  if (scale > 0 && n <= 16 && dot > 0 && value.charCodeAt(dot) === 46 /* . */) {
    const negative = value.charCodeAt(0) === 45; /* - */
    let i = negative ? 1 : 0;
    if (i < dot) {
      let units = 0;
      for (; i < n; i++) {
        if (i === dot) continue;
        const d = value.charCodeAt(i) - 48;
        if (d < 0 || d > 9) break;
        units = units * 10 + d;
      }
      if (i === n) {
        if (negative) return BigInt(-units);
        return units < SMALL_UNITS ? (smallUnits[units] ??= BigInt(units)) : BigInt(units);
      }
    }
  }
  const units = parseDecimal(value, scale);
  if (units === null) throw new Error(`Malformed decimal in event: ${value}`);
  return units;
}

/** Takes `id` out of a list that holds it at most once; answers how many are left. */
export function dropId(ids: string[], id: string): number {
  const at = ids.indexOf(id);
  if (at >= 0) ids.splice(at, 1);
  return ids.length;
}

export function must<T>(value: T | undefined, what: string, seq: number): T {
  if (value === undefined) throw new Error(`Event ${seq}: ${what} not found`);
  return value;
}

// When a month past the party's last one gains its first document, the months in between become
// carried months of the series; when the last month loses its last one, they stop being months.
// Either way they must be rewritten, not only the month touched, so both helpers touch from there.
export function monthDocs(party: PartyState, ym: YM, dirty: Dirty): MonthDocs {
  let docs = party.months.get(ym);
  if (!docs) {
    const { lastYm } = partyRange(party);
    if (ym > lastYm) touchParty(dirty, party.id, lastYm + 1);
    docs = { items: new Set(), bills: new Set(), cash: new Set(), notes: new Set() };
    party.months.set(ym, docs);
  }
  return docs;
}

export function pruneMonth(party: PartyState, ym: YM, dirty: Dirty): void {
  const docs = party.months.get(ym);
  if (docs && docs.items.size + docs.bills.size + docs.cash.size + docs.notes.size === 0) {
    party.months.delete(ym);
    const { lastYm } = partyRange(party);
    if (ym > lastYm) touchParty(dirty, party.id, lastYm + 1);
  }
}

/**
 * A corrected date on a bill or cash receipt: the document moves to its new month's index (both months
 * and everything after them carry forward, which the caller marks with touchParty from the earlier one).
 */
export function moveToMonth(
  s: LedgerState, dirty: Dirty, seq: number, doc: { id: string; partyId: string; issueDate: string },
  list: 'bills' | 'cash', issueDate: string | undefined,
): { from: YM; to: YM } {
  const from = ymOfDate(doc.issueDate);
  const to = ymOfDate(issueDate ?? doc.issueDate);
  touchDates(dirty, doc.issueDate, issueDate ?? doc.issueDate);
  if (issueDate !== undefined) doc.issueDate = issueDate;
  if (to !== from) {
    const party = must(s.parties.get(doc.partyId), `party ${doc.partyId}`, seq);
    party.months.get(from)?.[list].delete(doc.id);
    monthDocs(party, to, dirty)[list].add(doc.id);
    pruneMonth(party, from, dirty);
  }
  return { from, to };
}

/**
 * The next Rule 55 delivery challan serial of the financial year of `issueDate`: consecutive per year,
 * at most 16 characters (DC/2026-27/99999), never one given before (a deleted challan's is not given
 * again). The command decides it on the folded state and records it in its event.
 */
export function nextChallanNo(s: LedgerState, issueDate: string): string {
  return nextChallanNos(s, issueDate, 1)[0] ?? '';
}

/** The next `count` serials of that year in order, for one command that sends several challans at once. */
export function nextChallanNos(s: LedgerState, issueDate: string, count: number): string[] {
  const fy = financialYear(issueDate);
  const last = s.challanSerials.get(fy) ?? 0;
  return Array.from({ length: count }, (_, i) => challanSerial(fy, last + 1 + i));
}

/**
 * The next free slip number of a prefix in the financial year of `issueDate`: one more than the highest
 * all-digit number a live slip of that prefix has in that year (1 when none), as /itemSlip/nextNo/get/v1
 * offers it. A bulk add numbers its slips from here on the folded state. Read from the numbers the fold keeps
 * (noteSlipNumber), not from a scan of every slip (a busy company's drawer opened on ~250,000 of them).
 */
export function nextSlipNo(s: LedgerState, prefix: string, issueDate: string): number {
  return (s.slipNumbersByYear.get(slipYearKey(prefix, financialYear(issueDate)))?.highest ?? 0) + 1;
}

/** A number nextSlipNo counts: all digits. */
const ALL_DIGITS = /^\d+$/;

/**
 * Counts a live slip's number in (`change` 1) or out (-1) of its prefix's year, as the slip is added, deleted,
 * renumbered or moved to another date (out with its old number and date, in with the new). Only all-digit numbers
 * count toward the next one.
 */
export function noteSlipNumber(s: LedgerState, slip: { prefix: string; slipNo: string; issueDate: string }, change: 1 | -1): void {
  if (!ALL_DIGITS.test(slip.slipNo)) return;
  const key = slipYearKey(slip.prefix, financialYear(slip.issueDate));
  const n = Number(slip.slipNo);
  let year = s.slipNumbersByYear.get(key);
  if (change === 1) {
    if (!year) s.slipNumbersByYear.set(key, (year = { counts: new Map(), highest: 0 }));
    year.counts.set(n, (year.counts.get(n) ?? 0) + 1);
    if (n > year.highest) year.highest = n;
    return;
  }
  const count = year?.counts.get(n);
  if (!year || count === undefined) return;
  if (count > 1) {
    year.counts.set(n, count - 1);
    return;
  }
  year.counts.delete(n);
  if (year.counts.size === 0) s.slipNumbersByYear.delete(key);
  // The highest gone (the latest slip deleted or renumbered): the next highest, once.
  else if (n === year.highest) {
    let highest = 0;
    for (const k of year.counts.keys()) if (k > highest) highest = k;
    year.highest = highest;
  }
}

/** Keeps the highest serial given per financial year, so the next one follows it; answers `challanNo`. */
function noteChallanNo(s: LedgerState, challanNo: string): string {
  const serial = challanSerialParts(challanNo);
  if (!serial) throw new Error(`Malformed challan serial in event: ${challanNo}`);
  if (serial.n > (s.challanSerials.get(serial.fy) ?? 0)) s.challanSerials.set(serial.fy, serial.n);
  return challanNo;
}

/**
 * The serial a document is given as it is folded: the one its event recorded (version 2 on), or, for
 * an event recorded before serials were decided (undefined: version 1), the next one of the year in the
 * order the events were recorded, which is the serial that document has always had.
 */
export function givenChallanNo(s: LedgerState, recorded: string | null | undefined, issueDate: string): string {
  if (recorded != null) return noteChallanNo(s, recorded);
  // What noteChallanNo(s, nextChallanNo(s, issueDate)) gives, without making the serial's text and reading
  // it back (every OUT slip of a version-1 history: ~250,000 in a 1,000,000-event rebuild).
  const fy = financialYear(issueDate);
  const n = (s.challanSerials.get(fy) ?? 0) + 1;
  s.challanSerials.set(fy, n);
  return challanSerial(fy, n);
}
