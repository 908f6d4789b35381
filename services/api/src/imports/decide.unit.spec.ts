// Given/when/then for the party import's decision: every row recorded in one command (a party, its default
// sub-party, the sheet's sub-parties, its contact; a product and its GST fields), or nothing, naming every bad row.
import { describe, it } from 'vitest';
import type { PartyRowInput, ProductRowInput } from '@ledger/contract';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideImport } from './decide.ts';

const spec = deciderSpec(decideImport);
const blank = { subParties: '', phone: '', address: '', state: '', gstin: '', openingQuantity: '', openingAmount: '' };
const party = (row: number, name: string, cells: Partial<PartyRowInput> = {}): PartyRowInput => ({ row, name, ...blank, ...cells });
const product = (row: number, name: string, cells: Partial<ProductRowInput> = {}): ProductRowInput => ({ row, name, hsn: '', valueRate: '', ...cells });
const none = { partyNames: [], productNames: [] };

describe('import decider', () => {
  it('records each party with its default sub-party, the sheet\'s sub-parties and its contact, then each product', () => {
    const command = {
      type: 'ImportParties' as const,
      parties: [party(2, ' Mehta Sons ', { subParties: 'North; South', state: 'Gujarat', address: 'Ring Road', openingQuantity: '1,250.5', openingAmount: '-1,00,000' })],
      products: [product(2, 'Cotton Yarn', { hsn: '5205', valueRate: '12.5' })],
    };
    spec.given(none).when(command).then({
      events: [
        { type: 'PartyAdded', streamId: `party:${testId(1)}`, data: { partyId: testId(1), defaultSubPartyId: testId(2), name: 'Mehta Sons', note: null, openingReceivableQuantity: '1250.500', openingReceivableAmount: '-100000.00' } },
        { type: 'PartyContactSet', streamId: `party:${testId(1)}`, data: { partyId: testId(1), phone: null, address: 'Ring Road', state: '24', gstin: null } },
        { type: 'SubPartyAdded', streamId: `subParty:${testId(3)}`, data: { subPartyId: testId(3), partyId: testId(1), name: 'North', note: null } },
        { type: 'SubPartyAdded', streamId: `subParty:${testId(4)}`, data: { subPartyId: testId(4), partyId: testId(1), name: 'South', note: null } },
        { type: 'ProductAdded', streamId: `product:${testId(5)}`, data: { productId: testId(5), name: 'Cotton Yarn', note: null } },
        { type: 'ProductGstSet', streamId: `product:${testId(5)}`, data: { productId: testId(5), hsn: '5205', valueRate: '12.50', capitalGoods: false } },
      ],
      result: { parties: [{ id: testId(1), name: 'Mehta Sons' }], products: [{ id: testId(5), name: 'Cotton Yarn' }] },
    });
  });

  it('refuses the whole import when any row is bad: a name the company has, one twice in the sheet, misplaced commas', () => {
    const command = {
      type: 'ImportParties' as const,
      parties: [party(2, 'Fine'), party(3, 'acme'), party(4, 'FINE'), party(5, 'Grouping', { openingAmount: '1,0000' }), party(6, 'Subs', { subParties: 'default' })],
      products: [product(2, 'Yarn', { hsn: '12' })],
    };
    spec.given({ partyNames: ['Acme'], productNames: [] }).when(command).thenThrows(422, 'Nothing was imported: 5 rows need attention');
  });

  it('refuses an import with no rows', () => {
    spec.given(none).when({ type: 'ImportParties', parties: [], products: [] }).thenThrows(422, 'The file has no parties or products to import');
  });
});
