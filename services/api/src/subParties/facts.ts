// The facts a sub-party command is decided on, read from the company's state folded at the head (no
// query): the sub-party (or, for an add, the party) as it is, whether the command's name is taken
// among the party's live sub-parties, and whether it has documents (job-work items or bills: the same
// test as every sub-party answer's `onDelete`, hasDocumentsSql in read.ts).
import type { LedgerState } from '@ledger/projections';
import { sameName } from '../parties/facts.ts';
import type { SubPartyCommand, SubPartyFacts } from './decide.ts';

function hasDocuments(state: Readonly<LedgerState>, subPartyId: string): boolean {
  for (const item of state.items.values()) if (item.subPartyId === subPartyId) return true;
  for (const b of state.bills.values()) if (b.subPartyId === subPartyId) return true;
  return false;
}

export function subPartyFacts(state: Readonly<LedgerState>, command: SubPartyCommand): SubPartyFacts {
  const add = command.type === 'AddSubParty';
  const sub = add ? undefined : state.subParties.get(command.subPartyId);
  // An add names the party; the others' party is the sub-party's own.
  const partyId = add ? command.partyId : sub?.partyId;
  const party = partyId === undefined ? undefined : state.parties.get(partyId);
  // A restore checks the sub-party's own name against the live ones.
  const name = add ? command.name : command.type === 'UpdateSubParty' ? command.update.name : command.type === 'RestoreSubParty' ? sub?.name : undefined;
  let nameTaken = false;
  if (party && name !== undefined) {
    for (const id of party.subPartyIds) {
      const other = state.subParties.get(id);
      if (other && other.id !== sub?.id && !other.isArchived && sameName(other.name, name)) nameTaken = true;
    }
  }
  return {
    partyExists: party !== undefined,
    subParty: sub ? { name: sub.name, note: sub.note, isDefault: sub.isDefault, isArchived: sub.isArchived } : null,
    nameTaken,
    hasDocuments: sub ? hasDocuments(state, sub.id) : false,
  };
}
