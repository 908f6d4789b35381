// The route builder: serve an endpoint of @ledger/contract: authenticate the caller by the endpoint's access,
// parse the body with its request schema (400 naming the field), and wrap the answer as { data }.
import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { Services } from '../context.ts';
import { PendingProjection, badRequest, coded, forbidden, unauthorized, type AppError } from './errors.ts';
import { hashToken } from '../identity/secrets.ts';
import { sessionLimits, sessionLive, TOUCH_EVERY_MS } from '../identity/sessions.ts';
import { grantReaches } from '../access/read.ts';
import { withClosedBooksField } from '../store/closedBooks.ts';
import { POSITION_COLUMNS, type Position } from '../store/projection.ts';
import { prepared } from '@ledger/projections';
import type { Access, CompanyRole, Endpoint } from '@ledger/contract';
import { LSN_HEADER, READ_SOURCE_HEADER, istDate, readsReplica, requestLanguage, rolesOf, saidOf, type LanguageCode, type MessageKey } from '@ledger/contract';
import { sentLsn } from '../db/reads.ts';
import { API_GENERATION_ENV } from './generation.ts';

/** A handler's answer that is already JSON text (built by Postgres): sent as is inside { data }. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A download endpoint's answer (`file: true` in the contract): the bytes, their type and the file's name. */
export class FileAnswer {
  constructor(readonly body: Buffer | string, readonly contentType: string, readonly filename: string) {}
}

/** `issuedAt`: when the token was issued (a grant given again after a revoke reaches only later ones, access/read.ts). */
export interface UserAuth { kind: 'user'; userId: string; mobileNo: string; tokenHash: string; issuedAt: Date }
/**
 * owner: the user owns the company; accountant: the owner granted them read-only access; clerk: the owner made
 * them a gate clerk (company_accountants.role; docs/gate.md "The gate clerk").
 */
export type { CompanyRole };
export interface CompanyAuth extends Omit<UserAuth, 'kind'> {
  kind: 'company';
  companyId: string;
  isExpired: boolean;
  role: CompanyRole;
}
export interface AdminAuth { kind: 'admin'; adminId: string; tokenHash: string }

/** `language`: what the request's Accept-Language asks for (contract i18n/language.ts); downloads are worded in it. */
export interface RequestMeta { requestId: string; idempotencyKey: string | null; requestHash: string; ip: string; userAgent: string | null; language: LanguageCode }

/** JSON with object keys sorted at every level: equal inputs give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is bound to: the route and its validated, normalised input. */
export const requestHashOf = (path: string, input: unknown): string =>
  createHash('sha256').update(`${path}\n${canonicalJson(input)}`).digest('base64url');

type AuthFor<A extends Access> = A extends 'public'
  ? null
  : A extends 'user'
    ? UserAuth
    : A extends 'admin'
      ? AdminAuth
      : CompanyAuth;

/** zod's own wording of an issue its schema gave no message for: its catalogue key and the prefix zod writes before the detail. */
const ZOD_WORDING: Partial<Record<z.core.$ZodIssue['code'], { code: MessageKey; prefix: string }>> = {
  too_big: { code: 'zodTooBig', prefix: 'Too big: ' },
  too_small: { code: 'zodTooSmall', prefix: 'Too small: ' },
  invalid_format: { code: 'zodString', prefix: 'Invalid string: ' },
  invalid_value: { code: 'zodOption', prefix: 'Invalid option: ' },
  invalid_type: { code: 'zodInputDetail', prefix: 'Invalid input: ' },
};

/**
 * A request schema's first issue as a refusal (400 naming the field), by the code the contract's
 * check stamped on it (i18n/messages.ts said/says). An issue no check of ours worded is coded by its
 * kind: a missing or mistyped field, an unknown one, else zod's own words kept as the detail.
 */
export function zodToAppError(err: z.ZodError): AppError {
  const issue = err.issues[0];
  const field = issue.path.map(String).join('.') || undefined;
  const ours = saidOf(issue);
  if (ours) return badRequest(ours.code, ours.params, field);
  if (issue.code === 'invalid_type' && field) {
    return badRequest(issue.input === undefined ? 'required' : 'wrongType', { label: field }, field);
  }
  if (issue.code === 'unrecognized_keys') return badRequest('unknownField', { keys: issue.keys.join(', ') }, field);
  const wording = ZOD_WORDING[issue.code];
  if (wording && issue.message.startsWith(wording.prefix)) return badRequest(wording.code, { detail: issue.message.slice(wording.prefix.length) }, field);
  return badRequest('zodInvalid', {}, field);
}

function bearer(req: Request): string | null {
  const h = req.get('authorization');
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m ? m[1] : null;
}

interface TokenRow {
  kind: 'user' | 'admin';
  user_id: string | null;
  admin_id: string | null;
  mobile_no: string | null;
  created_at: Date;
  last_used_at: Date | null;
  company_id: string | null;
  expires_at: Date | null;
  /** The company an accountant's session looks at (tokens.acting_company_id). */
  acting_company_id: string | null;
  /** The live grant for that company, or null when it was revoked (or never given). */
  grant_id: string | null;
  grant_seen_at: Date | null;
  grant_role: 'accountant' | 'clerk' | null;
  /** The grant lets an accountant close the books (company_accountants.close_books). */
  grant_close_books: boolean | null;
}

/** How often an accountant's "last came" is written: at most once a minute per grant. */
const SEEN_EVERY_MS = 60_000;

// An accountant's session reads the granted company while the grant is live; revoking it ends access at once.
// Every join is an index lookup (the owner's company by owner_user_id, the granted one by id): one
// join on a CASE could use no index and read every company on every request.
const tokenSql = (position: boolean) =>
  `SELECT t.kind, t.user_id, t.admin_id, u.mobile_no, t.created_at, t.last_used_at, t.acting_company_id, g.id AS grant_id,
            g.last_seen_at AS grant_seen_at, g.role AS grant_role, g.close_books AS grant_close_books, COALESCE(co.id, cg.id) AS company_id, COALESCE(co.expires_at, cg.expires_at) AS expires_at
            ${position ? `, ${POSITION_COLUMNS.replaceAll('$1', 'COALESCE(co.id, cg.id)')}` : ''}
     FROM tokens t
     LEFT JOIN users u ON u.id = t.user_id
     LEFT JOIN company_accountants g ON t.acting_company_id IS NOT NULL AND g.company_id = t.acting_company_id
       AND g.mobile_no = u.mobile_no AND g.revoked_at IS NULL AND ${grantReaches('g', 't.created_at')}
     LEFT JOIN companies co ON t.acting_company_id IS NULL AND co.owner_user_id = t.user_id
     LEFT JOIN companies cg ON cg.id = g.company_id
     WHERE t.hash = $1 AND t.revoked_at IS NULL`;
const TOKEN_SQL = tokenSql(false);
/** The token lookup of a revalidating read on the primary: the company's position read in the same statement, no second round trip. */
const TOKEN_POSITION_SQL = tokenSql(true);

/**
 * `withPosition`: also read the caller's company's position for the tag (one statement with the token lookup); the
 * answer's `position` is then set for a company caller.
 */
async function authenticate(svc: Services, req: Request, access: Access, gate: boolean, closeBooks = false, withPosition = false): Promise<{ auth: UserAuth | CompanyAuth | AdminAuth | null; position?: Position }> {
  if (access === 'public') return { auth: null };
  const token = bearer(req);
  if (!token) throw unauthorized('logIn');
  const tokenHash = hashToken(token);
  const { rows } = await svc.pool.query<TokenRow & Partial<Position>>(prepared(withPosition ? TOKEN_POSITION_SQL : TOKEN_SQL, [tokenHash]));
  const row = rows[0];
  const now = svc.now();
  // Revoked (logout, a password change), or past its idle or age limit (identity/sessions.ts).
  if (!row || !sessionLive(sessionLimits(svc.config, row.kind), row.created_at, row.last_used_at, now)) throw unauthorized('sessionEnded');
  // The idle limit slides with use; written at most once a minute, so most reads write nothing.
  if (now.getTime() - (row.last_used_at ?? row.created_at).getTime() >= TOUCH_EVERY_MS) {
    await svc.pool.query('UPDATE tokens SET last_used_at = $2 WHERE hash = $1 AND (last_used_at IS NULL OR last_used_at < $2)', [tokenHash, now]);
  }
  if (access === 'admin') {
    if (row.kind !== 'admin' || !row.admin_id) throw forbidden('adminOnly');
    return { auth: { kind: 'admin', adminId: row.admin_id, tokenHash } };
  }
  if (row.kind !== 'user' || !row.user_id || !row.mobile_no) throw unauthorized('logInAsUser');
  const user = { userId: row.user_id, mobileNo: row.mobile_no, tokenHash, issuedAt: row.created_at };
  if (access === 'user') return { auth: { kind: 'user', ...user } };
  if (row.acting_company_id !== null && !row.grant_id) throw forbidden('accessEnded');
  if (!row.company_id) throw coded(422, 'noCompany');
  const role: CompanyRole = row.grant_id ? (row.grant_role ?? 'accountant') : 'owner';
  if (role !== 'owner') {
    if (!row.grant_seen_at || now.getTime() - row.grant_seen_at.getTime() >= SEEN_EVERY_MS) {
      await svc.pool.query('UPDATE company_accountants SET last_seen_at = $2 WHERE id = $1', [row.grant_id, now]);
    }
  }
  // Who may call what: the contract's one table (rolesOf, from access and gate), enforced here for every route.
  const allowed = rolesOf({ access, gate: gate || undefined, closeBooks: closeBooks || undefined });
  if (typeof allowed !== 'string' && !allowed.includes(role)) throw forbidden(role === 'clerk' ? 'clerkNotAllowed' : 'readOnly');
  // An accountant closes the books only with the owner's grant (ledger-rules "Roles").
  if (closeBooks && role === 'accountant' && !row.grant_close_books) throw forbidden('readOnly');
  const isExpired = row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
  if (isExpired && access === 'companyWrite') throw forbidden('planInactive');
  const auth: CompanyAuth = { kind: 'company', ...user, companyId: row.company_id, isExpired, role };
  return withPosition ? { auth, position: { seq: row.seq ?? null, rebuilt: row.rebuilt ?? null } } : { auth };
}

/**
 * Revalidating reads (contract `revalidate`; docs/api.md "Revalidating reads"). A read's answer follows from
 * what the company's projection holds, so its tag is made of the position the projection has reached (and
 * the last rebuild), with everything else the answer depends on: the request, the language, the caller's
 * role, the day (Asia/Kolkata: lists run through the current month) and the API's start (new code may answer
 * differently): this process's, or under `npm run start:server` the start of the processes' primary, which hands it
 * to every API process it forks (scripts/start-server.ts), so a tag from one matches in another. The position is read
 * before the answer, which therefore is at least as new as its tag: with the token lookup in one statement on the
 * primary, on its own where the answer is read from a replica.
 */
const API_GENERATION = process.env[API_GENERATION_ENV] ?? randomUUID();

/** The position read on its own: where the answer is read from a replica, the tag's position is the replica's. */
async function readPosition(svc: Services, auth: CompanyAuth): Promise<Position> {
  const { rows } = await svc.pool.query<Position>(prepared(`SELECT ${POSITION_COLUMNS}`, [auth.companyId]));
  return rows[0] ?? { seq: null, rebuilt: null };
}

function tagOf(svc: Services, auth: CompanyAuth, meta: RequestMeta, { seq, rebuilt }: Position): string | null {
  if (seq === null) return null;
  const key = [API_GENERATION, auth.companyId, seq, rebuilt?.toISOString() ?? '', auth.role, meta.language, istDate(svc.now()), meta.requestHash];
  return `W/"${seq}-${createHash('sha256').update(key.join('\n')).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names the tag (a list of tags, or `*`). */
const tagMatches = (header: string | undefined, tag: string): boolean =>
  header !== undefined && header.split(',').some((t) => t.trim() === tag || t.trim() === '*');

export interface RouteInfo { path: string; access: Access; schema: z.ZodType }

/** Every API route as registered (path → access and body schema): the hostile-input and contract tests walk it. */
export const apiRoutes = new Map<string, RouteInfo>();

/**
 * What a handler may answer: the endpoint's response (its input side, before any transform), or
 * that response as JSON text built by Postgres (RawJson) from the same shape.
 */
export type Answer<E extends Endpoint> = z.input<E['response']> | RawJson | FileAnswer;

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  auth: AuthFor<E['access']>,
  meta: RequestMeta,
) => Promise<Answer<E>>;

/** How an API path is looked up: as Express matches a route by default, whatever its case and with or without a trailing slash. */
const routeKey = (path: string): string => path.toLowerCase().replace(/(.)\/$/, '$1');

export function makeRoute(svc: Services, router: Router) {
  // One lookup by path instead of Express trying the routes' patterns one after another (~200 of them, a few
  // per cent of a revalidated read's CPU): every route is a POST to its exact path.
  const handlers = new Map<string, (req: Request, res: Response) => Promise<void>>();
  router.use((req, res, next) => {
    const handle = req.method === 'POST' ? handlers.get(routeKey(req.path)) : undefined;
    if (handle) handle(req, res).catch(next);
    else next();
  });

  function register(path: string, access: Access, gate: boolean, closeBooks: boolean, schema: z.ZodType, revalidate: boolean, replicaRead: boolean, handler: (input: unknown, auth: never, meta: RequestMeta) => Promise<unknown>): void {
    apiRoutes.set(path, { path, access, schema });
    // With a read replica (db/reads.ts): a write answers the primary's position once it is visible, so the caller's
    // next read can wait for the replica to have it. Public calls (logins, shared links) write nothing a caller reads back.
    const answersPosition = !replicaRead && access !== 'public';
    if (handlers.has(routeKey(path))) throw new Error(`${path} is registered twice`);
    handlers.set(routeKey(path), async (req: Request, res: Response) => {
      // The tag's position comes with the token lookup unless the answer may be read from a replica.
      const positionWithToken = revalidate && !(replicaRead && svc.reads.enabled);
      const { auth, position } = await authenticate(svc, req, access, gate, closeBooks, positionWithToken);
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) throw zodToAppError(parsed.error);
      const key = req.get('idempotency-key');
      if (key !== undefined && (key.length === 0 || key.length > 200)) throw badRequest('rangeChars', { label: 'Idempotency-Key', min: 1, max: 200 }, 'Idempotency-Key');
      const lsn = replicaRead ? sentLsn(req.get(LSN_HEADER)) : null;
      if (lsn === undefined) throw badRequest('lsnFormat', { label: LSN_HEADER }, LSN_HEADER);
      const meta: RequestMeta = {
        requestId: String(req.id ?? ''),
        idempotencyKey: key ?? null,
        requestHash: requestHashOf(path, parsed.data),
        ip: req.ip ?? 'unknown',
        userAgent: req.get('user-agent') ?? null,
        language: requestLanguage(req.get('accept-language')),
      };
      const answer = async (source: () => string) => {
        // Read where the answer is read: the tag's position is the replica's when the answer is.
        const tag = revalidate && auth?.kind === 'company' ? tagOf(svc, auth, meta, position ?? await readPosition(svc, auth)) : null;
        if (tag && tagMatches(req.get('if-none-match'), tag)) {
          // Nothing the answer depends on has moved: the caller's copy is current.
          res.status(304).set('ETag', tag);
          if (replicaRead && svc.reads.enabled) res.set(READ_SOURCE_HEADER, source());
          res.end();
          return;
        }
        try {
          const data = await handler(parsed.data, auth as never, meta);
          if (tag) res.set('ETag', tag);
          if (replicaRead && svc.reads.enabled) res.set(READ_SOURCE_HEADER, source());
          await setPosition(res);
          if (data instanceof RawJson) res.type('application/json').send(`{"data":${data.text}}`);
          else if (data instanceof FileAnswer) {
            // Cache-Control: no-store, like every API answer (edges.ts privateAnswers).
            res.attachment(data.filename).type(data.contentType).send(data.body);
          }
          else res.json({ data: data ?? {} });
        } catch (err) {
          // A closed-books refusal (store/closedBooks.ts) is shown at the request's date field, or its id.
          if (!(err instanceof PendingProjection)) throw withClosedBooksField(err, parsed.data);
          await setPosition(res);
          res.json({ data: err.result, pending: true });
        }
      };
      if (replicaRead) await svc.reads.read(lsn, answer);
      else await answer(() => 'primary');
    });

    async function setPosition(res: Response): Promise<void> {
      if (!answersPosition || !svc.reads.enabled) return;
      const position = await svc.reads.writePosition();
      if (position) res.set(LSN_HEADER, position);
    }
  }

  /** route(endpoint, handler): the endpoint's path, access and request schema come from @ledger/contract. */
  return function route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void {
    register(endpoint.path, endpoint.access, endpoint.gate === true, endpoint.closeBooks === true, endpoint.request, endpoint.revalidate === true, readsReplica(endpoint), handler as never);
  };
}

export type Route = ReturnType<typeof makeRoute>;
