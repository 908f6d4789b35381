// The pure step of every command: decide(command, state, { now, newId }) → the events to append and
// the command's result, or a thrown AppError (400/404/422) that appends nothing. The state is the
// company's, folded at the head under its head lock by the store (store/eventStore.ts); each concept
// reads the facts its rules need from it (its facts.ts, pure) and decides on them (its decide.ts).
import type { LedgerState } from '@ledger/projections';
import type { Decision } from './eventStore.ts';

export interface DecideContext {
  /** The request's clock (Services.now), for rules that depend on "today". */
  now: Date;
  /** A fresh id for a new stream (randomUUID in the routes, a counter in the tests). */
  newId: () => string;
}

export type Decide<Command, Facts, Result> = (command: Command, facts: Facts, ctx: DecideContext) => Decision<Result>;

/** Ends a switch over a command union: a command type with no case fails to compile. */
export function unknownCommand(command: never): never {
  throw new Error(`Unknown command: ${JSON.stringify(command)}`);
}

/**
 * A decider over the company's folded state (what the store hands a command): the facts the rules
 * need are read from the state by a pure function, then decided on.
 */
export const onState = <C, F, R>(facts: (state: Readonly<LedgerState>, command: C) => F, decide: Decide<C, F, R>): Decide<C, Readonly<LedgerState>, R> =>
  (command, state, ctx) => decide(command, facts(state, command), ctx);
