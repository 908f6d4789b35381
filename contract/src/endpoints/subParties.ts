// Endpoints of subParties (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const subPartiesEndpoints = {} satisfies Record<string, Endpoint>;
