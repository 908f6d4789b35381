import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { z } from 'zod';
import { quantity, says } from '@ledger/contract';
import { schemaResolver } from './form-resolver';
import { lazyChecks } from './lazy-checks';
import { loadHindiMessages } from './app-message';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('form messages in the chosen language', () => {
  // As the Hindi catalogue's loading does (i18n/index.ts).
  beforeAll(loadHindiMessages);
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  const schema = z.object({
    gross: quantity('Gross Quantity', { positive: true }),
    name: z.string().trim().min(1, { error: says('required', { label: 'Party Name' }) }).max(50, { error: says('canHaveAtMostChars', { label: 'Party Name', n: 50 }) }),
  });

  it('when the language is English, then the schema messages are as written', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    expect(schemaResolver(schema, { sync: true })({ gross: '0', name: '' })).toEqual({
      gross: 'Gross Quantity must be greater than 0',
      name: 'Party Name is required',
    });
  });

  it('when the language is Hindi, then every message, typed grouping included, is Hindi', async () => {
    await i18next.init({ lng: 'hi', resources: {} });
    const errors = schemaResolver(schema, { sync: true })({ gross: '1,0,0', name: 'x'.repeat(51) });
    expect(errors.name).toBe('पार्टी का नाम: ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं');
    expect(String(errors.gross)).toMatch(DEVANAGARI);
    expect(String(errors.gross)).toContain('ग्रॉस मात्रा');
  });

  it('when a check carries no catalogue key, then its words are shown as written: no English text is matched to a template', async () => {
    await i18next.init({ lng: 'hi', resources: {} });
    const uncoded = z.object({ name: z.string().min(1, 'Party Name is required') });
    expect(schemaResolver(uncoded, { sync: true })({ name: '' })).toEqual({ name: 'Party Name is required' });
  });
});

describe('checks loaded on first need (lazyChecks)', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Party Name is required') });

  it('when a form is submitted, then the loaded schema answers what schemaResolver answers, loaded once', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    let loads = 0;
    const checks = lazyChecks(async () => {
      loads += 1;
      return schema;
    });
    checks.preload();
    expect(await checks.errorsOf({ name: ' ' })).toEqual(schemaResolver(schema, { sync: true })({ name: ' ' }));
    expect(await checks.errorsOf({ name: 'Shree' })).toEqual({});
    expect(loads).toBe(1);
  });

  it('when the schema could not be loaded, then the submit fails and the next one loads it again', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    let loads = 0;
    const checks = lazyChecks(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    await expect(checks.errorsOf({ name: '' })).rejects.toThrow(TypeError);
    expect(await checks.errorsOf({ name: '' })).toEqual({ name: 'Party Name is required' });
  });
});
