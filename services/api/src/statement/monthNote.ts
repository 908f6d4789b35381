// The sub-party month note: its command, the facts it is decided on (read from the folded state), and
// the pure decision.
// A note belongs to a sub-party and a month; any month may carry one, with or without documents.
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import type { LedgerState } from '@ledger/projections';
import { monthId } from './months.ts';

export type MonthNoteCommand = {
  type: 'SetSubPartyMonthNote';
  subPartyId: string;
  year: number;
  month: number;
  /** Trimmed; null clears the note. */
  note: string | null;
};

export interface MonthNoteFacts {
  subPartyExists: boolean;
}

/** The month's id, `<subPartyId>:YYYY-MM`: what a pending answer carries. */
export interface MonthNoteResult {
  id: string;
}

export const monthNoteFacts = (state: Readonly<LedgerState>, command: MonthNoteCommand): MonthNoteFacts =>
  ({ subPartyExists: state.subParties.has(command.subPartyId) });

export const decideMonthNote: Decide<MonthNoteCommand, MonthNoteFacts, MonthNoteResult> = (command, facts) => {
  switch (command.type) {
    case 'SetSubPartyMonthNote': {
      // An archived sub-party is still one: its old months keep their notes and take new ones.
      if (!facts.subPartyExists) throw coded(404, 'notFound', { thing: 'Sub party' });
      const { subPartyId, year, month, note } = command;
      return {
        events: [{ type: 'SubPartyMonthNoteSet', streamId: `subParty:${subPartyId}`, data: { subPartyId, year, month, note } }],
        result: { id: `${subPartyId}:${monthId(year, month)}` },
      };
    }
    default:
      return unknownCommand(command.type);
  }
};

/** The month-note decider as the store runs it: over the company's state folded at the head. */
export const monthNoteDecider = onState(monthNoteFacts, decideMonthNote);
