// The endpoint tables as a client refers to them before any answer: each endpoint's path, access and flags,
// and `load()`, which brings its full definition (its request and response schemas) when an answer is to be
// checked. The web calls the API through these (web/src/lib/api-client.ts), so its first screens carry no
// zod and no schema: the web's build puts the tables' metadata in place of the import below
// (web/vite.config.ts, `endpointRefs`), and each endpoint file's schemas come in their own chunk, loaded by
// `load()`. In node (tests, tools) this module reads the same tables directly.
// A table the web uses is listed here once: its name, and where its full definitions are loaded from.
import type { Endpoint } from './endpoint.ts';
import * as tables from './endpoints/index.ts';

/** What a client knows of an endpoint before calling it; `load()` brings the endpoint itself, schemas and all. */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly path: E['path'];
  readonly access: E['access'];
  readonly command: boolean;
  readonly file?: true;
  readonly revalidate?: true;
  load(): Promise<E>;
}

/** A table of endpoints (possibly nested: bills by kind) as refs. */
export type RefsOf<T> = { readonly [K in keyof T]: T[K] extends Endpoint ? EndpointRef<T[K]> : RefsOf<T[K]> };

/** The endpoint a ref stands for (an endpoint stands for itself). */
export type EndpointOf<R> = R extends EndpointRef<infer E> ? E : R extends Endpoint ? R : never;

type Table = { readonly [key: string]: Endpoint | Table };

const isEndpoint = (value: Endpoint | Table): value is Endpoint => typeof value.path === 'string';

function refsOf<T extends Table>(table: T, load: () => Promise<T>): RefsOf<T> {
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
        }
      : refsOf(value, loadOne as () => Promise<Table>);
  }
  return refs as RefsOf<T>;
}

export const accessEndpoints = refsOf(tables.accessEndpoints, () => import('./endpoints/access.ts').then((m) => m.accessEndpoints));
export const adminEndpoints = refsOf(tables.adminEndpoints, () => import('./endpoints/admin.ts').then((m) => m.adminEndpoints));
export const billEndpointsByKind = refsOf(tables.billEndpointsByKind, () => import('./endpoints/bills.ts').then((m) => m.billEndpointsByKind));
export const cashEndpointsByDirection = refsOf(tables.cashEndpointsByDirection, () => import('./endpoints/cash.ts').then((m) => m.cashEndpointsByDirection));
export const companiesEndpoints = refsOf(tables.companiesEndpoints, () => import('./endpoints/companies.ts').then((m) => m.companiesEndpoints));
export const exportsEndpoints = refsOf(tables.exportsEndpoints, () => import('./endpoints/exports.ts').then((m) => m.exportsEndpoints));
export const gstEndpoints = refsOf(tables.gstEndpoints, () => import('./endpoints/gst.ts').then((m) => m.gstEndpoints));
export const historyEndpoints = refsOf(tables.historyEndpoints, () => import('./endpoints/history.ts').then((m) => m.historyEndpoints));
export const identityEndpoints = refsOf(tables.identityEndpoints, () => import('./endpoints/identity.ts').then((m) => m.identityEndpoints));
export const partiesEndpoints = refsOf(tables.partiesEndpoints, () => import('./endpoints/parties.ts').then((m) => m.partiesEndpoints));
export const productsEndpoints = refsOf(tables.productsEndpoints, () => import('./endpoints/products.ts').then((m) => m.productsEndpoints));
export const sharingEndpoints = refsOf(tables.sharingEndpoints, () => import('./endpoints/sharing.ts').then((m) => m.sharingEndpoints));
export const slipsEndpoints = refsOf(tables.slipsEndpoints, () => import('./endpoints/slips.ts').then((m) => m.slipsEndpoints));
export const noteEndpointsByKind = refsOf(tables.noteEndpointsByKind, () => import('./endpoints/notes.ts').then((m) => m.noteEndpointsByKind));
export const statementEndpoints = refsOf(tables.statementEndpoints, () => import('./endpoints/statement.ts').then((m) => m.statementEndpoints));
export const subPartiesEndpoints = refsOf(tables.subPartiesEndpoints, () => import('./endpoints/subParties.ts').then((m) => m.subPartiesEndpoints));
