// Stored payloads checked without zod's per-parse machinery: each event schema of events.ts is compiled
// once into a plain predicate that accepts exactly what the schema accepts (types, nullability, enums,
// string patterns, integer ranges). The full reprojection checks every event of a company with these;
// an event one refuses is then parsed with its zod schema, for zod's own description of what is wrong.
// A schema that uses anything the compiler does not know is checked with zod itself (`compiled` says
// which), so a new kind of field can never be checked more loosely than its schema says.
import type { z } from 'zod';
import { eventSchemas, parseEventData, type LedgerEvent } from './events.ts';

export type PayloadCheck = (data: unknown) => boolean;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: unknown;
  innerType?: Schema;
  element?: Schema;
  entries?: Record<string, unknown>;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  coerce?: boolean;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
}
interface Schema { _zod: { def: Def } }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A fresh, flag-free copy of a check's pattern: test() on it keeps no state between calls. */
const patternOf = (def: CheckDef): RegExp | null =>
  def.pattern instanceof RegExp && !def.pattern.global && !def.pattern.sticky ? new RegExp(def.pattern.source, def.pattern.flags) : null;

/** The predicate of one schema node, or null when the node (or one of its checks) is not one we know. */
function compile(schema: Schema): PayloadCheck | null {
  const def = schema._zod.def;
  if (def.coerce) return null;
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string': {
      const patterns: RegExp[] = [];
      for (const c of checks) {
        const cd = c._zod.def;
        // 'regex' and 'uuid' are a pattern and nothing else; other formats (email, url, …) carry more logic.
        if (cd.check !== 'string_format' || (cd.format !== 'regex' && cd.format !== 'uuid')) return null;
        const re = patternOf(cd);
        if (!re) return null;
        patterns.push(re);
      }
      if (patterns.length === 0) return (v) => typeof v === 'string';
      if (patterns.length === 1) {
        const [re] = patterns;
        return (v) => typeof v === 'string' && re.test(v);
      }
      return (v) => typeof v === 'string' && patterns.every((re) => re.test(v));
    }
    case 'number': {
      let int = false;
      let lo = -Infinity;
      let hi = Infinity;
      let loIncl = true;
      let hiIncl = true;
      for (const c of checks) {
        const cd = c._zod.def;
        if (cd.check === 'number_format' && cd.format === 'safeint') int = true;
        else if (cd.check === 'greater_than' && typeof cd.value === 'number' && cd.value >= lo) {
          lo = cd.value;
          loIncl = cd.inclusive === true;
        } else if (cd.check === 'less_than' && typeof cd.value === 'number' && cd.value <= hi) {
          hi = cd.value;
          hiIncl = cd.inclusive === true;
        } else return null;
      }
      return (v) => typeof v === 'number' && Number.isFinite(v) && (!int || Number.isSafeInteger(v))
        && (loIncl ? v >= lo : v > lo) && (hiIncl ? v <= hi : v < hi);
    }
    case 'boolean':
      return checks.length ? null : (v) => typeof v === 'boolean';
    case 'enum': {
      if (checks.length || !def.entries) return null;
      const values = new Set(Object.values(def.entries));
      return (v) => values.has(v);
    }
    case 'nullable': {
      const inner = !checks.length && def.innerType ? compile(def.innerType) : null;
      return inner && ((v) => v === null || inner(v));
    }
    case 'object': {
      if (checks.length || def.catchall || !def.shape) return null;
      const fields: Array<{ key: string; check: PayloadCheck; optional: boolean }> = [];
      for (const [key, field] of Object.entries(def.shape)) {
        if (key === '__proto__') return null;
        const fdef = field._zod.def;
        const optional = fdef.type === 'optional';
        if (optional && fdef.checks?.length) return null;
        const check = compile(optional ? (fdef.innerType as Schema) : field);
        if (!check) return null;
        fields.push({ key, check, optional });
      }
      return (v) => {
        if (!isObject(v)) return false;
        for (let i = 0; i < fields.length; i++) {
          const f = fields[i];
          const value = v[f.key];
          if (value === undefined) {
            // An optional key may be absent; a required one may not (no schema compiled here accepts undefined).
            if (f.optional) continue;
            return false;
          }
          if (!f.check(value)) return false;
        }
        return true;
      };
    }
    case 'array': {
      // An element schema and length bounds (min_length, max_length): nothing else.
      const element = def.element ? compile(def.element) : null;
      if (!element) return null;
      let min = 0;
      let max = Infinity;
      for (const c of checks) {
        const cd = c._zod.def;
        if (cd.check === 'min_length' && typeof cd.minimum === 'number') min = Math.max(min, cd.minimum);
        else if (cd.check === 'max_length' && typeof cd.maximum === 'number') max = Math.min(max, cd.maximum);
        else return null;
      }
      return (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every((x) => element(x));
    }
    default:
      return null;
  }
}

type SchemaTable = Record<string, Record<number, z.ZodType>>;

const table = new Map<string, { check: PayloadCheck; compiled: boolean }>();
for (const [type, versions] of Object.entries(eventSchemas as unknown as SchemaTable)) {
  for (const [version, schema] of Object.entries(versions)) {
    const compiled = compile(schema as unknown as Schema);
    table.set(`${type}\u0000${version}`, compiled
      ? { check: compiled, compiled: true }
      : { check: (data) => schema.safeParse(data).success, compiled: false });
  }
}

/** The check of a stored payload of `type` at `version`; null for a type or version no schema knows. */
export function payloadCheck(type: string, version: number): PayloadCheck | null {
  return table.get(`${type}\u0000${version}`)?.check ?? null;
}

/**
 * A payload as every reader and writer of the log takes it: `data` itself when its check accepts it, otherwise zod's
 * parse, which throws zod's words for what is wrong (and is the reference should the compiled check ever disagree).
 * The API checks what it appends with it, the guard what it folds, the rebuild's stream what it reads: one check, so
 * what is stored is what a projector can read. `check`: the caller's own lookup of payloadCheck, kept across events.
 */
export function readPayload(type: string, version: number, data: unknown, check = payloadCheck(type, version)): LedgerEvent['data'] {
  if (check?.(data)) return data as LedgerEvent['data'];
  return parseEventData(type, version, data);
}

/** Which schemas run as compiled predicates (the rest fall back to zod); for the tests. */
export function compiledSchemas(): Map<string, boolean> {
  return new Map([...table].map(([k, v]) => [k.replace('\u0000', ' v'), v.compiled]));
}
