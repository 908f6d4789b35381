// The shared contract (decimals, enums, business limits), re-exported for the server's convenience.
export * from '@ledger/contract';
export * from './events.ts';
export * from './ledger/months.ts';
export * from './ledger/state.ts';
export * from './ledger/evolve.ts';
export * from './ledger/figures.ts';
export * from './ledger/render.ts';
export * from './ledger/closedBooks.ts';
export * from './sql/writer.ts';
export * from './sql/events.ts';
export * from './projector.ts';
export * from './rebuild.ts';
export * from './sql/prepared.ts';
export * from './columns.ts';
export * from './guard.ts';
export * from './verify.ts';
export { readPayload } from './payload-check.ts';
