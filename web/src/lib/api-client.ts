// The one HTTP client: POST JSON to /api, read `{data}`, map statuses to errors per spec section 8.
// Every call names its @ledger/contract endpoint by its ref (@ledger/contract/endpoint-refs): reads and
// account calls use callEndpoint (the full answer, checked by the endpoint's response schema); ledger
// commands use sendCommand, whose answer may be `pending` and so carries only the id the command decided.
// The checks (the envelopes', the endpoint's response schema as JSON Schema, made from the contract's zod at
// build time) are loaded while the call is on the wire, never before the first screen: every answer is still
// checked, none waits for more than its own chunk, and no screen loads zod to read an answer.
import type { EndpointRef, RequestOf, ResponseOf } from '@ledger/contract';
import { answerProblem, type AnswerSchema } from '@ledger/contract/answer-check';
import { envelopeChecks } from '@ledger/contract/endpoint-refs';
import { LSN_HEADER, laterLsn } from '@ledger/contract/replica';
import i18next from 'i18next';
import { clearToken, getToken, noteSessionEnded, type TokenKind } from './session';
import { appText } from './app-message';

/** sessionEnded: the token was refused (401) while typed work was open; the app asks for the password over it (app/SessionEnded.tsx). */
export type ApiErrorKind = 'validation' | 'forbidden' | 'notFound' | 'operation' | 'unreachable' | 'sessionEnded' | 'unexpected';

export interface DocumentProblems { id: string; document: string; problems: string[] }

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly field: string | undefined;
  /** A refusal of many documents at once (the e-way bill file): what is wrong with each. */
  problems: DocumentProblems[] = [];

  constructor(kind: ApiErrorKind, status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.field = field;
  }
}

/** The network failed, the app is down, or it cannot reach its database (503): nothing was saved. What the call is told, in the chosen language. */
const unreachableMessage = () => appText('unreachableRetry');

/**
 * The checks of the envelopes every answer comes in ({ data }, { error }), loaded by the first answer read
 * (started when its request is sent, so it loads while the call is on the wire).
 */
const envelopes = envelopeChecks;

/** A chunk of schemas that could not be loaded: like a call that got no answer, nothing is known of it. */
function loadFailed(): never {
  throw new ApiError('unreachable', 0, unreachableMessage());
}


export interface ApiCallOptions {
  /** Which token to send; 'none' for login, register and password reset. */
  auth?: TokenKind | 'none';
  /** Adds send an Idempotency-Key so a retried request appends nothing twice. */
  idempotent?: boolean;
  /** A caller-chosen Idempotency-Key, stable across retries of the same logical add (bulk slips, a Save pressed again). */
  idempotencyKey?: string;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Leaves for the login page, which says "Your session ended; please log in again". */
export function redirectToLogin(kind: TokenKind): void {
  noteSessionEnded(kind);
  clearToken(kind);
  window.location.assign(kind === 'admin' ? '/admin/login' : '/login');
}

/**
 * Who decides what a refused session does to the screen: answers true when it keeps the screen (typed work
 * is open, so it asks for the password over it); false sends the user to the login page. Set by
 * app/SessionEnded.tsx; with none set, the login page.
 */
type SessionEndedHandler = (kind: TokenKind) => boolean;
let sessionEndedHandler: SessionEndedHandler | null = null;

export function onSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = null;
  };
}

/**
 * A write past the read-model bound (server mode) answers 200 with `pending: true`: it is committed,
 * but reads may not show it yet (docs/operations.md "Past the bound"). Listeners (PendingWrites.tsx)
 * show a notice and refetch.
 */
type PendingListener = (path: string) => void;
const pendingListeners = new Set<PendingListener>();

export function onPendingWrite(listener: PendingListener): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

const requestedLanguage = (): 'hi' | 'en' => (i18next.language === 'hi' ? 'hi' : 'en');

/**
 * Read-your-writes with a read replica (docs/operations.md "Read replica"): the newest write position any answer
 * carried, sent back on every call, so a read waits until the replica has what this tab wrote (or reads the primary).
 */
let writePosition: string | null = null;

/** POSTs one call with the token and keys it asks for; a network failure is ApiError 'unreachable'. */
async function post(path: string, body: unknown, options: ApiCallOptions, extraHeaders: Record<string, string> = {}): Promise<{ response: Response; auth: TokenKind | 'none'; token: string | null }> {
  const auth = options.auth ?? 'user';
  // The API answers its messages, PDFs and sheets in the language chosen here (contract i18n/language.ts).
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': requestedLanguage(), ...extraHeaders };
  const token = auth === 'none' ? null : getToken(auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (writePosition) headers[LSN_HEADER] = writePosition;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  else if (options.idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  try {
    const response = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
    writePosition = laterLsn(writePosition, response.headers.get(LSN_HEADER));
    return { response, auth, token };
  } catch {
    // No answer at all: offline, the app is down, or the connection dropped.
    throw new ApiError('unreachable', 0, unreachableMessage());
  }
}

/** Sends one call; answers the envelope of a 2xx, throws ApiError for anything else. */
async function send(path: string, body: unknown, options: ApiCallOptions, extraHeaders?: Record<string, string>): Promise<{ data: unknown; pending: boolean; response: Response }> {
  const schemas = envelopes();
  schemas.catch(() => {});
  const { response, auth, token } = await post(path, body, options, extraHeaders);
  // 304: the caller's copy of a revalidating read is current (revalidatingCall); there is no body.
  if (response.status === 304) return { data: undefined, pending: false, response };
  const json = await readJson(response);
  if (response.ok) {
    const { anyEnvelope } = await schemas.catch(loadFailed);
    const problem = answerProblem(anyEnvelope, json);
    if (problem) {
      console.error(`Unexpected response shape from ${path}`, problem);
      throw new ApiError('unexpected', response.status, appText('unexpected'));
    }
    const envelope = json as { data: unknown; pending?: boolean };
    const pending = envelope.pending === true;
    if (pending) for (const listener of pendingListeners) listener(path);
    return { data: envelope.data, pending, response };
  }
  return failure(response, json, auth, token);
}

/** The ApiError of a non-2xx answer (spec section 8); a rejected session goes to the login page. */
async function failure(response: Response, json: unknown, auth: TokenKind | 'none', token: string | null): Promise<never> {
  const { errorBody } = await envelopes().catch(loadFailed);
  const error = answerProblem(errorBody, json) === null ? (json as { error: { message: string; field?: string; problems?: DocumentProblems[] } }).error : undefined;
  const answered = error?.message;
  const message = answered || appText('noMessage');
  const field = error?.field;

  switch (response.status) {
    case 400:
      throw new ApiError('validation', 400, message, field);
    case 401:
      // A rejected token means the session is over (expired or revoked); a 401 on a tokenless call (login) is
      // just an error. With typed work open the screen stays, and the call fails as 'sessionEnded' (a form
      // keeps what was typed, as when the server cannot be reached); a token replaced meanwhile (signed in
      // again) is not the session that ended.
      if (auth !== 'none' && token) {
        if (getToken(auth) !== token || sessionEndedHandler?.(auth)) throw new ApiError('sessionEnded', 401, message);
        redirectToLogin(auth);
        // The page is navigating away; keep callers from acting on a half-finished call.
        return new Promise<never>(() => {});
      }
      throw new ApiError('validation', 401, message, field);
    case 403:
      throw new ApiError('forbidden', 403, message, field);
    case 404:
      // A public page (a shared link) says why it is gone; elsewhere a 404 is the spec's wording.
      throw new ApiError('notFound', 404, auth === 'none' && answered ? answered : appText('notFound', { thing: 'Server resource' }), field);
    case 422:
    case 500: {
      const refusal = new ApiError('operation', response.status, message, field);
      refusal.problems = error?.problems ?? [];
      throw refusal;
    }
    case 429:
      throw new ApiError('operation', 429, message, field);
    // 503: the API cannot reach Postgres; 502/504: a proxy in front of the app cannot reach it.
    case 502:
    case 503:
    case 504:
      throw new ApiError('unreachable', response.status, unreachableMessage());
    default:
      throw new ApiError('unexpected', response.status, appText('unexpected'), field);
  }
}

/**
 * A download endpoint of the contract (`file: true`): fetches the file and hands it to the browser as
 * a download under the server's file name. Errors are ApiErrors like any call's.
 */
export async function downloadEndpoint<E extends EndpointRef>(endpoint: E, body: RequestOf<E>): Promise<void> {
  const { response, auth, token } = await post(endpoint.path, body, { auth: authFor(endpoint) });
  if (!response.ok) return failure(response, await readJson(response), auth, token);
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * What a ledger command answers that is sure to be there: the id it decided (absent for a few), and
 * whether read models were still catching up. The full entity of a non-pending answer is deliberately
 * not offered: a caller that needs it reads it again (its query refetches once invalidated).
 */
export interface WriteResult {
  id: string | undefined;
  pending: boolean;
}

/**
 * A read or account call of the contract: the body typed by the endpoint's request schema, the
 * answer checked by its response schema. Ledger commands go through sendCommand.
 */
export async function callEndpoint<E extends EndpointRef>(endpoint: E, body: RequestOf<E>, options: ApiCallOptions = {}): Promise<ResponseOf<E>> {
  const definition = loadCheck(endpoint);
  if (endpoint.revalidate) return revalidatingCall(endpoint, definition, body, options);
  const { data } = await send(endpoint.path, body, { auth: authFor(endpoint), ...options });
  return checked(endpoint, await definition, data);
}

/** The endpoint's response schema (JSON Schema, no zod), loading while the call is on the wire. */
function loadCheck(endpoint: EndpointRef): Promise<AnswerSchema> {
  const check = endpoint.answer().catch(loadFailed);
  // Not awaited when the call fails first; its own failure is then nobody's to report.
  check.catch(() => {});
  return check;
}

/** The answer as sent, once it fits the endpoint's response schema (answer-schemas.ts refuses one that would change it). */
function checked<E extends EndpointRef>(endpoint: E, schema: AnswerSchema, data: unknown): ResponseOf<E> {
  const problem = answerProblem(schema, data);
  if (problem) {
    console.error(`Unexpected response shape from ${endpoint.path}`, problem);
    throw new ApiError('unexpected', 200, appText('unexpected'));
  }
  return data as ResponseOf<E>;
}

/**
 * The newest answer of each revalidating read (contract `revalidate`: statement, Entries, lists, months,
 * ledger), with the ETag the server gave it, by the request (path, body, language, token). Asked again, the
 * read sends the tag, and while the company's figures have not moved the server answers 304 and this copy
 * is used: no statement built, sent or checked again. In memory only (the answers are private and stay
 * Cache-Control: no-store); the most recently used REVALIDATED_KEPT are kept.
 */
const revalidated = new Map<string, { tag: string; answer: unknown }>();
const REVALIDATED_KEPT = 32;

async function revalidatingCall<E extends EndpointRef>(endpoint: E, definition: Promise<AnswerSchema>, body: RequestOf<E>, options: ApiCallOptions): Promise<ResponseOf<E>> {
  const auth = options.auth ?? authFor(endpoint);
  const key = `${endpoint.path}\n${requestedLanguage()}\n${auth === 'none' ? '' : getToken(auth) ?? ''}\n${JSON.stringify(body ?? {})}`;
  const kept = revalidated.get(key);
  const { data, response } = await send(endpoint.path, body, { auth, ...options }, kept ? { 'If-None-Match': kept.tag } : {});
  revalidated.delete(key);
  if (response.status === 304) {
    if (!kept) throw new ApiError('unexpected', 304, appText('unexpected'));
    revalidated.set(key, kept);
    return kept.answer as ResponseOf<E>;
  }
  const answer = checked(endpoint, await definition, data);
  const tag = response.headers.get('ETag');
  if (tag) {
    revalidated.set(key, { tag, answer });
    for (const oldest of revalidated.keys()) {
      if (revalidated.size <= REVALIDATED_KEPT) break;
      revalidated.delete(oldest);
    }
  }
  return answer;
}

/**
 * A ledger command of the contract (`command: true`): committed means saved, pending or not, so it
 * answers only the id it decided (see WriteResult). Adds send an Idempotency-Key.
 */
export async function sendCommand<E extends EndpointRef>(endpoint: E, body: RequestOf<E>, options: ApiCallOptions = {}): Promise<WriteResult> {
  const { data, pending } = await send(endpoint.path, body, { auth: authFor(endpoint), ...options });
  return { id: ackId(data), pending };
}

/** What a client may count on in any command's answer, full or pending: the id it decided, if any. */
function ackId(data: unknown): string | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Which token an endpoint's access needs: admin calls send the admin's, public ones none. */
function authFor(endpoint: EndpointRef): TokenKind | 'none' {
  if (endpoint.access === 'admin') return 'admin';
  return endpoint.access === 'public' ? 'none' : 'user';
}
