// Every endpoint of the API, by concept; `endpointByPath` is what the tests and the hostile suite look up.
import type { Endpoint } from '../endpoint.ts';
import { accessEndpoints } from './access.ts';
import { adminEndpoints } from './admin.ts';
import type { billEndpointsByKind} from './bills.ts';
import { billsEndpoints } from './bills.ts';
import { booksEndpoints } from './books.ts';
import type { cashEndpointsByDirection } from './cash.ts';
import { cashEndpoints } from './cash.ts';
import { companiesEndpoints } from './companies.ts';
import { exportsEndpoints } from './exports.ts';
import { gstEndpoints } from './gst.ts';
import { historyEndpoints } from './history.ts';
import { identityEndpoints } from './identity.ts';
import type { noteEndpointsByKind } from './notes.ts';
import { notesEndpoints } from './notes.ts';
import { partiesEndpoints } from './parties.ts';
import { productsEndpoints } from './products.ts';
import { sharingEndpoints } from './sharing.ts';
import { slipsEndpoints } from './slips.ts';
import { statementEndpoints } from './statement.ts';
import { subPartiesEndpoints } from './subParties.ts';

export {
  accessEndpoints, adminEndpoints, billsEndpoints, booksEndpoints, cashEndpoints, companiesEndpoints, exportsEndpoints, gstEndpoints, historyEndpoints, identityEndpoints,
  notesEndpoints, partiesEndpoints, productsEndpoints, sharingEndpoints, slipsEndpoints, statementEndpoints, subPartiesEndpoints,
};

// The shapes and types of the catalog and account endpoints (Party, Company, Session, …).
export * from './access.ts';
export * from './admin.ts';
export * from './bills.ts';
export * from './books.ts';
export * from './cash.ts';
export * from './slips.ts';
export * from './companies.ts';
export * from './exports.ts';
export * from './gst.ts';
export * from './history.ts';
export * from './identity.ts';
export * from './notes.ts';
export * from './parties.ts';
export * from './products.ts';
export * from './reminders.ts';
export * from './sharing.ts';
export * from './subParties.ts';
export { statementKindsAt, statementShape, type Statement } from './statement.ts';

const endpointGroups = [
  accessEndpoints, adminEndpoints, billsEndpoints, booksEndpoints, cashEndpoints, companiesEndpoints, exportsEndpoints, gstEndpoints, historyEndpoints, identityEndpoints,
  notesEndpoints, partiesEndpoints, productsEndpoints, sharingEndpoints, slipsEndpoints, statementEndpoints, subPartiesEndpoints,
] as const;

export const allEndpoints: Endpoint[] = endpointGroups.flatMap((group) => Object.values(group as Record<string, Endpoint>));

/** A table's endpoints (a table keyed by any string, like `billsEndpoints`, has lost their own types: it is skipped). */
type ValuesOf<G> = G extends unknown ? (string extends keyof G ? never : G[keyof G]) : never;
/** Every endpoint with its own types (its path's literal among them); bills and cash by their tables by kind. */
export type AnyEndpoint =
  | ValuesOf<(typeof endpointGroups)[number]>
  | ValuesOf<ValuesOf<typeof billEndpointsByKind>>
  | ValuesOf<ValuesOf<typeof cashEndpointsByDirection>>
  | ValuesOf<ValuesOf<typeof noteEndpointsByKind>>;
export type EndpointPath = AnyEndpoint['path'];
/** The endpoint at a path, by its type: `EndpointAt<'/party/add/v1'>`. */
export type EndpointAt<P extends string> = Extract<AnyEndpoint, { path: P }>;

export const endpointByPath: ReadonlyMap<string, Endpoint> = new Map(allEndpoints.map((e) => [e.path, e]));
