// Endpoints of cash (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const cashEndpoints = {} satisfies Record<string, Endpoint>;
