// Given/when/then for the sub-party decider: add, update, delete (archive or remove) and each refusal.
import { describe, it } from 'vitest';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideSubParty, type SubPartyFacts } from './decide.ts';

const spec = deciderSpec(decideSubParty);
const partyId = testId(5);
const subPartyId = testId(8);
const facts = (f: Partial<SubPartyFacts> = {}): SubPartyFacts => ({ partyExists: true, subParty: null, nameTaken: false, hasDocuments: false, ...f });
const named = { name: 'Unit 2', note: 'back gate', isDefault: false, isArchived: false };
const defaultOne = { name: 'Acme', note: null, isDefault: true, isArchived: false };

describe('sub-party decider', () => {
  describe('AddSubParty', () => {
    const add = { type: 'AddSubParty' as const, partyId, name: 'Unit 3', note: null };

    it('adds a sub-party to the party', () => {
      spec.given(facts()).when(add).then({
        events: [{ type: 'SubPartyAdded', streamId: `subParty:${testId(1)}`, data: { subPartyId: testId(1), partyId, name: 'Unit 3', note: null } }],
        result: { id: testId(1) },
      });
    });

    it('refuses a party that does not exist', () => {
      spec.given(facts({ partyExists: false })).when(add).thenThrows(404, 'Party not found');
    });

    it('refuses a name a live sub-party of the party has', () => {
      spec.given(facts({ nameTaken: true })).when(add).thenThrows(422, 'Sub party with this name already exists', 'name');
    });
  });

  describe('UpdateSubParty', () => {
    it('renames and keeps the note the update leaves out', () => {
      spec.given(facts({ subParty: named })).when({ type: 'UpdateSubParty', subPartyId, update: { name: 'Unit Two' } }).then({
        events: [{ type: 'SubPartyUpdated', streamId: `subParty:${subPartyId}`, data: { subPartyId, name: 'Unit Two', note: 'back gate' } }],
        result: { id: subPartyId },
      });
    });

    it('clears the note with null', () => {
      spec.given(facts({ subParty: named })).when({ type: 'UpdateSubParty', subPartyId, update: { note: null } }).then({
        events: [{ type: 'SubPartyUpdated', streamId: `subParty:${subPartyId}`, data: { subPartyId, name: 'Unit 2', note: null } }],
        result: { id: subPartyId },
      });
    });

    it('refuses a new name another live sub-party has', () => {
      spec.given(facts({ subParty: named, nameTaken: true })).when({ type: 'UpdateSubParty', subPartyId, update: { name: 'Unit 1' } })
        .thenThrows(422, 'Sub party with this name already exists', 'name');
    });

    it('lets it keep its name in another case', () => {
      spec.given(facts({ subParty: named, nameTaken: true })).when({ type: 'UpdateSubParty', subPartyId, update: { name: 'UNIT 2' } }).then({
        events: [{ type: 'SubPartyUpdated', streamId: `subParty:${subPartyId}`, data: { subPartyId, name: 'UNIT 2', note: 'back gate' } }],
        result: { id: subPartyId },
      });
    });

    it('refuses the default sub-party', () => {
      spec.given(facts({ subParty: defaultOne })).when({ type: 'UpdateSubParty', subPartyId, update: { name: 'X' } })
        .thenThrows(422, 'The default sub party cannot be changed');
    });

    it('refuses a sub-party that does not exist', () => {
      spec.given(facts()).when({ type: 'UpdateSubParty', subPartyId, update: { name: 'X' } }).thenThrows(404, 'Sub party not found');
    });
  });

  describe('DeleteSubParty', () => {
    const del = { type: 'DeleteSubParty' as const, subPartyId };

    it('removes a sub-party without documents', () => {
      spec.given(facts({ subParty: named })).when(del).then({
        events: [{ type: 'SubPartyRemoved', streamId: `subParty:${subPartyId}`, data: { subPartyId } }],
        result: { id: subPartyId },
      });
    });

    it('archives a sub-party with documents', () => {
      spec.given(facts({ subParty: named, hasDocuments: true })).when(del).then({
        events: [{ type: 'SubPartyArchived', streamId: `subParty:${subPartyId}`, data: { subPartyId } }],
        result: { id: subPartyId },
      });
    });

    it('refuses the default sub-party', () => {
      spec.given(facts({ subParty: defaultOne })).when(del).thenThrows(422, 'The default sub party cannot be deleted');
    });

    it('treats an archived sub-party as gone', () => {
      spec.given(facts({ subParty: { ...named, isArchived: true } })).when(del).thenThrows(404, 'Sub party not found');
    });

    it('refuses a sub-party that does not exist', () => {
      spec.given(facts()).when(del).thenThrows(404, 'Sub party not found');
    });
  });

  describe('RestoreSubParty', () => {
    const restore = { type: 'RestoreSubParty' as const, subPartyId };
    it('brings an archived sub-party back', () => {
      spec.given(facts({ subParty: { ...named, isArchived: true } })).when(restore).then({
        events: [{ type: 'SubPartyRestored', streamId: `subParty:${subPartyId}`, data: { subPartyId } }],
        result: { id: subPartyId },
      });
    });

    it('refuses one that is live, one whose name a live sub-party took since, and one that does not exist', () => {
      spec.given(facts({ subParty: named })).when(restore).thenThrows(422, 'Sub party is not archived');
      spec.given(facts({ subParty: { ...named, isArchived: true }, nameTaken: true })).when(restore)
        .thenThrows(422, 'Another sub party of this party now has this name; rename that one first');
      spec.given(facts()).when(restore).thenThrows(404, 'Sub party not found');
    });
  });
});
