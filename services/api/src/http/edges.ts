// What the API accepts at the HTTP edge, before any route sees a body: uncompressed UTF-8 JSON whose
// strings hold no NUL and no lone UTF-16 surrogate (Postgres text and jsonb cannot store either), at
// most MAX_DEPTH levels deep. Everything else is refused with 4xx naming the reason, never a 500.
// And what every API answer says about caching: nothing of it may be kept.
import type { NextFunction, Request, Response } from 'express';
import type { MessageKey, MessageParams } from '@ledger/contract';
import { badRequest, coded } from './errors.ts';

/**
 * Every /api answer is private: a company's figures, a session, a shared statement, a file, a refusal. No
 * browser, proxy or CDN may keep a copy (a shared computer's back button, a proxy's cache). Set before
 * anything else runs on an /api request, so every answer carries it, whichever handler writes it. The
 * web app's static files keep their own headers (app.ts).
 */
const NO_STORE = 'no-store';
export function privateAnswers(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', NO_STORE);
  next();
}

const MAX_DEPTH = 32;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (linear). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** 415 for a Content-Encoding (we take plain bodies only) or a charset other than UTF-8. */
export function requireIdentityUtf8(req: Request, _res: Response, next: NextFunction): void {
  const encoding = req.get('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    next(coded(415, 'encoding'));
    return;
  }
  const type = req.get('content-type');
  const charset = type ? /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1] : undefined;
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    next(coded(415, 'charset', { charset: charset.slice(0, 40) }));
    return;
  }
  next();
}

/** The first string (or key) a database could not store, as its field path and why (a message key and parts); null when clean. */
export function findUnstorableString(value: unknown, path: string[] = [], depth = 0): { field: string; code: MessageKey; params?: MessageParams } | null {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field: field(), code: 'notNul' };
    if (LONE_SURROGATE.test(value)) return { field: field(), code: 'notSurrogate' };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field: field(), code: 'nestedTooDeep', params: { n: MAX_DEPTH } };
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key];
    if (!storable(key)) return { field: at.join('.'), code: 'notFieldName' };
    const found = findUnstorableString(child, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function refuseUnstorableStrings(req: Request, _res: Response, next: NextFunction): void {
  const found = findUnstorableString(req.body);
  if (found) {
    next(badRequest(found.code, { label: found.field, ...found.params }, found.field));
    return;
  }
  next();
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

/** True when an error says the database cannot be reached (as opposed to a bug or a refused query). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

