// Party commands and their pure decision. A party is born with a default sub-party (its id is decided
// here, with the party's); names are unique per company, ignoring case; a party with live documents
// (slips, bills and challans, cash receipts) cannot be deleted.
import type { Contact } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import type { NewEvent } from '@ledger/projections';
import { partyFacts } from './facts.ts';

export interface PartyFields {
  name: string;
  /** Trimmed; null when there is none. */
  note: string | null;
  openingReceivableQuantity: string;
  openingReceivableAmount: string;
}

export type PartyCommand =
  | ({ type: 'AddParty'; contact?: Contact } & PartyFields)
  | { type: 'UpdateParty'; partyId: string; update: Partial<PartyFields> & { contact?: Contact } }
  | { type: 'DeleteParty'; partyId: string };

export interface PartyFacts {
  /** The party the command names, as it is now (null: none, or an add). */
  party: (PartyFields & { contact: Contact }) | null;
  /** Another party of the company already has the command's name (ignoring case). */
  nameTaken: boolean;
  /** Live documents of the party (deletes only). */
  documentCount: number;
}

export interface PartyResult { id: string }

const sameContact = (a: Contact, b: Contact) =>
  a.phone === b.phone && a.address === b.address && a.state === b.state && a.gstin === b.gstin;
const hasContact = (c: Contact) => Object.values(c).some((v) => v !== null);

/** The contact event of a party, when the command gives details that differ from what it has. */
function contactEvents(partyId: string, next: Contact | undefined, now: Contact | null): NewEvent[] {
  if (!next || (now ? sameContact(now, next) : !hasContact(next))) return [];
  return [{ type: 'PartyContactSet', streamId: `party:${partyId}`, data: { partyId, ...next } }];
}

export const decideParty: Decide<PartyCommand, PartyFacts, PartyResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddParty': {
      if (facts.nameTaken) throw coded(422, 'partyNameTaken', {}, 'name');
      const { type: _, contact, ...fields } = command;
      const partyId = newId();
      return {
        events: [
          { type: 'PartyAdded', streamId: `party:${partyId}`, data: { partyId, defaultSubPartyId: newId(), ...fields } },
          ...contactEvents(partyId, contact, null),
        ],
        result: { id: partyId },
      };
    }
    case 'UpdateParty': {
      const { partyId, update } = command;
      const party = facts.party;
      if (!party) throw coded(404, 'notFound', { thing: 'Party' });
      const name = update.name ?? party.name;
      // Keeping the name (or only changing its case) is never a clash.
      if (name.toLowerCase() !== party.name.toLowerCase() && facts.nameTaken) throw coded(422, 'partyNameTaken', {}, 'name');
      const details = { name, note: update.note === undefined ? party.note : update.note,
        openingReceivableQuantity: update.openingReceivableQuantity ?? party.openingReceivableQuantity,
        openingReceivableAmount: update.openingReceivableAmount ?? party.openingReceivableAmount };
      const detailsChanged = (Object.keys(details) as Array<keyof PartyFields>).some((k) => details[k] !== party[k]);
      const contactOnly = update.contact !== undefined && !detailsChanged;
      return {
        events: [...(contactOnly ? [] : [{
          type: 'PartyUpdated' as const,
          streamId: `party:${partyId}`,
          data: { partyId, ...details },
        }]), ...contactEvents(partyId, update.contact, party.contact)],
        result: { id: partyId },
      };
    }
    case 'DeleteParty': {
      const { partyId } = command;
      if (!facts.party) throw coded(404, 'notFound', { thing: 'Party' });
      const n = facts.documentCount;
      if (n > 0) throw coded(422, n === 1 ? 'partyHasEntry' : 'partyHasEntries', { n });
      return { events: [{ type: 'PartyDeleted', streamId: `party:${partyId}`, data: { partyId } }], result: { id: partyId } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Party decider as the store runs it: over the company's state folded at the head. */
export const partyDecider = onState(partyFacts, decideParty);
