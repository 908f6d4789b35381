// An endpoint of the API as both sides see it: its path (which carries the version), who may call it,
// the request body schema the server parses with, and the response schema of `{ data }`. The server's
// route builder takes an Endpoint; the web's fetchers take the same one; the integration tests parse
// every answer with `envelopeOf(endpoint)`, so a drift on either side fails a test.
import { z } from 'zod';
import type { EndpointOf, EndpointRef } from './endpoint-refs.ts';

export type Access = 'public' | 'user' | 'companyRead' | 'companyWrite' | 'admin';

/**
 * Who may look at a company: its owner, an accountant (reads only) or a gate clerk (docs/gate.md "The gate
 * clerk": only the endpoints marked `gate`, and never a rupee figure).
 */
export const COMPANY_ROLES = ['owner', 'accountant', 'clerk'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Access = Access, P extends `/${string}` = `/${string}`> {
  /**
   * `/<concept>/…/v<version>`; typed loosely because a template type cannot match `/user/mobile/verify/v1` (its first `/v` is
   * not the version's), and kept as its literal by defineEndpoint, so that a caller can find an endpoint's types by its path.
   */
  path: P;
  /** Kept as its literal by defineEndpoint, so a route's handler gets the caller's auth type. */
  access: A;
  request: Req;
  response: Res;
  /**
   * A ledger command: it appends events, so past the read-model bound (server mode) it answers
   * `{ data: ack, pending: true }` instead of the full response (docs/operations.md "Past the bound").
   */
  command: boolean;
  /**
   * A download: a success answers the file itself (PDF, XLSX or CSV, `Content-Disposition: attachment`)
   * instead of `{ data }`; `response` is then unused (z.never()). Errors are `{ error }` like any other.
   */
  file?: true;
  /**
   * A read whose answer follows from the company's events alone (and the day): it carries an `ETag` made from
   * the company's projected position, and a request sending that tag back in `If-None-Match` while nothing
   * has changed answers 304 with no body (docs/api.md "Revalidating reads").
   */
  revalidate?: true;
  /**
   * A gate clerk may call it too (docs/gate.md "The gate clerk"); without it a clerk is refused (403). Its
   * answer to a clerk carries no rupee figure: the handler leaves them out for a clerk where it has any.
   */
  gate?: true;
  /**
   * An accountant the owner granted "close books" may call it too (ledger-rules "Roles"; the grant is checked
   * with the caller's session, http/kit.ts); a gate clerk never.
   */
  closeBooks?: true;
  /**
   * A company read that still reads the primary when a read replica is configured (replica.ts readsReplica;
   * docs/operations.md "Read replica"): it writes (a deletion, starting Verify), or must see its own write at once.
   */
  primary?: true;
}

/**
 * The one table of who may call an endpoint, read from its `access` and `gate` fields: the route builder
 * (services/api/src/http/kit.ts) refuses every other caller with 403, and the tests walk it.
 * 'public' and 'user' endpoints are anyone's (signed in, for 'user'): no company role applies.
 */
export function rolesOf(e: Pick<Endpoint, 'access' | 'gate' | 'closeBooks'>): readonly CompanyRole[] | 'anyone' | 'admin' {
  if (e.access === 'public' || e.access === 'user') return 'anyone';
  if (e.access === 'admin') return 'admin';
  const roles: CompanyRole[] = e.access === 'companyRead' || e.closeBooks ? ['owner', 'accountant'] : ['owner'];
  if (e.gate) roles.push('clerk');
  return roles;
}

/** The content types a download endpoint answers, by format. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;
export type FileFormat = keyof typeof FILE_TYPES;
/** The formats one content is offered in (a statement, a ledger, Entries): a PDF, or a sheet in Excel or CSV. */
export const DOCUMENT_FORMATS = ['pdf', 'xlsx', 'csv'] as const satisfies readonly FileFormat[];
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** `${base}${suffix}`, typed as its literal (a kind's paths built from its base: `pathUnder(BILL_PATHS[kind], '/add/v2')`). */
export const pathUnder = <B extends `/${string}`, S extends `/${string}`>(base: B, suffix: S) => `${base}${suffix}` as `${B}${S}` & `/${string}`;

export const defineEndpoint = <Req extends z.ZodType, Res extends z.ZodType, A extends Access, P extends `/${string}`>(e: Endpoint<Req, Res, A, P>): Endpoint<Req, Res, A, P> => e;

/** What a pending command answers: the id it decided (a month note's is `<subPartyId>:YYYY-MM`). */
export const commandAckSchema = z.strictObject({ id: z.string() });
export type CommandAck = z.infer<typeof commandAckSchema>;

/**
 * The body of a 200 answer: `{ data }`, or for a command past the bound `{ data, pending: true }` with what the
 * command decided: its ack, or its whole answer where the answer is the decision itself (a bulk add's ids, an import's
 * counts).
 */
export function envelopeOf<Res extends z.ZodType>(e: Endpoint<z.ZodType, Res>) {
  const full = z.strictObject({ data: e.response });
  if (!e.command) return full;
  return z.union([full, z.strictObject({ data: z.union([commandAckSchema, e.response]), pending: z.literal(true) })]);
}

/** What an endpoint (or a client's ref to it, endpoint-refs.ts) takes and answers. */
export type RequestOf<E extends Endpoint | EndpointRef> = z.input<EndpointOf<E>['request']>;
export type ResponseOf<E extends Endpoint | EndpointRef> = z.output<EndpointOf<E>['response']>;

/** The error body of every non-2xx answer. */
export const errorBodySchema = z.strictObject({
  error: z.strictObject({
    message: z.string(),
    field: z.string().optional(),
    /** A refusal of many documents at once (the e-way bill file): each document's problems, in the request's language. */
    problems: z.array(z.strictObject({ id: z.string(), document: z.string(), problems: z.array(z.string()) })).optional(),
  }),
});

/** Any 200 body as a client first reads it, before the endpoint's own schema: `{ data, pending? }`. */
export const anyEnvelopeSchema = z.object({ data: z.unknown(), pending: z.boolean().optional() });
