// Endpoints of parties (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const partiesEndpoints = {} satisfies Record<string, Endpoint>;
