// Sub-party commands and their pure decision (ledger rules, "Deleting"): names are unique among a
// party's live sub-parties, ignoring case; the default sub-party can be neither changed nor deleted;
// a named one with documents is archived on delete (read-only history), one without is removed.
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { subPartyFacts } from './facts.ts';

export type SubPartyCommand =
  | { type: 'AddSubParty'; partyId: string; name: string; note: string | null }
  | { type: 'UpdateSubParty'; subPartyId: string; update: { name?: string; note?: string | null } }
  | { type: 'DeleteSubParty'; subPartyId: string }
  | { type: 'RestoreSubParty'; subPartyId: string };

export interface SubPartyFacts {
  /** The party an add names exists. */
  partyExists: boolean;
  /** The sub-party an update or delete names, as it is now (null: none). */
  subParty: { name: string; note: string | null; isDefault: boolean; isArchived: boolean } | null;
  /** Another live sub-party of the same party already has the command's name (ignoring case). */
  nameTaken: boolean;
  /** The sub-party has job-work items or bills (hasDocumentsSql in read.ts). */
  hasDocuments: boolean;
}

/**
 * What deleting a named sub-party does (ledger rules, "Deleting"): with documents it is archived (kept
 * as read-only history, restorable), without it is removed. The decision below and every sub-party
 * answer's `onDelete` (what the web's delete dialog says) come from here.
 */
export const deleteOutcome = (hasDocuments: boolean): 'archive' | 'remove' => (hasDocuments ? 'archive' : 'remove');

/** The sub-party's id: all a pending answer carries (a delete's `archived` is read once projected). */
export interface SubPartyResult { id: string }


export const decideSubParty: Decide<SubPartyCommand, SubPartyFacts, SubPartyResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddSubParty': {
      const { partyId, name, note } = command;
      if (!facts.partyExists) throw coded(404, 'notFound', { thing: 'Party' });
      if (facts.nameTaken) throw coded(422, 'subPartyNameTaken', {}, 'name');
      const subPartyId = newId();
      return {
        events: [{ type: 'SubPartyAdded', streamId: `subParty:${subPartyId}`, data: { subPartyId, partyId, name, note } }],
        result: { id: subPartyId },
      };
    }
    case 'UpdateSubParty': {
      const { subPartyId, update } = command;
      const s = facts.subParty;
      if (!s) throw coded(404, 'notFound', { thing: 'Sub party' });
      if (s.isDefault) throw coded(422, 'defaultSubPartyChange');
      const name = update.name ?? s.name;
      // Keeping the name (or only changing its case) is never a clash.
      if (name.toLowerCase() !== s.name.toLowerCase() && facts.nameTaken) throw coded(422, 'subPartyNameTaken', {}, 'name');
      return {
        events: [{ type: 'SubPartyUpdated', streamId: `subParty:${subPartyId}`, data: { subPartyId, name, note: update.note === undefined ? s.note : update.note } }],
        result: { id: subPartyId },
      };
    }
    case 'DeleteSubParty': {
      const { subPartyId } = command;
      const s = facts.subParty;
      if (!s) throw coded(404, 'notFound', { thing: 'Sub party' });
      if (s.isDefault) throw coded(422, 'defaultSubPartyDelete');
      if (s.isArchived) throw coded(404, 'notFound', { thing: 'Sub party' });
      return {
        events: [deleteOutcome(facts.hasDocuments) === 'archive'
          ? { type: 'SubPartyArchived', streamId: `subParty:${subPartyId}`, data: { subPartyId } }
          : { type: 'SubPartyRemoved', streamId: `subParty:${subPartyId}`, data: { subPartyId } }],
        result: { id: subPartyId },
      };
    }
    case 'RestoreSubParty': {
      const { subPartyId } = command;
      const s = facts.subParty;
      if (!s) throw coded(404, 'notFound', { thing: 'Sub party' });
      if (!s.isArchived) throw coded(422, 'subPartyNotArchived');
      // Its name may have been given to another sub-party since it was archived.
      if (facts.nameTaken) throw coded(422, 'subPartyRenameFirst', {}, 'name');
      return {
        events: [{ type: 'SubPartyRestored', streamId: `subParty:${subPartyId}`, data: { subPartyId } }],
        result: { id: subPartyId },
      };
    }
    default:
      return unknownCommand(command);
  }
};

/** The sub-party decider as the store runs it: over the company's state folded at the head. */
export const subPartyDecider = onState(subPartyFacts, decideSubParty);
