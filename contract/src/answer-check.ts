// Checks an answer against its endpoint's response schema without zod: the schema as JSON Schema, made from the
// contract's zod schema (answer-schemas.ts: at build time for the web, on first use in node). The web checks
// every answer with it before anyone sees it, so its screens load no zod to read (issue 28). Only the keywords
// the contract's schemas turn into are known; a schema with another one is refused where it is made
// (answer-schemas.ts), so nothing is silently left unchecked.

/** The part of JSON Schema (2020-12) the contract's response schemas use. */
export interface AnswerSchema {
  $schema?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, AnswerSchema>;
  required?: string[];
  additionalProperties?: boolean | AnswerSchema;
  propertyNames?: AnswerSchema;
  items?: AnswerSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: AnswerSchema[];
  not?: AnswerSchema;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** Every keyword answerProblem reads; answer-schemas.ts refuses a schema with any other. */
export const ANSWER_KEYWORDS: ReadonlySet<string> = new Set([
  '$schema', 'type', 'properties', 'required', 'additionalProperties', 'propertyNames', 'items', 'enum', 'const', 'anyOf',
  'not', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems',
]);

const patterns = new Map<string, RegExp>();
const regex = (source: string): RegExp => {
  let r = patterns.get(source);
  if (!r) {
    r = new RegExp(source);
    patterns.set(source, r);
  }
  return r;
};

const typeOf = (value: unknown): JsonType => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return t as JsonType;
};

const fitsType = (value: unknown, type: JsonType | JsonType[]): boolean => {
  const actual = typeOf(value);
  // Called for every value of an answer: no array made for a single type.
  if (!Array.isArray(type)) return type === actual || (actual === 'integer' && type === 'number');
  return type.includes(actual) || (actual === 'integer' && type.includes('number'));
};

/** Deep equality of JSON values (for enum and const). */
const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/**
 * A break found below the top: its reason and the steps to it, innermost first (the path is spelled only for a
 * break, never while walking: a statement's answer has thousands of values, and the web checks it on a phone's
 * main thread).
 */
interface Break {
  reason: string;
  steps: string[];
}

const broken = (reason: string): Break => ({ reason, steps: [] });
/** `problem` one step further out (`.key` or `[i]`). */
const under = (problem: Break | null, step: string): Break | null => {
  if (problem) problem.steps.push(step);
  return problem;
};

function breakOf(schema: AnswerSchema, value: unknown): Break | null {
  if (schema.type !== undefined && !fitsType(value, schema.type)) return broken(`${typeOf(value)} where ${String(schema.type)} is expected`);
  if (schema.const !== undefined && !same(value, schema.const)) return broken(`not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.some((e) => same(value, e))) return broken(`not one of ${JSON.stringify(schema.enum)}`);
  if (schema.not && breakOf(schema.not, value) === null) return broken('a value that is not allowed');
  if (schema.anyOf && !schema.anyOf.some((option) => breakOf(option, value) === null)) return broken(`fits none of its ${schema.anyOf.length} forms`);
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) return broken(`${JSON.stringify(value)} does not match ${schema.pattern}`);
    // UTF-16 units, as zod counts a string's length (the schema was made from zod's).
    const { length } = value;
    if (schema.minLength !== undefined && length < schema.minLength) return broken(`shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength) return broken(`longer than ${schema.maxLength}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return broken(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return broken(`above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return broken(`not above ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return broken(`not below ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return broken(`fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return broken(`more than ${schema.maxItems} items`);
    if (schema.items) {
      for (let i = 0; i < value.length; i++) {
        const problem = breakOf(schema.items, value[i]);
        if (problem) return under(problem, `[${i}]`);
      }
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) return under(broken('missing'), `.${key}`);
    for (const key of Object.keys(record)) {
      const own = schema.properties?.[key];
      if (own) {
        const problem = breakOf(own, record[key]);
        if (problem) return under(problem, `.${key}`);
        continue;
      }
      if (schema.propertyNames) {
        const problem = breakOf(schema.propertyNames, key);
        if (problem) return under(problem, `.${key} (key)`);
      }
      if (schema.additionalProperties === false) return under(broken('not expected'), `.${key}`);
      if (typeof schema.additionalProperties === 'object') {
        const problem = breakOf(schema.additionalProperties, record[key]);
        if (problem) return under(problem, `.${key}`);
      }
    }
  }
  return null;
}

/**
 * Where `value` (a parsed JSON answer) breaks `schema` and how, as `path: reason`; null when it fits. The first
 * break found is named, for the console; the answer is refused either way.
 */
export function answerProblem(schema: AnswerSchema, value: unknown, path = '$'): string | null {
  const problem = breakOf(schema, value);
  return problem && `${path}${problem.steps.reverse().join('')}: ${problem.reason}`;
}
