// The hostile values, by the kind of field they are aimed at. Each has a label (printed in reports)
// and a maker that may look at the field's current value (to upper-case an id, say) and the fixture.
import { istDate } from '@ledger/contract';
import { Raw, clone, toJsonText } from './json.ts';
import type { HostileFixture } from './fixture.ts';

export type FieldKind = 'id' | 'monthRef' | 'date' | 'datetime' | 'decimal' | 'integer' | 'bool' | 'enum' | 'mobile' | 'password' | 'text' | 'object';
export interface HostileValue { label: string; make(current: unknown, fx: HostileFixture): unknown }

// A fresh copy each time: a later mutation may write into an object or array it placed (`update = {}`, then
// `update.x = {}`), which must neither change the pool's value nor make a body that holds itself.
const v = (label: string, value: unknown): HostileValue => ({ label, make: () => clone(value) });
const d = (label: string, make: HostileValue['make']): HostileValue => ({ label, make });
/** The current value as text (an earlier mutation may have made it anything, even an object with a toString key). */
const str = (c: unknown) => (typeof c === 'string' ? c : c === undefined ? '' : toJsonText(c));
const idPart = (c: unknown) => str(c).split(':')[0];
const KB = 1024;

export const deepObject = (levels: number) => new Raw(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
export const deepArray = (levels: number) => new Raw(`${'['.repeat(levels)}${']'.repeat(levels)}`);

/** Numbers JSON can carry and numbers-as-text a careless parser would take. */
const NUMBERS: HostileValue[] = [
  v('1e308', 1e308), v('raw 1e309 (Infinity)', new Raw('1e309')), v('raw -1e309', new Raw('-1e309')), v('raw -0', new Raw('-0')),
  v('1e-7', 1e-7), v('raw 2^53+1', new Raw('9007199254740993')), v('raw 2^64', new Raw('18446744073709551616')),
  v('raw 400 digits', new Raw(`1${'0'.repeat(400)}`)), v('raw 999999999999999.999', new Raw('999999999999999.999')),
  v('-1', -1), v('0', 0), v('-0.001', -0.001), v('1e21', 1e21), v('2^31', 2 ** 31), v('1.2345 (4 decimals)', 1.2345),
  v('raw 0.1e-400', new Raw('0.1e-400')), v('raw 5E+3', new Raw('5E+3')),
];

const NUMERIC_STRINGS: HostileValue[] = [
  v('"NaN"', 'NaN'), v('"Infinity"', 'Infinity'), v('"-Infinity"', '-Infinity'), v('"1,000"', '1,000'), v('" 5 "', ' 5 '),
  v('"5e3"', '5e3'), v('"5E-3"', '5E-3'), v('"0x10"', '0x10'), v('"+5"', '+5'), v('"-5"', '-5'), v('"−5" (U+2212)', '\u22125'),
  v('"٥" (Arabic-Indic 5)', '\u0665'), v('"５" (fullwidth)', '\uff15'), v('"5."', '5.'), v('".5"', '.5'), v('"-.5"', '-.5'),
  v('"00005"', '00005'), v('"1_000"', '1_000'), v('"5 5"', '5 5'), v('"-0"', '-0'), v('"1.2345" (4 decimals)', '1.2345'),
  v('"999999999999999.999"', '999999999999999.999'), v('"999999999999.999"', '999999999999.999'), v('"99999999.99"', '99999999.99'),
  v('"12345678901234567890.12"', '12345678901234567890.12'), v('"0." + 30 zeros + "1"', `0.${'0'.repeat(30)}1`),
  v('"0." + 100,000 zeros + "1"', `0.${'0'.repeat(100_000)}1`), v('"1" + 5,000 digits', `1${'0'.repeat(5000)}`),
  v('""', ''), v('"   "', '   '), v('"5\\u0000"', '5\u0000'), v('"١٢٣"', '\u0661\u0662\u0663'),
  v('"10000000" (most KG)', '10000000'), v('"10000000.001"', '10000000.001'), v('"10000000000" (most ₹)', '10000000000'),
  v('"10000000000.01"', '10000000000.01'), v('"100000" (highest rate)', '100000'), v('"100000.01"', '100000.01'), v('"100.01" (%)', '100.01'),
];

/** Strings no sane name is made of. */
const STRINGS: HostileValue[] = [
  d('100 KB string', () => 'x'.repeat(100 * KB)), d('300 KB string', () => 'y'.repeat(300 * KB)), v('51 chars', 'n'.repeat(51)),
  v('1001 chars', 'n'.repeat(1001)), v('NUL inside', 'Nul\u0000Name'), v('lone high surrogate', 'Lone\ud800Name'),
  v('lone low surrogate', 'Lone\udc00Name'), v('swapped surrogate pair', '\udc00\ud800'), v('RTL override', '\u202eevil\u202c'),
  v('RTL mark', '\u200fname'), v('emoji ZWJ family + flag', '👨‍👩‍👧‍👦🇮🇳'), v('zero-width space only', '\u200b'),
  v('BOM only', '\ufeff'), v('combining accent', 'e\u0301\u0301\u0301'), v('whitespace only', ' \t\n '),
  v('HTML', '<script>alert(1)</script>'), v('SQL', "'; DROP TABLE events; --"), v('COPY escape \\N', '\\N'),
  v('line separators', '\u2028\u2029'), v('dotted capital I', 'İSTANBUL'), v('empty', ''), v('control chars', '\u0001\u001f\u007f'),
  v('astral math digits', '𝟘𝟙𝟚'), v('devanagari', 'कपड़ा'),
];

const IDS: HostileValue[] = [
  d('upper-cased id', (c) => str(c).toUpperCase()), d('id with trailing space', (c) => `${str(c)} `), d('braced id', (c) => `{${str(c)}}`),
  d('id without dashes', (c) => str(c).replaceAll('-', '')), d('id minus last char', (c) => str(c).slice(0, -1)),
  d('id plus a char', (c) => `${str(c)}a`), d('urn:uuid: id', (c) => `urn:uuid:${str(c)}`), v('nil uuid', '00000000-0000-0000-0000-000000000000'),
  v('max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff'), v('unknown v4 id', '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'),
  d("other company's product id", (_c, fx) => fx.other.productId), d("other company's party id", (_c, fx) => fx.other.partyId),
  d("other company's sub-party id", (_c, fx) => fx.other.subPartyId), d("A's company id as a document id", (_c, fx) => fx.A.companyId),
  d('SQL in id', () => "' OR '1'='1"), d('id with NUL', (c) => `${str(c)}\u0000`), d('fullwidth digits in id', (c) => str(c).replace(/[0-9]/g, (x) => String.fromCharCode(0xff10 + Number(x)))),
];

const MONTH_REFS: HostileValue[] = [
  d('<id>:2026-13', (c) => `${idPart(c)}:2026-13`), d('<id>:0000-00', (c) => `${idPart(c)}:0000-00`), d('<id>:2026-00', (c) => `${idPart(c)}:2026-00`),
  d('<id>:9999-12', (c) => `${idPart(c)}:9999-12`), d('<id>:1999-12', (c) => `${idPart(c)}:1999-12`), d('<id>:2201-01', (c) => `${idPart(c)}:2201-01`),
  d('<ID>:2026-04 (upper-cased)', (c) => `${idPart(c).toUpperCase()}:2026-04`), d('<id>:2026-4', (c) => `${idPart(c)}:2026-4`),
  d('<id>:26-04', (c) => `${idPart(c)}:26-04`), d('<id>:2026-04:x', (c) => `${idPart(c)}:2026-04:x`), d('<id> alone', (c) => idPart(c)),
  v(':2026-04', ':2026-04'), d('<id>::2026-04', (c) => `${idPart(c)}::2026-04`), d('<other company id>:2026-04', (_c, fx) => `${fx.other.partyId}:2026-04`),
  d('<id>:+2026-04', (c) => `${idPart(c)}:+2026-04`), d('<id>:2000-01', (c) => `${idPart(c)}:2000-01`),
  d('<id>:<month a year ahead>', (c) => `${idPart(c)}:${istDay(1, 0).slice(0, 7)}`), d('<id>:<month 13 months ahead>', (c) => `${idPart(c)}:${istDay(1, 31).slice(0, 7)}`), d('<id>:2026-04 + NUL', (c) => `${idPart(c)}:2026-04\u0000`), d('<id>:٢٠٢٦-٠٤', (c) => `${idPart(c)}:\u0662\u0660\u0662\u0666-\u0660\u0664`),
];

/** Today in Asia/Kolkata, moved by whole years and days (the server's date window is relative to it). */
function istDay(years: number, days: number): string {
  const [year, month, day] = istDate(new Date()).split('-').map(Number);
  const d = new Date(Date.UTC(year + years, month - 1, day + days));
  return d.toISOString().slice(0, 10);
}

const DATES: HostileValue[] = [
  v('2000-01-01 (first day of the window)', '2000-01-01'), v('1999-12-31 (day before the window)', '1999-12-31'),
  d('today + 1 year (last day of the window)', () => istDay(1, 0)), d('today + 1 year + 1 day', () => istDay(1, 1)), d('today', () => istDay(0, 0)),
  v('0000-01-01', '0000-01-01'), v('9999-12-31', '9999-12-31'), v('2026-02-30', '2026-02-30'), v('2026-02-29', '2026-02-29'), v('2024-02-29', '2024-02-29'),
  v('2026-13-01', '2026-13-01'), v('2026-00-10', '2026-00-10'), v('2026-04-00', '2026-04-00'), v('2026-04-31', '2026-04-31'), v('2026-4-3', '2026-4-3'),
  v('2026-04-03T00:00:00Z', '2026-04-03T00:00:00Z'), v('"2026-04-03 "', '2026-04-03 '), v('20260403', '20260403'), v('+002026-04-03', '+002026-04-03'),
  v('1900-01-01', '1900-01-01'), v('1969-12-31', '1969-12-31'), v('2100-01-01', '2100-01-01'), v('2026/04/03', '2026/04/03'), v('03-04-2026', '03-04-2026'),
  v('fullwidth date', '\uff12\uff10\uff12\uff16-\uff10\uff14-\uff10\uff13'), v('epoch ms number', 1775174400000), v('-2026-04-03', '-2026-04-03'),
];

const DATETIMES: HostileValue[] = [
  v('0000-01-01T00:00:00Z', '0000-01-01T00:00:00Z'), v('9999-12-31T23:59:59Z', '9999-12-31T23:59:59Z'), v('2026-02-30T00:00:00Z', '2026-02-30T00:00:00Z'),
  v('2026-04-03T25:00:00Z', '2026-04-03T25:00:00Z'), v('+275760-09-13T00:00:00Z', '+275760-09-13T00:00:00Z'), v('offset +99:00', '2026-04-03T00:00:00+99:00'),
  v('1970-01-01T00:00:00Z', '1970-01-01T00:00:00Z'), v('2000-01-01 (past date only)', '2000-01-01'), v('null', null), v('epoch ms number', 4102444800000),
];

const INTEGERS: HostileValue[] = [
  v('0', 0), v('-1', -1), v('1.5', 1.5), v('raw 2^53+1', new Raw('9007199254740993')), v('1e308', 1e308), v('"12"', '12'), v('"1e3"', '1e3'),
  v('2^31', 2 ** 31), v('-2^31', -(2 ** 31)), v('99999999999', 99_999_999_999), v('" 1 "', ' 1 '), v('raw -0', new Raw('-0')), v('raw 1.0', new Raw('1.0')),
];

const BOOLS: HostileValue[] = [v('"true"', 'true'), v('1', 1), v('0', 0), v('"false"', 'false'), v('"yes"', 'yes')];
const ENUMS: HostileValue[] = [v('"in"', 'in'), v('"INOUT"', 'INOUT'), v('" IN"', ' IN'), v('"ＩＮ"', '\uff29\uff2e'), v('"İN"', '\u0130N')];
const MOBILES: HostileValue[] = [
  v('+91 prefix', '+919876543210'), v('with space', '98765 43210'), v('Arabic-Indic digits', '\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660'),
  v('fullwidth digits', '\uff19\uff18\uff17\uff16\uff15\uff14\uff13\uff12\uff11\uff10'), v('11 digits', '98765432100'), v('number 9876543210', 9876543210),
];
const PASSWORDS: HostileValue[] = [v('51 chars', 'p'.repeat(51)), v('single space', ' '), d('100 KB', () => 'p'.repeat(100 * KB)), v('NUL', 'pw\u0000'), v('emoji', '🔑🔑')];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: HostileValue[] = [
  v('null', null), v('true', true), v('false', false), v('0', 0), v('"x"', 'x'), v('[]', []), v('{}', {}),
  d('[current]', (c) => [c]), d('{value: current}', (c) => ({ value: c })), v('1000-deep object', deepObject(1000)), v('1000-deep array', deepArray(1000)),
];

export const POOLS: Record<FieldKind, HostileValue[]> = {
  id: IDS, monthRef: MONTH_REFS, date: DATES, datetime: DATETIMES, decimal: [...NUMBERS, ...NUMERIC_STRINGS], integer: [...INTEGERS, ...NUMBERS],
  bool: BOOLS, enum: ENUMS, mobile: MOBILES, password: PASSWORDS, text: STRINGS, object: [v('[]', []), d('[object]', (c) => [c]), v('"{}"', '{}')],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What kind of field a path is, from its current value first and its name second. */
export function kindOf(name: string, current: unknown): FieldKind {
  if (current !== null && typeof current === 'object' && !Array.isArray(current)) return 'object';
  if (typeof current === 'string') {
    if (UUID.test(current)) return 'id';
    if (/^[0-9a-f-]{36}:\d{4}-\d{2}$/i.test(current)) return 'monthRef';
    if (/^\d{4}-\d{2}-\d{2}$/.test(current)) return 'date';
    if (/^\d{4}-\d{2}-\d{2}T/.test(current)) return 'datetime';
  }
  if (typeof current === 'boolean' || /^(is|include)[A-Z]|^include$|^(details|stats|audits|company|party|userVerifiedMobile)$/.test(name)) return 'bool';
  if (/^(year|month|slipNo|otp|afterSeq|limit)$/.test(name)) return 'integer';
  if (/quantity|amount|rate|percentage/i.test(name)) return 'decimal';
  if (/^(id|.*Id)$/.test(name)) return 'id';
  if (/Date$/.test(name)) return 'date';
  if (name === 'expiresAt') return 'datetime';
  if (name === 'itemType') return 'enum';
  if (name === 'mobileNo') return 'mobile';
  if (/password/i.test(name)) return 'password';
  return 'text';
}
