// The import's row checks are the forms' field rules: given a row as a sheet writes it, then it is saved in the
// field's canonical form, or refused under its column with the field's own message.
import { describe, expect, it } from 'vitest';
import { checkImport } from './party-import-check.ts';
import type { PartyRowInput } from './party-import.ts';

const blank = { subParties: '', phone: '', address: '', state: '', gstin: '', openingQuantity: '', openingAmount: '' };
const party = (cells: Partial<PartyRowInput>): PartyRowInput => ({ row: 2, name: 'Mehta Sons', ...blank, ...cells });
const check = (cells: Partial<PartyRowInput>) => checkImport({ parties: [party(cells)], products: [] }, { partyNames: [], productNames: [] }).parties[0];
const problems = (cells: Partial<PartyRowInput>) => check(cells)?.errors.map((e) => [e.field, e.said.code]);

describe('import row checks', () => {
  it('reads figures grouped the Indian or the international way, and an empty one as 0', () => {
    expect(check({ openingQuantity: '1,00,000.5', openingAmount: '-100,000.50' })?.saved).toMatchObject({ openingReceivableQuantity: '100000.500', openingReceivableAmount: '-100000.50' });
    expect(check({})?.saved).toMatchObject({ openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' });
  });

  it('names the column of a figure with commas in the wrong place, too many decimals, or past the limit', () => {
    expect(problems({ openingAmount: '1,0000' })).toEqual([['openingAmount', 'groupCommas']]);
    expect(problems({ openingQuantity: '1.2345' })).toEqual([['openingQuantity', 'decimals']]);
    expect(problems({ openingAmount: '1,00,00,00,00,000.01' })).toEqual([['openingAmount', 'atMost']]);
  });

  it('takes a state by its code or its name, and refuses one that the GSTIN contradicts', () => {
    expect(check({ state: '7' })?.saved?.contact.state).toBe('07');
    expect(check({ state: 'tamil nadu' })?.saved?.contact.state).toBe('33');
    expect(problems({ state: 'Delhi', gstin: '24AAACC1206D1ZM' })).toEqual([['state', 'stateFromGstin']]);
  });

  it('refuses a sub-party named Default or twice, a bad mobile, and a name too long', () => {
    expect(check({ subParties: ' North ;South,, ' })?.saved?.subParties).toEqual(['North', 'South']);
    expect(problems({ subParties: 'North; north' })).toEqual([['subParties', 'subPartyNameTaken']]);
    expect(problems({ subParties: 'Default' })).toEqual([['subParties', 'subPartyNameTaken']]);
    expect(problems({ phone: '12345' })).toEqual([['phone', 'phone']]);
    expect(problems({ name: 'x'.repeat(51) })).toEqual([['name', 'atMostChars']]);
  });
});
