// The pure step of every command: decide(command, facts, { now, newId }) → the events to append and
// the command's result, or a thrown AppError (400/404/422) that appends nothing. The route loads the
// facts in one query and runs the decision inside the store's transaction (store/command.ts).
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
