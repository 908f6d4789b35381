// Given the events so far, when a party command, then its events or its refusal: the party decider
// over the company's folded state (names unique ignoring case; a party with live documents stays).
import { describe, it } from 'vitest';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { partyDecider } from './decide.ts';

const spec = stateSpec(partyDecider);
const [acme, bharat] = [testId(10), testId(20)];
const [acmeSub, bharatSub] = [testId(11), testId(21)];
const product = testId(12);
const start = [given.company(), given.product(product), given.party(acme, acmeSub, 'Acme Textiles'), given.party(bharat, bharatSub, 'Bharat Polymers')];
const fields = { note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' };

describe('party decider over the folded state', () => {
  it('given a party, when another is added or renamed to its name in any case, then 422; once it is deleted, then the name is free', () => {
    spec.given(start).when({ type: 'AddParty', name: 'ACME textiles', ...fields }).thenThrows(422, 'Party with this name already exists', 'name');
    spec.given(start).when({ type: 'UpdateParty', partyId: bharat, update: { name: 'acme TEXTILES' } }).thenThrows(422, 'Party with this name already exists', 'name');
    spec.given([...start, { type: 'PartyDeleted', data: { partyId: acme } }]).when({ type: 'AddParty', name: 'Acme Textiles', ...fields }).then({
      events: [{ type: 'PartyAdded', streamId: `party:${testId(1)}`, data: { partyId: testId(1), defaultSubPartyId: testId(2), name: 'Acme Textiles', ...fields } }],
      result: { id: testId(1) },
    });
    // Its own name in another case is not a clash.
    spec.given(start).when({ type: 'UpdateParty', partyId: acme, update: { name: 'ACME TEXTILES' } }).then({
      events: [{ type: 'PartyUpdated', streamId: `party:${acme}`, data: { partyId: acme, name: 'ACME TEXTILES', ...fields } }],
      result: { id: acme },
    });
  });

  it('given a party with a slip, a bill and a cash receipt, when it is deleted, then 422 counting them; with those deleted, then it goes', () => {
    const docs = [...start,
      given.slip(testId(30), { itemType: 'IN', subPartyId: acmeSub, productId: product, issueDate: '2026-05-01', slipNo: '1', challanNo: null }),
      given.bill(testId(31), { kind: 'SALE_BILL', subPartyId: acmeSub, productId: product, issueDate: '2026-05-02', challanNo: null }),
      given.cash(testId(32), acme),
      // Another party's documents are not counted.
      given.cash(testId(33), bharat)];
    spec.given(docs).when({ type: 'DeleteParty', partyId: acme }).thenThrows(422, 'Party has 3 entries; delete them first');
    // A job-work item left without slips is not an entry.
    spec.given([...docs, { type: 'SlipDeleted', data: { slipId: testId(30) } }, { type: 'BillDeleted', data: { billId: testId(31) } }, { type: 'CashDeleted', data: { cashId: testId(32) } }])
      .when({ type: 'DeleteParty', partyId: acme })
      .then({ events: [{ type: 'PartyDeleted', streamId: `party:${acme}`, data: { partyId: acme } }], result: { id: acme } });
  });
});
