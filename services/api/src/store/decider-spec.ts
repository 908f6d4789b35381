// Given/when/then for deciders, in the manner of Emmett's DeciderSpecification:
//   spec.given(facts).when(command).then({ events, result })
//   spec.given(facts).when(command).thenThrows(422, 'Slip No already exists …')
// The context is fixed: now = `NOW`, and ids come from a counter ('00000000-0000-4000-8000-000000000001', …).
import { expect } from 'vitest';
import { AppError } from '../http/errors.ts';
import type { Decide, DecideContext } from './decider.ts';
import type { Decision } from './eventStore.ts';

export const NOW = new Date('2026-11-23T06:30:00Z');
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function deciderSpec<C, F, R>(decide: Decide<C, F, R>, now: Date = NOW) {
  return {
    given: (facts: F) => ({
      when: (command: C) => {
        const run = (): Decision<R> => {
          let n = 0;
          const ctx: DecideContext = { now, newId: () => testId(++n) };
          return decide(command, facts, ctx);
        };
        return {
          then(expected: { events: Decision<R>['events']; result?: R }): void {
            const decision = run();
            expect(decision.events).toEqual(expected.events);
            if ('result' in expected) expect(decision.result).toEqual(expected.result);
          },
          thenThrows(status: number, message: string | RegExp, field?: string): void {
            let thrown: unknown;
            try {
              run();
            } catch (err) {
              thrown = err;
            }
            expect(thrown, 'the decider should refuse').toBeInstanceOf(AppError);
            const err = thrown as AppError;
            expect(err.status).toBe(status);
            if (typeof message === 'string') expect(err.message).toBe(message);
            else expect(err.message).toMatch(message);
            if (field !== undefined) expect(err.field).toBe(field);
          },
        };
      },
    }),
  };
}
