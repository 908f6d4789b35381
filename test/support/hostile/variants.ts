// The fast-check arbitraries of the campaign: one to three mutations applied to an endpoint's valid
// base request, aimed at its fields (typed hostile values, wrong types, missing, unknown and
// prototype keys, arrays for objects, deep nesting), at the body as a whole (empty, not JSON, raw
// NUL or broken UTF-8 bytes) and at the headers (content type, encoding, auth, idempotency, method).
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { clone, deleteAt, getAt, setAt, setOwn, toJsonText, type Path } from './json.ts';
import { POOLS, WRONG_TYPES, deepArray, deepObject, type FieldKind, type HostileValue } from './values.ts';
import type { HostileFixture } from './fixture.ts';

/** Whose token goes with the request: `own` is the endpoint's normal caller. */
type Role = 'own' | 'none' | 'garbage' | 'revoked' | 'other' | 'admin' | 'owner' | 'user' | 'clerk';

export interface Draft {
  method: string;
  body: unknown;
  /** When set, sent instead of the JSON text of `body`. */
  bytes?: Buffer;
  /** Lower-case names; null removes a header. */
  headers: Record<string, string | null>;
  role: Role;
  /** How the token is written into Authorization (default `Bearer <token>`). */
  authFormat?: (token: string) => string;
  /** Sent twice at the same moment (two deletes of one document, two adds with one slip number, …). */
  twin?: boolean;
}

export interface Mutation {
  kind: string;
  detail: string;
  apply(d: Draft, fx: HostileFixture): void;
  /** Writes the body bytes: applied after the field mutations, and only the last such one counts. */
  late?: 'bytes' | 'gzip';
}
export interface Field { path: Path; kind: FieldKind }

const at = (p: Path) => (p.length ? p.join('.') : '(body)');
const bytesOf = (d: Draft) => Buffer.from(toJsonText(d.body), 'utf8');

function fieldValue(field: Field, value: HostileValue, kind: string): Mutation {
  return {
    kind,
    detail: `${at(field.path)} = ${value.label}`,
    apply: (d, fx) => { d.body = setAt(d.body, field.path, value.make(getAt(d.body, field.path), fx)); },
  };
}

const pick = <T>(xs: T[]) => fc.constantFrom(...xs);

/** A typed hostile value for one of the fields (ids for ids, dates for dates, …). */
const typedArb = (fields: Field[]) =>
  pick(fields).chain((f) => pick(POOLS[f.kind]).map((val) => fieldValue(f, val, `value:${f.kind}`)));

/** Any field gets a number, a string or a value of the wrong JSON type. */
const wrongTypeArb = (fields: Field[]) =>
  fc.tuple(pick(fields), pick([...WRONG_TYPES, ...POOLS.decimal.slice(0, 8), ...POOLS.text.slice(4, 12)]))
    .map(([f, val]) => fieldValue(f, val, 'wrong-type'));

const missingArb = (fields: Field[]) =>
  pick(fields).map((f): Mutation => ({ kind: 'missing', detail: `without ${at(f.path)}`, apply: (d) => { d.body = deleteAt(d.body, f.path); } }));

const UNKNOWN: Array<[string, (fx: HostileFixture) => unknown]> = [
  ['zzUnknown', () => 1], ['__proto__', () => ({ polluted: 'yes', isAdmin: true })], ['__proto__', (fx) => ({ companyId: fx.B.companyId })],
  ['constructor', () => ({ prototype: { polluted: 'yes' } })], ['prototype', () => ({ polluted: 'yes' })], ['companyId', (fx) => fx.B.companyId],
  ['toString', () => 1], ['hasOwnProperty', () => 'x'], ['valueOf', () => null], ['__defineGetter__', () => 1], ['id', (fx) => fx.other.productId],
];
const unknownArb = (objects: Path[]) =>
  fc.tuple(pick(objects), pick(UNKNOWN)).map(([p, [key, make]]): Mutation => ({
    kind: key.startsWith('__') || key === 'constructor' || key === 'prototype' ? 'prototype-key' : 'unknown-key',
    detail: `${at([...p, key])} added`,
    apply: (d, fx) => {
      const target = p.length ? getAt(d.body, p) : d.body;
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) setOwn(target as Record<string, unknown>, key, make(fx));
    },
  }));

const structureArb = (objects: Path[]) =>
  fc.tuple(pick(objects), pick(['array of it', 'empty array', '1000-deep object', '1000-deep array', 'string'] as const)).map(([p, how]): Mutation => ({
    kind: how.includes('deep') ? 'deep-nesting' : 'array-for-object',
    detail: `${at(p)} replaced by ${how}`,
    apply: (d) => {
      const cur = p.length ? getAt(d.body, p) : d.body;
      const value = how === 'array of it' ? [cur] : how === 'empty array' ? [] : how === '1000-deep object' ? deepObject(1000)
        : how === '1000-deep array' ? deepArray(1000) : JSON.stringify(cur);
      d.body = setAt(d.body, p, value);
    },
  }));

const raw = (detail: string, make: (d: Draft) => Buffer, kind = 'body'): Mutation => ({ kind, detail, late: 'bytes', apply: (d) => { d.bytes = make(d); } });
const text = (s: string) => () => Buffer.from(s, 'utf8');
const BODIES: Mutation[] = [
  raw('empty body', () => Buffer.alloc(0)), raw('"{}"', text('{}')), raw('"[]"', text('[]')), raw('"null"', text('null')), raw('"true"', text('true')),
  raw('"42"', text('42')), raw('a JSON string', text('"body"')), raw('array of the body', (d) => Buffer.from(`[${toJsonText(d.body)}]`)),
  raw('body wrapped in {"body":…}', (d) => Buffer.from(`{"body":${toJsonText(d.body)}}`)),
  raw('truncated JSON', (d) => bytesOf(d).subarray(0, Math.max(1, bytesOf(d).length - 3)), 'non-json'), raw('"{"', text('{'), 'non-json'),
  raw('single quotes', text("{'a':1}"), 'non-json'), raw('bare keys', text('{a:1}'), 'non-json'), raw('trailing comma', (d) => Buffer.from(`${toJsonText(d.body).slice(0, -1)},}`), 'non-json'),
  raw('comment', (d) => Buffer.from(`/*c*/${toJsonText(d.body)}`), 'non-json'), raw('NaN', text('NaN'), 'non-json'), raw('form body', text('a=1&b=2'), 'non-json'),
  raw('UTF-8 BOM before JSON', (d) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytesOf(d)])),
  raw('raw NUL byte in a string', (d) => Buffer.from(toJsonText(d.body).replace(/":"/, '":"\u0000'), 'utf8'), 'raw-bytes'),
  raw('invalid UTF-8 (C3 28) in a string', (d) => replaceFirstQuote(bytesOf(d), [0xc3, 0x28]), 'raw-bytes'),
  raw('CESU-8 surrogate (ED A0 80) in a string', (d) => replaceFirstQuote(bytesOf(d), [0xed, 0xa0, 0x80]), 'raw-bytes'),
  raw('overlong "/" (C0 AF) in a string', (d) => replaceFirstQuote(bytesOf(d), [0xc0, 0xaf]), 'raw-bytes'),
  raw('duplicate keys', (d) => {
    const t = toJsonText(d.body);
    return Buffer.from(t === '{}' ? '{"zz":0,"zz":1}' : t.replace(/^\{("(?:[^"\\]|\\.)*"):/, '{$1:"dup",$1:'));
  }),
  raw('100,000-deep array', text(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 'deep-nesting'),
  raw('50,000-deep object', text(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`), 'deep-nesting'),
  raw('300 KB of whitespace then JSON', (d) => Buffer.concat([Buffer.alloc(300 * 1024, 0x20), bytesOf(d)])),
  raw('UTF-16LE encoded JSON', (d) => Buffer.from(toJsonText(d.body), 'utf16le'), 'raw-bytes'),
];
function replaceFirstQuote(buf: Buffer, bytes: number[]): Buffer {
  const i = buf.indexOf('":"');
  return i < 0 ? buf : Buffer.concat([buf.subarray(0, i + 3), Buffer.from(bytes), buf.subarray(i + 3)]);
}

const header = (kind: string, name: string, value: string | null, extra?: (d: Draft) => void): Mutation => ({
  kind, detail: `${name}: ${value === null ? '(none)' : JSON.stringify(value)}`, apply: (d) => { d.headers[name] = value; extra?.(d); },
});
const CONTENT_TYPES: Mutation[] = [
  'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=bogus', 'application/json; charset=utf-16',
  'application/json; charset="utf-8"', 'application/json;charset=UTF8', 'APPLICATION/JSON', 'application/xml', 'multipart/form-data; boundary=x',
  'application/vnd.api+json', '', 'application/json, text/plain', 'application/json; charset=iso-8859-1; charset=utf-8', 'application/json; charset=',
].map((t) => header('content-type', 'content-type', t)).concat(header('content-type', 'content-type', null));
const ENCODINGS: Mutation[] = ['gzip', 'br', 'deflate', 'bogus', 'identity', 'GZIP', 'gzip, identity', ''].map((e) => header('content-encoding', 'content-encoding', e))
  .concat({ ...header('content-encoding', 'content-encoding', 'gzip', (d) => { d.bytes = gzipSync(d.bytes ?? bytesOf(d)); }), detail: 'content-encoding: gzip, body gzipped', late: 'gzip' });

const role = (r: Role, detail = `token: ${r}`): Mutation => ({ kind: 'auth', detail, apply: (d) => { d.role = r; } });
const format = (detail: string, f: (t: string) => string): Mutation => ({ kind: 'auth', detail: `Authorization: ${detail}`, apply: (d) => { d.authFormat = f; } });
const AUTH: Mutation[] = [
  role('none'), role('garbage'), role('revoked', "token: A's logged-out token"), role('other', "token: another company's owner"), role('admin', 'token: admin'),
  role('owner', "token: A's owner (admin calls)"), role('user', 'token: a user without a company'), role('clerk', "token: A's gate clerk"),
  format('lower-case scheme', (t) => `bearer ${t}`), format('no scheme', (t) => t), format('Basic', () => 'Basic dXNlcjpwYXNz'),
  format('extra word', (t) => `Bearer ${t} extra`), format('empty Bearer', () => 'Bearer '), format('4 KB token', (t) => `Bearer ${t}${'A'.repeat(4096)}`),
  format('upper-cased token', (t) => `Bearer ${t.toUpperCase()}`),
];
const IDEMPOTENCY: Mutation[] = [
  header('idempotency', 'idempotency-key', ''), header('idempotency', 'idempotency-key', 'k'.repeat(201)), header('idempotency', 'idempotency-key', 'hostile-shared-key'),
  header('idempotency', 'idempotency-key', 'caf\u00e9 key'), header('idempotency', 'idempotency-key', ' spaced key '),
];
const METHODS: Mutation[] = ['GET', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ kind: 'method', detail: `method ${m}`, apply: (d: Draft) => { d.method = m; } }));
/** Every figure of the body at its business limit (or one unit past it): sums of many such documents must still fit. */
const LIMIT: Array<[RegExp, string, string]> = [
  [/quantity/i, '10000000', '10000000.001'], [/amount/i, '10000000000', '10000000000.01'], [/rate/i, '100000', '100000.01'], [/percentage/i, '100', '100.01'],
];
const limitsArb = (fields: Field[]) =>
  fc.boolean().map((past): Mutation => ({
    kind: 'limits',
    detail: `every figure at its limit${past ? ' plus one unit' : ''}`,
    apply: (d) => {
      for (const f of fields.filter((x) => x.kind === 'decimal')) {
        const name = f.path[f.path.length - 1];
        const limit = LIMIT.find(([re]) => re.test(name));
        if (limit && getAt(d.body, f.path) !== undefined) d.body = setAt(d.body, f.path, past ? limit[2] : limit[1]);
      }
    },
  }));

const TWIN: Mutation = { kind: 'twin', detail: 'sent twice at once', apply: (d) => { d.twin = true; } };
const AS_IS: Mutation = { kind: 'as-is', detail: 'the base request', apply: () => undefined };

/** The mutations of one request to an endpoint with these fields and object paths. */
export function mutationsArb(fields: Field[], objects: Path[]): fc.Arbitrary<Mutation[]> {
  const leaves = fields.filter((f) => f.kind !== 'object');
  const usable = leaves.length ? leaves : fields;
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    ...(usable.length ? [
      { weight: 34, arbitrary: typedArb(usable) },
      { weight: 10, arbitrary: wrongTypeArb(fields) },
      { weight: 5, arbitrary: missingArb(fields) },
    ] : []),
    { weight: 8, arbitrary: unknownArb(objects) },
    { weight: 5, arbitrary: structureArb(objects) },
    { weight: 8, arbitrary: pick(BODIES) },
    { weight: 6, arbitrary: pick(CONTENT_TYPES) },
    { weight: 4, arbitrary: pick(ENCODINGS) },
    { weight: 9, arbitrary: pick(AUTH) },
    { weight: 3, arbitrary: pick(IDEMPOTENCY) },
    { weight: 1, arbitrary: pick(METHODS) },
    { weight: 2, arbitrary: fc.constant(TWIN) },
    ...(fields.some((f) => f.kind === 'decimal') ? [{ weight: 3, arbitrary: limitsArb(fields) }] : []),
    { weight: 4, arbitrary: fc.constant(AS_IS) },
  );
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

/** The request a list of mutations makes of a base body, and the mutations that took effect, in order. */
export function draftOf(base: unknown, mutations: Mutation[], fx: HostileFixture): { draft: Draft; effective: Mutation[] } {
  const d: Draft = { method: 'POST', body: clone(base), headers: { 'content-type': 'application/json' }, role: 'own' };
  const bytes = mutations.filter((m) => m.late === 'bytes').slice(-1);
  const effective = [...mutations.filter((m) => !m.late), ...bytes, ...mutations.filter((m) => m.late === 'gzip').slice(-1)];
  for (const m of effective) m.apply(d, fx);
  return { draft: d, effective };
}
