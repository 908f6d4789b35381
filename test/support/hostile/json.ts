// JSON bodies as the hostile-input campaign builds them: values that JSON.stringify cannot write
// (raw number literals such as 1e309 or -0, keys named __proto__), paths into a body, and the fields
// a route's zod schema declares (so a field the base body leaves out is still attacked).
import type { z } from 'zod';

/** Emitted verbatim by `toJsonText` (number literals JavaScript cannot hold, such as 1e309). */
export class Raw {
  constructor(readonly text: string) {}
}

export type Path = string[];

/** JSON text of a value; `Raw` is written as is, own keys named `__proto__` are written like any key. */
export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** A deep copy that keeps `Raw` leaves and own `__proto__` keys. */
export function clone<T>(value: T): T {
  if (value instanceof Raw || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) setOwn(out, k, clone((value as Record<string, unknown>)[k]));
  return out as T;
}

/** Sets an own, enumerable property even for `__proto__` (plain assignment would change the prototype). */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Raw);

export function getAt(body: unknown, path: Path): unknown {
  let cur = body;
  for (const k of path) {
    if (!isRecord(cur) || !Object.prototype.hasOwnProperty.call(cur, k)) return undefined;
    cur = cur[k];
  }
  return cur;
}

/** Sets the value at `path`, creating objects on the way; an empty path replaces the body. */
export function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const root = isRecord(body) ? body : {};
  let cur = root;
  for (const k of path.slice(0, -1)) {
    const next = Object.prototype.hasOwnProperty.call(cur, k) ? cur[k] : undefined;
    if (!isRecord(next)) setOwn(cur, k, {});
    cur = cur[k] as Record<string, unknown>;
  }
  setOwn(cur, path[path.length - 1], value);
  return root;
}

export function deleteAt(body: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const parent = getAt(body, path.slice(0, -1));
  if (isRecord(parent)) delete parent[path[path.length - 1]];
  return body;
}

/** Every path in a body whose value is a plain object (the root is []). */
export function objectPaths(body: unknown, path: Path = []): Path[] {
  if (!isRecord(body)) return [];
  return [path, ...Object.keys(body).flatMap((k) => objectPaths(body[k], [...path, k]))];
}

/** Every leaf path (a value that is not a plain object) in a body. */
export function leafPaths(body: unknown, path: Path = []): Path[] {
  if (!isRecord(body)) return path.length ? [path] : [];
  return Object.keys(body).flatMap((k) => leafPaths(body[k], [...path, k]));
}

interface Def { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType }
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The field paths a zod schema declares (objects and leaves), looking through optional, default, pipe, union. */
export function schemaPaths(schema: z.ZodType, prefix: Path = [], out: Path[] = []): Path[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [k, child] of Object.entries(def.shape ?? {})) {
        const p = [...prefix, k];
        if (!out.some((q) => q.join('.') === p.join('.'))) out.push(p);
        schemaPaths(child, p, out);
      }
      break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'nonoptional': case 'readonly': case 'catch':
      if (def.innerType) schemaPaths(def.innerType, prefix, out);
      break;
    case 'pipe':
      if (def.in) schemaPaths(def.in, prefix, out);
      break;
    case 'union':
      for (const o of def.options ?? []) schemaPaths(o, prefix, out);
      break;
    case 'intersection':
      if (def.left) schemaPaths(def.left, prefix, out);
      if (def.right) schemaPaths(def.right, prefix, out);
      break;
    default:
  }
  return out;
}
