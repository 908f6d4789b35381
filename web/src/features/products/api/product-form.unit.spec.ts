// The product forms check with their requests' own fields (@ledger/contract productFields): given what an owner
// types, then the form refuses what the API refuses, in the chosen language, and sends what the request takes.
import { productsEndpoints } from '@ledger/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHindiMessages } from '../../../lib/app-message';
import { productCheck, productUpdateCheck, toAddProductInput } from './add-product';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

describe('product forms', () => {
  it('when the HSN code and value rate are left empty, then they clear; typed, then they go as the request takes them', () => {
    const empty = { name: 'HDPE Pipe', note: '', hsn: '', valueRate: '', capitalGoods: false };
    expect(productCheck(empty)).toEqual({});
    expect(toAddProductInput(empty)).toEqual({ name: 'HDPE Pipe', hsn: null, valueRate: null, capitalGoods: false });
    const typed = { name: 'HDPE Pipe', note: ' thick ', hsn: '3917 21', valueRate: '1,20.50', capitalGoods: true };
    expect(productCheck(typed).valueRate).toBe('Value rate: put commas only between digit groups, as in 1,00,000.50');
    const input = toAddProductInput({ ...typed, valueRate: '1,120.50' });
    expect(input).toEqual({ name: 'HDPE Pipe', note: 'thick', hsn: '3917 21', valueRate: '1120.50', capitalGoods: true });
    expect(productsEndpoints.add.request.parse(input)).toMatchObject({ hsn: '391721', valueRate: '1120.50', capitalGoods: true });
  });

  it('when the HSN code is not 4, 6 or 8 digits, then both forms refuse it in the chosen language', async () => {
    expect(productUpdateCheck({ name: 'HDPE Pipe', hsn: '39171', valueRate: '', capitalGoods: false }).hsn).toBe(productCheck({ name: 'HDPE Pipe', note: '', hsn: '39171', valueRate: '', capitalGoods: false }).hsn);
    expect(productCheck({ name: 'HDPE Pipe', note: '', hsn: '39171', valueRate: '', capitalGoods: false }).hsn).toMatch(/HSN/);
    await loadHindiMessages();
    await i18next.changeLanguage('hi');
    expect(String(productUpdateCheck({ name: '', hsn: '39171', valueRate: '', capitalGoods: false }).hsn)).toMatch(/[\u0900-\u097F]/);
    await i18next.changeLanguage('en');
  });
});
