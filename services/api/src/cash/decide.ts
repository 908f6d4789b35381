// Cash commands (cash received from and paid to a party) and their pure decision: a receipt needs a
// party of the company; it is addressed by id and direction.
import type { CashDirection, cashEndpointsByDirection } from '@ledger/contract';
import type { z } from 'zod';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { cashFacts } from './facts.ts';

type Input<K extends 'add' | 'update' | 'remove'> = z.output<(typeof cashEndpointsByDirection)['INWARD'][K]['request']>;

export type CashCommand =
  | ({ type: 'AddCash'; direction: CashDirection } & Input<'add'>)
  | ({ type: 'UpdateCash'; direction: CashDirection } & Input<'update'>)
  | ({ type: 'DeleteCash'; direction: CashDirection } & Input<'remove'>);

export interface CashFacts {
  /** The receipt the command names, of the command's direction (null: none). */
  cash: { amount: string; note: string | null; issueDate: string } | null;
  /** The party of an add exists in the company. */
  partyExists: boolean;
}

export interface CashResult { id: string }

export const decideCash: Decide<CashCommand, CashFacts, CashResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddCash': {
      if (!facts.partyExists) throw coded(404, 'notFound', { thing: 'Party' });
      const cashId = newId();
      return {
        events: [{
          type: 'CashAdded',
          streamId: `cash:${cashId}`,
          data: { cashId, direction: command.direction, partyId: command.partyId, issueDate: command.issueDate, amount: command.amount, note: command.note },
        }],
        result: { id: cashId },
      };
    }
    case 'UpdateCash': {
      const c = facts.cash;
      if (!c) throw coded(404, 'notFound', { thing: 'Cash receipt' });
      const id = command.filter.id;
      const u = command.update;
      return {
        events: [{ type: 'CashUpdated', streamId: `cash:${id}`, data: { cashId: id, amount: u.amount ?? c.amount, note: u.note === undefined ? c.note : u.note, issueDate: u.issueDate ?? c.issueDate } }],
        result: { id },
      };
    }
    case 'DeleteCash': {
      if (!facts.cash) throw coded(404, 'notFound', { thing: 'Cash receipt' });
      return { events: [{ type: 'CashDeleted', streamId: `cash:${command.id}`, data: { cashId: command.id } }], result: { id: command.id } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Cash decider as the store runs it: over the company's state folded at the head. */
export const cashDecider = onState(cashFacts, decideCash);
