// The party form checks with its requests' own fields (@ledger/contract partyFields, and the contact's):
// given what an owner types, then the form refuses what the API refuses, with its words, and sends the figures
// without their grouping.
import { partiesEndpoints } from '@ledger/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { toAddPartyInput } from './add-party';
import { emptyPartyForm, partyCheck } from './party-form';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

describe('party form', () => {
  it('when figures are typed with Indian grouping, then the request gets them plain and the API takes it', () => {
    const values = { ...emptyPartyForm, name: ' Shree Textiles ', openingReceivableQuantity: '-1,250.5', openingReceivableAmount: '1,00,000.50' };
    expect(partyCheck(values)).toEqual({});
    const input = toAddPartyInput(values);
    expect(input).toMatchObject({ name: 'Shree Textiles', openingReceivableQuantity: '-1250.5', openingReceivableAmount: '100000.50' });
    expect(partiesEndpoints.add.request.safeParse(input).success).toBe(true);
  });

  it('when a field breaks its rule, then the message is the request\'s, under that field', () => {
    const errors = partyCheck({ ...emptyPartyForm, name: 'x'.repeat(51), openingReceivableQuantity: '1,0', openingReceivableAmount: '12.345', gstin: '24AAACC1206D1ZX' });
    expect(errors.name).toBe('Party name must be at most 50 characters');
    expect(errors.openingReceivableQuantity).toBe('Opening receivable quantity: put commas only between digit groups, as in 1,00,000.50');
    expect(errors.openingReceivableAmount).toBe('Opening receivable amount must be a number with at most 2 decimals');
    expect(errors.gstin).toBeDefined();
    expect(partyCheck({ ...emptyPartyForm, name: ' ' }).name).toBe('Party name is required');
  });
});
