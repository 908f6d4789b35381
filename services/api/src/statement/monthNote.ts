// The sub-party month note: its command, the facts it is decided on (one query), and the pure decision.
// A note belongs to a sub-party and a month; any month may carry one, with or without documents.
import { notFound } from '../http/errors.ts';
import { unknownCommand, type Decide } from '../store/decider.ts';
import type { Tx } from '../store/eventStore.ts';
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

export async function loadMonthNoteFacts(tx: Tx, companyId: string, subPartyId: string): Promise<MonthNoteFacts> {
  const { rows } = await tx.query('SELECT 1 FROM rm_sub_party WHERE company_id = $1 AND id = $2', [companyId, subPartyId]);
  return { subPartyExists: rows.length > 0 };
}

export const decideMonthNote: Decide<MonthNoteCommand, MonthNoteFacts, MonthNoteResult> = (command, facts) => {
  switch (command.type) {
    case 'SetSubPartyMonthNote': {
      // An archived sub-party is still one: its old months keep their notes and take new ones.
      if (!facts.subPartyExists) throw notFound('Sub party not found');
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
