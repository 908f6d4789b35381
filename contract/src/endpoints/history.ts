// Endpoints of history (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const historyEndpoints = {} satisfies Record<string, Endpoint>;
