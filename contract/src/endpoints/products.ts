// Endpoints of products (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const productsEndpoints = {} satisfies Record<string, Endpoint>;
