// Given/when/then for the party decider: add, update, delete and each refusal.
import { describe, it } from 'vitest';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { EMPTY_CONTACT } from '@ledger/contract';
import { decideParty, type PartyFacts, type PartyFields } from './decide.ts';

const spec = deciderSpec(decideParty);
const partyId = testId(7);
const acme: PartyFields = { name: 'Acme', note: 'old note', openingReceivableQuantity: '10.000', openingReceivableAmount: '250.00' };
const none: PartyFacts = { party: null, nameTaken: false, documentCount: 0 };
const existing: PartyFacts = { party: { ...acme, contact: EMPTY_CONTACT }, nameTaken: false, documentCount: 0 };
const contact = { phone: '9876543210', address: 'Plot 4, GIDC, Surat', state: '24', gstin: '24AAACC1206D1ZM' };

describe('party decider', () => {
  describe('AddParty', () => {
    const add = { type: 'AddParty' as const, name: 'Bharat Polymers', note: null, openingReceivableQuantity: '0', openingReceivableAmount: '-12.50' };

    it('adds the party with a default sub-party id decided beside its own', () => {
      spec.given(none).when(add).then({
        events: [{
          type: 'PartyAdded',
          streamId: `party:${testId(1)}`,
          data: {
            partyId: testId(1), defaultSubPartyId: testId(2), name: 'Bharat Polymers', note: null,
            openingReceivableQuantity: '0', openingReceivableAmount: '-12.50',
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('refuses a name another party has', () => {
      spec.given({ ...none, nameTaken: true }).when(add).thenThrows(422, 'Party with this name already exists', 'name');
    });
  });

  describe('UpdateParty', () => {
    it('keeps what the update leaves out', () => {
      spec.given(existing).when({ type: 'UpdateParty', partyId, update: { openingReceivableAmount: '300.00' } }).then({
        events: [{
          type: 'PartyUpdated',
          streamId: `party:${partyId}`,
          data: { partyId, name: 'Acme', note: 'old note', openingReceivableQuantity: '10.000', openingReceivableAmount: '300.00' },
        }],
        result: { id: partyId },
      });
    });

    it('clears the note with null and renames', () => {
      spec.given(existing).when({ type: 'UpdateParty', partyId, update: { name: 'Acme Ltd', note: null } }).then({
        events: [{
          type: 'PartyUpdated',
          streamId: `party:${partyId}`,
          data: { partyId, name: 'Acme Ltd', note: null, openingReceivableQuantity: '10.000', openingReceivableAmount: '250.00' },
        }],
        result: { id: partyId },
      });
    });

    it('refuses a new name another party has', () => {
      spec.given({ ...existing, nameTaken: true }).when({ type: 'UpdateParty', partyId, update: { name: 'Bharat' } })
        .thenThrows(422, 'Party with this name already exists', 'name');
    });

    it('lets the party keep its name in another case, whatever else is called so', () => {
      spec.given({ ...existing, nameTaken: true }).when({ type: 'UpdateParty', partyId, update: { name: 'ACME' } }).then({
        events: [{
          type: 'PartyUpdated',
          streamId: `party:${partyId}`,
          data: { partyId, name: 'ACME', note: 'old note', openingReceivableQuantity: '10.000', openingReceivableAmount: '250.00' },
        }],
        result: { id: partyId },
      });
    });

    it('refuses a party that does not exist', () => {
      spec.given(none).when({ type: 'UpdateParty', partyId, update: { name: 'X' } }).thenThrows(404, 'Party not found');
    });
  });

  describe('contact details', () => {
    it('adds a party with its contact as a second event of the same command', () => {
      spec.given(none).when({ type: 'AddParty', name: 'Bharat Polymers', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00', contact }).then({
        events: [
          {
            type: 'PartyAdded', streamId: `party:${testId(1)}`,
            data: { partyId: testId(1), defaultSubPartyId: testId(2), name: 'Bharat Polymers', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
          },
          { type: 'PartyContactSet', streamId: `party:${testId(1)}`, data: { partyId: testId(1), ...contact } },
        ],
        result: { id: testId(1) },
      });
    });

    it('records no contact event for an add with every contact field empty', () => {
      spec.given(none).when({ type: 'AddParty', name: 'B', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00', contact: EMPTY_CONTACT }).then({
        events: [{
          type: 'PartyAdded', streamId: `party:${testId(1)}`,
          data: { partyId: testId(1), defaultSubPartyId: testId(2), name: 'B', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
        }],
        result: { id: testId(1) },
      });
    });

    it('changes only the contact when only the contact changes, and nothing when it is the same', () => {
      spec.given(existing).when({ type: 'UpdateParty', partyId, update: { contact } }).then({
        events: [{ type: 'PartyContactSet', streamId: `party:${partyId}`, data: { partyId, ...contact } }],
        result: { id: partyId },
      });
      spec.given({ ...existing, party: { ...acme, contact } }).when({ type: 'UpdateParty', partyId, update: { contact } }).then({
        events: [], result: { id: partyId },
      });
    });
  });

  describe('DeleteParty', () => {
    it('deletes a party without documents', () => {
      spec.given(existing).when({ type: 'DeleteParty', partyId }).then({
        events: [{ type: 'PartyDeleted', streamId: `party:${partyId}`, data: { partyId } }],
        result: { id: partyId },
      });
    });

    it('refuses a party with one document', () => {
      spec.given({ ...existing, documentCount: 1 }).when({ type: 'DeleteParty', partyId })
        .thenThrows(422, 'Party has 1 entry; delete them first');
    });

    it('refuses a party with documents, counting them', () => {
      spec.given({ ...existing, documentCount: 3 }).when({ type: 'DeleteParty', partyId })
        .thenThrows(422, 'Party has 3 entries; delete them first');
    });

    it('refuses a party that does not exist', () => {
      spec.given(none).when({ type: 'DeleteParty', partyId }).thenThrows(404, 'Party not found');
    });
  });
});
