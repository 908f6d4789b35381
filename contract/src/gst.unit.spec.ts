// GSTIN, phone and state checks of contact details, with GSTINs published by their holders.
import { describe, expect, it } from 'vitest';
import { GST_STATES, contactRequest, gstinCheckChar, gstinProblem, stateLabel, stateName } from './gst.ts';
import { documentWords } from './i18n/documents.ts';

describe('GSTIN', () => {
  it('accepts real GSTINs and computes their check character', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM']) {
      expect(gstinProblem(g)).toBeNull();
      expect(gstinCheckChar(g.slice(0, 14))).toBe(g[14]);
    }
  });

  it('names what is wrong: length, shape, state code, check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')?.message).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('27AAPFU0939F1XV')?.message).toMatch(/^GSTIN must be a 2-digit state code/);
    expect(gstinProblem('99AAPFU0939F1ZV')?.message).toBe('GSTIN starts with 99, which is not a state code');
    expect(gstinProblem('27AAPFU0939F1ZX')?.message).toBe('GSTIN check character is wrong (expected V): check the number for a typing mistake');
  });

  it('catches every single-character typing mistake in the first 14 characters', () => {
    const g = '24AAACC1206D1ZM';
    for (let i = 2; i < 14; i++) {
      const alphabet = i >= 7 && i <= 10 ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const c of alphabet) {
        if (c === g[i] || (i === 13 && c !== 'Z')) continue;
        const typo = g.slice(0, i) + c + g.slice(i + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
  });
});

describe('contact request', () => {
  const parse = (v: unknown) => contactRequest.safeParse(v);

  it('normalises: phone without +91, spaces and dashes; GSTIN upper-cased; state from the GSTIN', () => {
    expect(parse({ phone: '+91 98765-43210', gstin: ' 24aaacc1206d1zm ', address: '  Plot 4, GIDC  ' }).data)
      .toEqual({ phone: '9876543210', address: 'Plot 4, GIDC', state: '24', gstin: '24AAACC1206D1ZM' });
    expect(parse({}).data).toEqual({ phone: null, address: null, state: null, gstin: null });
    expect(parse({ phone: '', state: '', gstin: '' }).data).toEqual({ phone: null, address: null, state: null, gstin: null });
  });

  it('refuses a phone that is not an Indian mobile, an unknown state, and a state the GSTIN contradicts', () => {
    const issue = (v: unknown) => parse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issue({ phone: '12345' })).toEqual(['phone: Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9']);
    expect(issue({ phone: '5876543210' })).toEqual(['phone: Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9']);
    expect(issue({ state: '25' })).toEqual(['state: State is not a GST state code']);
    expect(issue({ state: '27', gstin: '24AAACC1206D1ZM' })).toEqual(['state: State must be 24 Gujarat, as the GSTIN says']);
  });
});

describe('state names, which the pickers, the PDFs and ITC-04 show', () => {
  it('each state has its Hindi name, in Devanagari, and is named in the language asked for', () => {
    for (const state of GST_STATES) {
      expect(state.nameHi, state.code).toMatch(/^[\u0900-\u097F ]+$/u);
      expect(stateName(state.code, 'hi')).toBe(state.nameHi);
      expect(stateName(state.code, 'en')).toBe(state.name);
    }
    expect(new Set(GST_STATES.map((s) => s.nameHi)).size).toBe(GST_STATES.length);
    expect(stateLabel('24', 'hi')).toBe('24 गुजरात');
    expect(stateLabel('24')).toBe('24 Gujarat');
    expect(stateLabel('99', 'hi')).toBe('99');
    // A document builder names the state in its own language.
    expect(stateLabel('27', documentWords('hi').language)).toBe('27 महाराष्ट्र');
  });
});
