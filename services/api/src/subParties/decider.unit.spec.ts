// Given the events so far, when a sub-party command, then its events or its refusal: the sub-party
// decider over the company's folded state (names unique among the party's live sub-parties, ignoring
// case; a delete archives one with documents and removes one without).
import { describe, it } from 'vitest';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { subPartyDecider } from './decide.ts';

const spec = stateSpec(subPartyDecider);
const [party, def, unit2, product] = [testId(10), testId(11), testId(12), testId(13)];
const start = [given.company(), given.product(product), given.party(party, def), given.subParty(unit2, party, 'Unit 2')];

describe('sub-party decider over the folded state', () => {
  it('given a live sub-party, when another takes its name in any case, then 422; once it is archived, then the name is free', () => {
    const add = { type: 'AddSubParty' as const, partyId: party, name: 'UNIT 2', note: null };
    spec.given(start).when(add).thenThrows(422, 'Sub party with this name already exists', 'name');
    spec.given([...start, { type: 'SubPartyArchived', data: { subPartyId: unit2 } }]).when(add).then({
      events: [{ type: 'SubPartyAdded', streamId: `subParty:${testId(1)}`, data: { subPartyId: testId(1), partyId: party, name: 'UNIT 2', note: null } }],
      result: { id: testId(1) },
    });
    // Restoring the archived one while another has its name is refused.
    spec.given([...start, { type: 'SubPartyArchived', data: { subPartyId: unit2 } }, given.subParty(testId(14), party, 'unit 2')])
      .when({ type: 'RestoreSubParty', subPartyId: unit2 })
      .thenThrows(422, 'Another sub party of this party now has this name; rename that one first', 'name');
    spec.given(start).when({ ...add, partyId: testId(99) }).thenThrows(404, 'Party not found');
  });

  it('given a sub-party with a job-work item (even one left without slips), when it is deleted, then it is archived; without documents, then removed', () => {
    const slip = given.slip(testId(30), { itemType: 'IN', subPartyId: unit2, productId: product, issueDate: '2026-05-01', slipNo: '1', challanNo: null });
    const archived = { events: [{ type: 'SubPartyArchived' as const, streamId: `subParty:${unit2}`, data: { subPartyId: unit2 } }], result: { id: unit2 } };
    spec.given([...start, slip]).when({ type: 'DeleteSubParty', subPartyId: unit2 }).then(archived);
    spec.given([...start, slip, { type: 'SlipDeleted', data: { slipId: testId(30) } }]).when({ type: 'DeleteSubParty', subPartyId: unit2 }).then(archived);
    spec.given(start).when({ type: 'DeleteSubParty', subPartyId: unit2 })
      .then({ events: [{ type: 'SubPartyRemoved', streamId: `subParty:${unit2}`, data: { subPartyId: unit2 } }], result: { id: unit2 } });
    spec.given(start).when({ type: 'DeleteSubParty', subPartyId: def }).thenThrows(422, 'The default sub party cannot be deleted');
  });
});
