// The endpoint tables as a client refers to them before any answer: each endpoint's path, access and flags,
// `answer()`, its response schema as JSON Schema (answer-check.ts checks an answer with it, no zod), and
// `load()`, which brings its full definition (zod, its request and response schemas). The web calls the API
// through these (web/src/lib/api-client.ts), so its screens carry no zod to read answers: the web's build puts
// the tables' metadata in place of the import below and each table's response schemas, made at build time, in
// a chunk of its own (web/vite.config.ts, `endpointRefs`). In node (tests, tools) this module reads the same
// tables directly and makes the JSON Schemas from them on first use.
// A table the web uses is listed here once: its name, and where its full definitions are loaded from.
import type { Endpoint } from './endpoint.ts';
import type { AnswerSchema } from './answer-check.ts';
import * as tables from './endpoints/index.ts';

/** Each table's response schemas as JSON Schema, by path, and the envelopes' (answer-schemas.ts). */
type AnswerChunks = Record<string, () => Promise<{ default: Record<string, AnswerSchema> }>>;
// The web's build puts a loader of each table's checks, made at build time, in place of this null
// (web/vite.config.ts, `endpointRefs`), so the web reads no zod; in node they are made on first use.
const answerChunks: AnswerChunks | null = null;

/** The response schemas of table `name` (or the envelopes, `envelopes`), by path. */
async function answersOf(name: string, load: () => Promise<Table>): Promise<Record<string, AnswerSchema>> {
  if (answerChunks) {
    const chunk = answerChunks[name];
    if (!chunk) throw new Error(`No answer checks were built for ${name}`);
    return (await chunk()).default;
  }
  const [{ answerSchemasOf }, table] = await Promise.all([import('./answer-schemas.ts'), load()]);
  return answerSchemasOf(table);
}

/** The checks of the envelopes every answer comes in: a 200's `{ data, pending? }`, any other's `{ error }`. */
export async function envelopeChecks(): Promise<{ anyEnvelope: AnswerSchema; errorBody: AnswerSchema }> {
  const chunk = answerChunks?.envelopes;
  const schemas = chunk ? (await chunk()).default : (await import('./answer-schemas.ts')).envelopeSchemas();
  const { anyEnvelope, errorBody } = schemas;
  if (!anyEnvelope || !errorBody) throw new Error('The envelope checks are missing');
  return { anyEnvelope, errorBody };
}

/** What a client knows of an endpoint before calling it; `load()` brings the endpoint itself, schemas and all. */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly path: E['path'];
  readonly access: E['access'];
  readonly command: boolean;
  readonly file?: true;
  readonly revalidate?: true;
  load(): Promise<E>;
  /** Its response schema as JSON Schema (answer-check.ts `answerProblem` reads it): no zod needed. */
  answer(): Promise<AnswerSchema>;
}

/** A table of endpoints (possibly nested: bills by kind) as refs. */
export type RefsOf<T> = { readonly [K in keyof T]: T[K] extends Endpoint ? EndpointRef<T[K]> : RefsOf<T[K]> };

/** The endpoint a ref stands for (an endpoint stands for itself). */
export type EndpointOf<R> = R extends EndpointRef<infer E> ? E : R extends Endpoint ? R : never;

type Table = { readonly [key: string]: Endpoint | Table };

const isEndpoint = (value: Endpoint | Table): value is Endpoint => typeof value.path === 'string';

function refsOf<T extends Table>(name: string, table: T, load: () => Promise<T>, answers = once(() => answersOf(name, load))): RefsOf<T> {
  const refs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    const loadOne = () => load().then((loaded) => loaded[key] as typeof value);
    refs[key] = isEndpoint(value)
      ? {
          path: value.path,
          access: value.access,
          command: value.command,
          ...(value.file ? { file: true } : {}),
          ...(value.revalidate ? { revalidate: true } : {}),
          load: loadOne,
          answer: () => answers().then((byPath) => {
            const schema = byPath[value.path];
            if (!schema) throw new Error(`No answer check for ${value.path}`);
            return schema;
          }),
        }
      : refsOf(name, value, loadOne as () => Promise<Table>, answers);
  }
  return refs as RefsOf<T>;
}

/** `make` run once, its promise kept (a failed one is made again next time). */
function once<R>(make: () => Promise<R>): () => Promise<R> {
  let made: Promise<R> | null = null;
  return () => {
    made ??= make().catch((err: unknown) => {
      made = null;
      throw err;
    });
    return made;
  };
}

export const accessEndpoints = refsOf('accessEndpoints', tables.accessEndpoints, () => import('./endpoints/access.ts').then((m) => m.accessEndpoints));
export const adminEndpoints = refsOf('adminEndpoints', tables.adminEndpoints, () => import('./endpoints/admin.ts').then((m) => m.adminEndpoints));
export const billEndpointsByKind = refsOf('billEndpointsByKind', tables.billEndpointsByKind, () => import('./endpoints/bills.ts').then((m) => m.billEndpointsByKind));
export const booksEndpoints = refsOf('booksEndpoints', tables.booksEndpoints, () => import('./endpoints/books.ts').then((m) => m.booksEndpoints));
export const cashEndpointsByDirection = refsOf('cashEndpointsByDirection', tables.cashEndpointsByDirection, () => import('./endpoints/cash.ts').then((m) => m.cashEndpointsByDirection));
export const companiesEndpoints = refsOf('companiesEndpoints', tables.companiesEndpoints, () => import('./endpoints/companies.ts').then((m) => m.companiesEndpoints));
export const exportsEndpoints = refsOf('exportsEndpoints', tables.exportsEndpoints, () => import('./endpoints/exports.ts').then((m) => m.exportsEndpoints));
export const gstEndpoints = refsOf('gstEndpoints', tables.gstEndpoints, () => import('./endpoints/gst.ts').then((m) => m.gstEndpoints));
export const historyEndpoints = refsOf('historyEndpoints', tables.historyEndpoints, () => import('./endpoints/history.ts').then((m) => m.historyEndpoints));
export const identityEndpoints = refsOf('identityEndpoints', tables.identityEndpoints, () => import('./endpoints/identity.ts').then((m) => m.identityEndpoints));
export const partiesEndpoints = refsOf('partiesEndpoints', tables.partiesEndpoints, () => import('./endpoints/parties.ts').then((m) => m.partiesEndpoints));
export const productsEndpoints = refsOf('productsEndpoints', tables.productsEndpoints, () => import('./endpoints/products.ts').then((m) => m.productsEndpoints));
export const sharingEndpoints = refsOf('sharingEndpoints', tables.sharingEndpoints, () => import('./endpoints/sharing.ts').then((m) => m.sharingEndpoints));
export const slipsEndpoints = refsOf('slipsEndpoints', tables.slipsEndpoints, () => import('./endpoints/slips.ts').then((m) => m.slipsEndpoints));
export const noteEndpointsByKind = refsOf('noteEndpointsByKind', tables.noteEndpointsByKind, () => import('./endpoints/notes.ts').then((m) => m.noteEndpointsByKind));
export const statementEndpoints = refsOf('statementEndpoints', tables.statementEndpoints, () => import('./endpoints/statement.ts').then((m) => m.statementEndpoints));
export const subPartiesEndpoints = refsOf('subPartiesEndpoints', tables.subPartiesEndpoints, () => import('./endpoints/subParties.ts').then((m) => m.subPartiesEndpoints));
