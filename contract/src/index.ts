// @ledger/contract: what the API, the projector and the web app share, browser-safe (no node: imports).
export * from './decimal.ts';
export * from './enums.ts';
export * from './limits.ts';
