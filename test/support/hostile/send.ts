// Turns a draft into an HTTP request (token by role, a request id the event log will carry), sends
// it, and works out what the server should have made of the body: the value express.json hands the
// route, or a reason the request must be refused whatever the route does.
import type { z } from 'zod';
import { toJsonText } from './json.ts';
import type { HostileFixture, IdentityName } from './fixture.ts';
import type { Draft, Mutation } from './variants.ts';
import type { EndpointSpec } from './bodies.ts';

export type Access = 'public' | 'user' | 'companyRead' | 'companyWrite' | 'admin';

export interface Sent {
  index: number;
  path: string;
  mutations: Mutation[];
  /** The session whose token was sent (null: none or a made-up one). */
  identity: IdentityName | null;
  method: string;
  headers: Record<string, string>;
  bytes: Buffer;
  requestId: string;
  /** Why a 2xx would be wrong (null: the route decides). */
  mustRefuse: string | null;
  status: number;
  contentType: string;
  /** The answer's Cache-Control header (null: none). */
  cacheControl: string | null;
  /** The answer's X-Error-Code header: a refusal's catalogue key (null: none). */
  errorCode: string | null;
  text: string;
  ms: number;
}

function identityFor(draft: Draft, access: Access, spec: EndpointSpec): IdentityName | null {
  const own: IdentityName | null = spec.as ?? (access === 'public' ? null : access === 'admin' ? 'admin' : 'A');
  const who: IdentityName | null = {
    own, none: null, garbage: null, revoked: null, other: 'B', admin: 'admin', owner: 'A', user: 'U', clerk: 'C',
  }[draft.role] as IdentityName | null;
  // A call that ends a session never gets A's token: the campaign would log its own victim out.
  return spec.consumes && who === 'A' ? 'S' : who;
}

const MUST_REFUSE_ENCODINGS = new Set(['gzip', 'br', 'deflate', 'bogus', 'gzip, identity']);
const MUST_REFUSE_CHARSETS = new Set(['latin1', 'bogus', 'utf-16', 'iso-8859-1']);
const JSON_TYPES = new Set(['application/json', 'application/json; charset="utf-8"', 'application/json;charset=utf8']);
const NOT_JSON_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/vnd.api+json']);

/** Why the server must not answer 2xx, from the headers, the bytes and the route's own schema. */
export function mustRefuse(method: string, headers: Record<string, string>, bytes: Buffer, schema: z.ZodType): string | null {
  if (method !== 'POST') return null;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && MUST_REFUSE_ENCODINGS.has(encoding.toLowerCase())) return `Content-Encoding ${encoding}`;
  const type = headers['content-type'];
  const charset = type === undefined ? undefined : /;\s*charset=([^;]*)/i.exec(type)?.[1];
  if (charset !== undefined && MUST_REFUSE_CHARSETS.has(charset.toLowerCase())) return `charset ${charset}`;
  let seen: unknown;
  if (type === undefined || type === '' || NOT_JSON_TYPES.has(type)) seen = {}; // express.json leaves the body alone
  else if (!JSON_TYPES.has(type.toLowerCase())) return null;
  else if (bytes.length === 0) seen = {};
  else {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return null; // the parser's own decoding decides
    }
    if (text.charCodeAt(0) === 0xfeff) return null;
    try {
      seen = JSON.parse(text);
    } catch {
      return 'a body that is not JSON';
    }
    if (seen === null || typeof seen !== 'object') return 'a JSON body that is not an object';
  }
  try {
    const parsed = schema.safeParse(seen);
    return parsed.success ? null : `a body the route's schema refuses (${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message})`;
  } catch (err) {
    return `a body the route's schema throws on (${(err as Error).message})`;
  }
}

/** Whether the request with this id asks for Hindi: every other one, by a hash of the id. */
function asksHindi(requestId: string): boolean {
  let h = 0;
  for (const c of requestId) h = (h * 31 + c.charCodeAt(0)) | 0;
  return (h & 1) === 1;
}

export interface Prepared { method: string; headers: Record<string, string>; bytes: Buffer; identity: IdentityName | null }

export function prepare(draft: Draft, fx: HostileFixture, access: Access, spec: EndpointSpec, requestId: string): Prepared {
  const identity = identityFor(draft, access, spec);
  const token = identity ? fx.token(identity) : draft.role === 'garbage' ? 'not-a-real-token' : draft.role === 'revoked' ? fx.revokedToken : null;
  const headers: Record<string, string> = { 'x-request-id': requestId };
  // Every other request asks for Hindi: its refusal must come back in Hindi (contract i18n/messages.ts).
  if (asksHindi(requestId)) headers['accept-language'] = 'hi';
  for (const [k, val] of Object.entries(draft.headers)) if (val !== null) headers[k] = val;
  if (token) headers.authorization = draft.authFormat ? draft.authFormat(token) : `Bearer ${token}`;
  else if (draft.authFormat) headers.authorization = draft.authFormat('');
  const bytes = draft.bytes ?? Buffer.from(toJsonText(draft.body), 'utf8');
  return { method: draft.method, headers, bytes, identity };
}

export async function send(url: string, path: string, p: Prepared): Promise<Pick<Sent, 'status' | 'contentType' | 'cacheControl' | 'errorCode' | 'text' | 'ms'>> {
  const started = performance.now();
  const res = await fetch(`${url}/api${path}`, {
    method: p.method,
    headers: p.headers,
    body: p.method === 'GET' ? undefined : new Uint8Array(p.bytes),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', cacheControl: res.headers.get('cache-control'), errorCode: res.headers.get('x-error-code'), text, ms: performance.now() - started };
}
