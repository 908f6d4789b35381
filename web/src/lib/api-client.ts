// The one HTTP client: POST JSON to /api, read `{data}`, map statuses to errors per spec section 8.
import { z } from 'zod';
import { clearToken, getToken, type TokenKind } from './session';

export type ApiErrorKind = 'validation' | 'forbidden' | 'notFound' | 'operation' | 'unexpected';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly field: string | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.field = field;
  }
}

const NO_MESSAGE = 'No error message provided';

const errorBodySchema = z.object({
  error: z.object({ message: z.string().optional(), field: z.string().optional() }).optional(),
});

export interface ApiCallOptions {
  /** Which token to send; 'none' for login, register and password reset. */
  auth?: TokenKind | 'none';
  /** Adds send an Idempotency-Key so a retried request appends nothing twice. */
  idempotent?: boolean;
  /** A caller-chosen Idempotency-Key, stable across retries of the same logical add (bulk slips). */
  idempotencyKey?: string;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function redirectToLogin(kind: TokenKind): void {
  clearToken(kind);
  window.location.assign(kind === 'admin' ? '/admin/login' : '/login');
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

export async function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiCallOptions = {},
): Promise<z.output<S>> {
  return (await apiPostResult(path, body, schema, options)).data;
}

/** Like apiPost, and also says whether the server flagged the write as `pending`. */
export async function apiPostResult<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiCallOptions = {},
): Promise<{ data: z.output<S>; pending: boolean }> {
  const auth = options.auth ?? 'user';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = auth === 'none' ? null : getToken(auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  else if (options.idempotent) headers['Idempotency-Key'] = crypto.randomUUID();

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
  } catch {
    throw new ApiError('unexpected', 0, 'Unexpected error occurred');
  }

  const json = await readJson(response);
  if (response.ok) {
    const envelope = z.object({ data: z.unknown(), pending: z.boolean().optional() }).safeParse(json);
    const parsed = schema.safeParse(envelope.success ? envelope.data.data : undefined);
    if (!parsed.success) {
      console.error(`Unexpected response shape from ${path}`, parsed.error.issues);
      throw new ApiError('unexpected', response.status, 'Unexpected error occurred');
    }
    const pending = envelope.success && envelope.data.pending === true;
    if (pending) for (const listener of pendingListeners) listener(path);
    return { data: parsed.data, pending };
  }

  const errorBody = errorBodySchema.safeParse(json);
  const message = (errorBody.success && errorBody.data.error?.message) || NO_MESSAGE;
  const field = errorBody.success ? errorBody.data.error?.field : undefined;

  switch (response.status) {
    case 400:
      throw new ApiError('validation', 400, message, field);
    case 401:
      // A rejected token means the session is over; a 401 on a tokenless call (login) is just an error.
      if (auth !== 'none' && token) {
        redirectToLogin(auth);
        // The page is navigating away; keep callers from acting on a half-finished call.
        return new Promise<never>(() => {});
      }
      throw new ApiError('validation', 401, message, field);
    case 403:
      throw new ApiError('forbidden', 403, message, field);
    case 404:
      throw new ApiError('notFound', 404, 'Server resource not found', field);
    case 422:
    case 500:
      throw new ApiError('operation', response.status, message, field);
    default:
      throw new ApiError('unexpected', response.status, 'Unexpected error occurred', field);
  }
}

/** Decimals arrive as fixed-scale strings; accept a bare number too so a drifting server does not blank the UI. */
export const decimalSchema = z.union([z.string(), z.number()]).transform((value) => String(value));
