import { describe, expect, it } from 'vitest';
import { documentMonth, documentText, documentWords, documentsEn, documentsHi, type DocumentKey } from './documents.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const slots = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** The English left of a template once its slots, units and the codes kept in Latin are taken out. */
const words = (t: string) =>
  t.replace(/\{\{\w+\}\}/g, '').replace(/\b(KG|GSTIN|HSN|CGST|ITC-04|Table 4|Table 5A|Table 5B|Table 5C|ORIGINAL FOR CONSIGNEE|DUPLICATE FOR TRANSPORTER|TRIPLICATE FOR CONSIGNOR)\b/g, '');

describe('the documents catalogue', () => {
  it('when a Hindi text is read, then it is there, in Devanagari wherever the English has words, with the same {{slots}}', () => {
    const keys = Object.keys(documentsEn) as DocumentKey[];
    expect(Object.keys(documentsHi).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const hi = documentsHi[key];
      expect(hi.trim(), key).not.toBe('');
      if (/[A-Za-z]/.test(words(documentsEn[key]))) expect(DEVANAGARI.test(hi), `${key}: ${hi}`).toBe(true);
      expect(slots(hi), key).toEqual(slots(documentsEn[key]));
    }
  });

  it('when the Rule 55 copies are read in Hindi, then the rule\'s English words are kept beside the Hindi', () => {
    expect(documentsHi.challanOriginal).toBe('मूल प्रति — ORIGINAL FOR CONSIGNEE');
    expect(documentsHi.challanDuplicate).toContain('DUPLICATE FOR TRANSPORTER');
    expect(documentsHi.challanTriplicate).toContain('TRIPLICATE FOR CONSIGNOR');
  });

  it('when a text is asked for, then it comes in the language with its slots filled', () => {
    expect(documentText('en')).toBe(documentsEn);
    expect(documentText('hi')).toBe(documentsHi);
    expect(documentWords('en')('statementTitle', { month: 'April 2026' })).toBe('Statement · April 2026');
    expect(documentWords('hi')('statementTitle', { month: 'अप्रैल 2026' })).toBe('स्टेटमेंट · अप्रैल 2026');
    expect(documentWords('hi')('burnLoss', { percent: 2 })).toBe('बर्न लॉस (2%)');
    expect(documentWords('hi')('carriedInBalance')).toBe('पिछला बैलेंस');
    expect(documentMonth('en', 4, 2026)).toBe('April 2026');
    expect(documentMonth('hi', 4, 2026)).toBe('अप्रैल 2026');
    expect(documentMonth('hi', 12, 2026)).toBe('दिसंबर 2026');
    // @ts-expect-error a template with slots needs its values
    void (() => documentWords('en')('statementTitle'));
    // @ts-expect-error a misspelt slot does not compile
    void (() => documentWords('en')('statementTitle', { mnth: 'x' }));
  });
});
