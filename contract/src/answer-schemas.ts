// The contract's response schemas as the JSON Schema answer-check.ts reads: made from the zod schemas (their one
// home) by zod itself. The web's build makes them once per endpoint table (web/vite.config.ts, endpointRefs);
// in node, endpoint-refs.ts makes them on first use. A schema that would need a keyword answer-check.ts does not
// read, or that changes what it parses (a transform or default: the web hands on the answer as sent), is
// refused here, where it is made.
import { z } from 'zod';
import { ANSWER_KEYWORDS, type AnswerSchema } from './answer-check.ts';
import type { Endpoint } from './endpoint.ts';
import { anyEnvelopeSchema, errorBodySchema } from './endpoint.ts';

type Table = { readonly [key: string]: Endpoint | Table };

/** Keywords that hold schemas (or maps or lists of them), walked for unknown keywords. */
const NESTED = new Set(['properties', 'additionalProperties', 'propertyNames', 'items', 'anyOf', 'not']);

function checkKeywords(schema: unknown, at: string): void {
  if (typeof schema !== 'object' || schema === null) return;
  for (const [key, value] of Object.entries(schema)) {
    if (!ANSWER_KEYWORDS.has(key)) throw new Error(`${at}: the JSON Schema keyword ${key} is not read by answer-check.ts`);
    if (!NESTED.has(key)) continue;
    if (key === 'properties') for (const [name, s] of Object.entries(value as object)) checkKeywords(s, `${at}.${name}`);
    else if (Array.isArray(value)) value.forEach((s, i) => checkKeywords(s, `${at}[${i}]`));
    else checkKeywords(value, at);
  }
}

/**
 * One response schema as JSON Schema, checked to be one answer-check.ts reads in full. It is the schema's input
 * side (what zod accepts: a loose object takes keys it does not name, a strict one refuses them); made for its
 * output side too, which zod cannot for a transform, so a schema that changes what it parses is refused. A
 * default would show as a keyword answer-check.ts does not read.
 */
export function answerSchemaOf(schema: z.ZodType, at: string): AnswerSchema {
  try {
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
  } catch (err) {
    throw new Error(`${at}: its response schema changes what it parses (${(err as Error).message}); the web hands on answers as sent`);
  }
  const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  checkKeywords(input, at);
  return input as AnswerSchema;
}

const isEndpoint = (value: Endpoint | Table): value is Endpoint => typeof value.path === 'string';

/** Every response schema of a table (nested tables too), by path. */
export function answerSchemasOf(table: Table): Record<string, AnswerSchema> {
  const out: Record<string, AnswerSchema> = {};
  const walk = (t: Table) => {
    for (const value of Object.values(t)) {
      if (isEndpoint(value)) out[value.path] = answerSchemaOf(value.response, value.path);
      else walk(value);
    }
  };
  walk(table);
  return out;
}

/** The envelopes every answer comes in: a 200's `{ data, pending? }` and every other status's `{ error }`. */
export const envelopeSchemas = () => ({
  anyEnvelope: answerSchemaOf(anyEnvelopeSchema, 'anyEnvelopeSchema'),
  errorBody: answerSchemaOf(errorBodySchema, 'errorBodySchema'),
});
