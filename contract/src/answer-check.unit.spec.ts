// The web checks answers with answer-check.ts and the JSON Schema made from the contract's zod schemas
// (answer-schemas.ts), not with zod. Given any answer generated to fit an endpoint's response schema, and the
// same answer broken in one place, then zod and answerProblem give the same verdict, for every endpoint.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblem, type AnswerSchema } from './answer-check.ts';
import { answerSchemaOf, answerSchemasOf, envelopeSchemas } from './answer-schemas.ts';
import type { Endpoint } from './endpoint.ts';
import { anyEnvelopeSchema, errorBodySchema } from './endpoint.ts';
import * as tables from './endpoints/index.ts';

type Table = { readonly [key: string]: Endpoint | Table };
const isEndpoint = (value: Endpoint | Table): value is Endpoint => typeof value.path === 'string';
const endpoints: Endpoint[] = [];
const collect = (t: Table) => {
  for (const value of Object.values(t)) {
    if (isEndpoint(value)) endpoints.push(value);
    else collect(value);
  }
};
for (const [name, table] of Object.entries(tables)) if (/Endpoints$|ByKind$|ByDirection$/.test(name)) collect(table as Table);

/** Answers that fit `schema` (as JSON Schema), small. */
function fitting(schema: AnswerSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => fitting({ ...s })));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fitting({ ...schema, type })));
  switch (schema.type) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': {
      const min = schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : schema.minimum ?? -1e6;
      const max = schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.maximum ?? 1e6;
      return fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) });
    }
    case 'number': return fc.double({
      noNaN: true, noDefaultInfinity: true, min: schema.exclusiveMinimum ?? schema.minimum ?? -1e6, max: schema.exclusiveMaximum ?? schema.maximum ?? 1e6,
      minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined,
    });
    case 'string': {
      const text = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ maxLength: 12 });
      return text.filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
    }
    case 'array': return fc.array(schema.items ? fitting(schema.items) : fc.jsonValue({ maxDepth: 1 }), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, 3) });
    case 'object': {
      const props = schema.properties ?? {};
      const named = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fitting(s)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
      if (typeof schema.additionalProperties !== 'object') return named;
      const keys = schema.propertyNames ? fitting(schema.propertyNames) as fc.Arbitrary<string> : fc.string({ maxLength: 6 });
      return fc.tuple(named, fc.dictionary(keys.filter((k) => !(k in props)), fitting(schema.additionalProperties), { maxKeys: 3 }))
        .map(([a, b]) => ({ ...b, ...a }));
    }
    default: return fc.jsonValue({ maxDepth: 1 });
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The answer broken in one place: a key removed or added, a value of another type, a string one character longer. */
function broken(value: unknown, choice: number, path: number[]): unknown {
  if (Array.isArray(value) && value.length && path.length) {
    const i = path[0] % value.length;
    return value.map((v, j) => (j === i ? broken(v, choice, path.slice(1)) : v));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && path.length) {
    const keys = Object.keys(value);
    if (keys.length) {
      const key = keys[path[0] % keys.length];
      return { ...value, [key]: broken((value as Record<string, unknown>)[key], choice, path.slice(1)) };
    }
  }
  switch (choice % 5) {
    case 0: return typeof value === 'string' ? `${value}x` : 'x';
    case 1: return typeof value === 'number' ? String(value) : 7;
    case 2: return null;
    case 3: {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [value];
      const [first] = Object.keys(value);
      if (first === undefined) return { unexpected: 1 };
      const { [first]: _gone, ...rest } = value as Record<string, Json>;
      return rest;
    }
    default: return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, unexpectedKey: 1 } : { value };
  }
}

describe('answers checked without zod', () => {
  it('reads every response schema of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    const made = new Set(Object.entries(tables).filter(([name]) => /Endpoints$|ByKind$|ByDirection$/.test(name))
      .flatMap(([, t]) => Object.keys(answerSchemasOf(t as Table))));
    expect([...made].sort()).toEqual([...new Set(endpoints.map((e) => e.path))].sort());
  });

  it('given answers that fit each endpoint\'s response schema, and the same answers broken in one place, then zod and answerProblem agree', () => {
    for (const endpoint of endpoints) {
      const schema = answerSchemaOf(endpoint.response, endpoint.path);
      if (schema.not) continue; // z.never(): a file endpoint answers no JSON.
      fc.assert(
        fc.property(fitting(schema), fc.nat(), fc.array(fc.nat(), { maxLength: 6 }), (answer, choice, path) => {
          const zodFits = endpoint.response.safeParse(answer).success;
          expect({ path: endpoint.path, answer, zodFits, problem: answerProblem(schema, answer) }).toEqual({ path: endpoint.path, answer, zodFits: true, problem: null });
          const bad = broken(answer, choice, path);
          const verdict = answerProblem(schema, bad) === null;
          expect({ path: endpoint.path, bad, verdict }).toEqual({ path: endpoint.path, bad, verdict: endpoint.response.safeParse(bad).success });
        }),
        { numRuns: 40 },
      );
    }
    // Forty answers for each of some 200 endpoints: about 2 s alone, over 5 s beside the e2e's browsers.
  }, 30_000);

  it('the envelopes: a 200 body and an error body are read as zod reads them', () => {
    const { anyEnvelope, errorBody } = envelopeSchemas();
    for (const body of [{ data: 1 }, { data: null, pending: true }, { data: [], pending: 'yes' }, { pending: true }, [], null, 'x']) {
      expect(answerProblem(anyEnvelope, body) === null, JSON.stringify(body)).toBe(anyEnvelopeSchema.safeParse(body).success && typeof body === 'object' && body !== null && 'data' in body);
    }
    for (const body of [{ error: { message: 'm' } }, { error: { message: 'm', field: 'f' } }, { error: { message: 1 } }, { error: { message: 'm', code: 'x' } }, { error: {} }, {}]) {
      expect(answerProblem(errorBody, body) === null, JSON.stringify(body)).toBe(errorBodySchema.safeParse(body).success);
    }
  });

  it('refuses to make a check that would not check all (a transform, a keyword it does not read)', () => {
    expect(() => answerSchemaOf(z.string().transform((s) => s.length), 'transform')).toThrow(/changes what it parses/);
    expect(() => answerSchemaOf(z.object({ a: z.string().default('x') }), 'default')).toThrow(/keyword default/);
    expect(() => answerSchemaOf(z.string().email(), 'format')).toThrow(/keyword format/);
  });
});
