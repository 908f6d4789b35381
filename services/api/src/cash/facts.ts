// What a cash command's decision needs, read from the company's state folded at the head (no query).
import { AMT, formatDecimal, type LedgerState } from '@ledger/projections';
import type { CashCommand, CashFacts } from './decide.ts';

export function cashFacts(state: Readonly<LedgerState>, command: CashCommand): CashFacts {
  if (command.type === 'AddCash') return { cash: null, partyExists: state.parties.has(command.partyId) };
  const c = state.cash.get(command.type === 'UpdateCash' ? command.filter.id : command.id);
  return {
    // A receipt of the other direction is not the one the command names.
    cash: c?.direction === command.direction ? { amount: formatDecimal(c.amount, AMT), note: c.note, issueDate: c.issueDate } : null,
    partyExists: false,
  };
}
