// Endpoints of statement (docs/ledger-api.md, docs/api.md). Filled in as routes move to the contract.
import type { Endpoint } from '../endpoint.ts';

export const statementEndpoints = {} satisfies Record<string, Endpoint>;
