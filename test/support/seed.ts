// A company with one of everything, and every endpoint that takes an id, for isolation tests.
import { ok, type Owner, type TestApi } from './api.ts';

export interface Seeded { productId: string; partyId: string; subPartyId: string; defaultSubPartyId: string }

export async function seedCompany(api: TestApi, owner: Owner): Promise<Seeded> {
  const product = await ok(api, '/product/add/v1', { name: 'Victim Product' }, owner.token);
  const party = await ok(api, '/party/add/v1', { name: 'Victim Party', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
  const sub = await ok(api, '/subParty/add/v1', { partyId: party.id, name: 'Victim Unit' }, owner.token);
  const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  return { productId: product.id, partyId: party.id, subPartyId: sub.id, defaultSubPartyId: subs[0].id };
}

/** [path, body] of every endpoint that addresses a document by id. */
export function idEndpoints(s: Seeded): Array<[string, unknown]> {
  return [
    ['/product/update/v1', { filter: { id: s.productId }, update: { name: 'x' } }],
    ['/product/delete/v1', { id: s.productId }],
    ['/party/list/v1', { filter: { id: s.partyId } }],
    ['/party/update/v1', { filter: { id: s.partyId }, update: { name: 'x' } }],
    ['/party/delete/v1', { id: s.partyId }],
    ['/subParty/add/v1', { partyId: s.partyId, name: 'x' }],
    ['/subParty/update/v1', { filter: { id: s.subPartyId }, update: { name: 'x' } }],
    ['/subParty/delete/v1', { id: s.subPartyId }],
    ['/subParty/delete/v1', { id: s.defaultSubPartyId }],
    ['/subParty/update/v1', { filter: { id: s.defaultSubPartyId }, update: { name: 'x' } }],
    ['/party/update/v1', { filter: { id: s.partyId }, update: { openingReceivableAmount: 5 } }],
  ];
}
