// Given/when/then for deciders, in the manner of Emmett's DeciderSpecification:
//   spec.given(facts).when(command).then({ events, result })
//   spec.given(facts).when(command).thenThrows(422, 'Slip No already exists …')
// and, for a decider over the company's folded state (what the store runs), given the events so far:
//   stateSpec(slipDecider).given([CompanyCreated, PartyAdded, …]).when(command).then({ events, result })
// The context is fixed: now = `NOW`, and ids come from a counter ('00000000-0000-4000-8000-000000000001', …).
import { expect } from 'vitest';
import { discardDirty, emptyDirty, emptyState, evolve, type LedgerEvent, type LedgerState, type NewEvent } from '@ledger/projections';
import { prefixOrDefault } from '@ledger/contract';
import { AppError } from '../http/errors.ts';
import type { Decide, DecideContext } from './decider.ts';
import { closedBooksRefusal } from './closedBooks.ts';
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

/** The company whose events a state spec folds. */
export const TEST_COMPANY = '00000000-0000-4000-8000-00000000c0de';

/** An event as a test gives it: any stored version of its type (a version 1 payload is an old log's). */
export type GivenEvent = Pick<NewEvent, 'type'> & { data: object; recordedAt?: string };

/** Folds `events` with the projector's own reducer, in order (seq 1, 2, …), recorded at NOW unless given. */
export function foldGiven(events: GivenEvent[], now: Date = NOW): LedgerState {
  const state = emptyState(TEST_COMPANY);
  events.forEach((e, i) => evolve(state, { type: e.type, data: e.data, seq: i + 1, recordedAt: e.recordedAt ?? now.toISOString() } as LedgerEvent, discardDirty()));
  return state;
}

/** given(events).when(command).then(events | error) for a decider over the folded state. */
export function stateSpec<C, R>(decide: Decide<C, Readonly<LedgerState>, R>, now: Date = NOW) {
  return { given: (events: GivenEvent[]) => deciderSpec(decide, now).given(foldGiven(events, now)) };
}

/**
 * given(events).when(command) as the store runs it (EventStore.execute): decided on the folded state, its
 * events folded with the projector's reducer, then the closed-books rule on what they touched.
 */
export function storeSpec<C, R>(decide: Decide<C, Readonly<LedgerState>, R>, now: Date = NOW) {
  return {
    given: (events: GivenEvent[]) => deciderSpec<C, null, R>((command, _facts, ctx) => {
      const state = foldGiven(events, now);
      const closed = state.closedBooks;
      const decision = decide(command, state, ctx);
      const dirty = emptyDirty();
      for (const e of decision.events) {
        evolve(state, { type: e.type, data: e.data, seq: state.seq + 1, recordedAt: now.toISOString() } as LedgerEvent, dirty);
      }
      const refusal = closedBooksRefusal(closed, dirty);
      if (refusal) throw refusal;
      return decision;
    }, now).given(null),
  };
}

const RATES = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };

/** The events a given(…) is built from: the latest version of each, with the fields a test varies. */
export const given = {
  company: (defaultPrefix: string | null = null): GivenEvent => ({ type: 'CompanyCreated', data: { name: 'Acme', defaultPrefix } }),
  prefixSet: (defaultPrefix: string | null): GivenEvent => ({ type: 'CompanyUpdated', data: { name: 'Acme', defaultPrefix } }),
  product: (productId: string): GivenEvent => ({ type: 'ProductAdded', data: { productId, name: 'HDPE Pipe', note: null } }),
  party: (partyId: string, defaultSubPartyId: string, name = 'Bharat Polymers'): GivenEvent => ({
    type: 'PartyAdded',
    data: { partyId, defaultSubPartyId, name, note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
  }),
  subParty: (subPartyId: string, partyId: string, name: string): GivenEvent => ({ type: 'SubPartyAdded', data: { subPartyId, partyId, name, note: null } }),
  slip: (slipId: string, s: { itemType: 'IN' | 'OUT'; subPartyId: string; productId: string; issueDate: string; slipNo: string; prefix?: string; challanNo: string | null }): GivenEvent => ({
    type: 'SlipAdded',
    data: {
      slipId, itemType: s.itemType, subPartyId: s.subPartyId, productId: s.productId, issueDate: s.issueDate, prefix: s.prefix ?? prefixOrDefault(null), slipNo: s.slipNo,
      grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates: RATES, challanNo: s.challanNo,
    },
  }),
  /** A version 1 SlipAdded, as a log written before serials were recorded holds it (no challanNo). */
  slipV1: (slipId: string, s: { itemType: 'IN' | 'OUT'; subPartyId: string; productId: string; issueDate: string; slipNo: string }): GivenEvent => ({
    type: 'SlipAdded',
    data: {
      slipId, itemType: s.itemType, subPartyId: s.subPartyId, productId: s.productId, issueDate: s.issueDate, prefix: prefixOrDefault(null), slipNo: s.slipNo,
      grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, rates: RATES,
    },
  }),
  bill: (billId: string, b: { kind: 'SALE_BILL' | 'PURCHASE_BILL' | 'INWARD_JOBWORK_BILL' | 'OUTWARD_JOBWORK_BILL'; subPartyId: string; productId: string; issueDate: string; challanNo: string | null }): GivenEvent => ({
    type: 'BillAdded',
    data: {
      billId, kind: b.kind, subPartyId: b.subPartyId, productId: b.productId, issueDate: b.issueDate, fullBillNo: 'B-1',
      quantity: '5.000', workRate: '3.00', saleRate: '0.00', note: null, challanNo: b.challanNo,
    },
  }),
  cash: (cashId: string, partyId: string, direction: 'INWARD' | 'OUTWARD' = 'INWARD'): GivenEvent => ({
    type: 'CashAdded', data: { cashId, direction, partyId, issueDate: '2026-05-01', amount: '500.00', note: null },
  }),
};
