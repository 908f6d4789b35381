import { describe, expect, it } from 'vitest';
import { messagesEn, type MessageKey } from './messages.ts';
import { labelsHi, matchMessage, messagesHi, translateMessage } from './messages-hi.ts';
import { requestLanguage } from './language.ts';
import { amount, isoDate, quantity, requiredText } from '../fields.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the messages catalogue', () => {
  it('when a Hindi template is read, then it is in Devanagari and copies the same parts as its English one', () => {
    for (const key of Object.keys(messagesEn) as MessageKey[]) {
      expect(DEVANAGARI.test(messagesHi[key]), key).toBe(true);
      expect(placeholders(messagesHi[key]), key).toEqual(placeholders(messagesEn[key]));
    }
    for (const [label, hindi] of Object.entries(labelsHi)) {
      expect(label, 'labels are keyed in lower case').toBe(label.toLowerCase());
      if (/[a-z]{4,}/.test(label) && !['otp'].includes(label)) expect(DEVANAGARI.test(hindi), label).toBe(true);
    }
  });

  it('when an English template is written out, then it matches its own key (no shorter template steals it)', () => {
    for (const key of Object.keys(messagesEn) as MessageKey[]) {
      const sample = messagesEn[key].replace(/\{(\w+)\}/g, (_, n: string) => (n === 'label' || n === 'thing' ? 'Gross quantity' : '12'));
      expect(matchMessage(sample)?.key, sample).toBe(key);
    }
  });

  it('when a message is translated to Hindi, then the template and our labels are Hindi and the rest is copied', () => {
    expect(translateMessage('Gross quantity must be greater than 0', 'hi')).toBe('ग्रॉस मात्रा: 0 से ज़्यादा होना चाहिए');
    expect(translateMessage('Gross Quantity must be more than 0', 'hi')).toBe('ग्रॉस मात्रा: 0 से ज़्यादा होना चाहिए');
    expect(translateMessage('Slip A-12 already exists in FY 2026-27', 'hi')).toBe('स्लिप A-12 वित्त वर्ष 2026-27 में पहले से है');
    expect(translateMessage('Party not found', 'hi')).toBe('पार्टी मौजूद नहीं है');
    expect(translateMessage('update.grossQuantity is required', 'hi')).toBe('update.grossQuantity: ज़रूरी है');
    expect(translateMessage('Note must be at most 1000 characters', 'hi')).toBe('नोट: ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं');
    expect(translateMessage('Charset "" is not supported; send JSON in UTF-8', 'hi')).toContain('UTF-8 में भेजें');
  });

  it('when English is asked for, or a message is unknown, then the message is unchanged', () => {
    expect(translateMessage('Gross quantity must be greater than 0', 'en')).toBe('Gross quantity must be greater than 0');
    expect(translateMessage('Something nobody wrote', 'hi')).toBe('Something nobody wrote');
  });

  it("when the contract's own field checks fail, then each message has a Hindi form", () => {
    const failures = [
      quantity('Gross quantity').safeParse('-1'),
      quantity('Gross quantity').safeParse('1.23456'),
      amount('Amount').safeParse('1e40'),
      isoDate('Issue date').safeParse('0000-01-01'),
      requiredText('Party name', 50).safeParse(''),
      requiredText('Party name', 50).safeParse('x'.repeat(51)),
    ];
    for (const r of failures) {
      const message = r.error?.issues[0]?.message ?? '';
      expect(message).not.toBe('');
      expect(DEVANAGARI.test(translateMessage(message, 'hi')), message).toBe(true);
      expect(/[A-Z][a-z]+ [a-z]+/.test(translateMessage(message, 'hi')), `English left in: ${translateMessage(message, 'hi')}`).toBe(false);
    }
  });

  it('when a request names its language, then only a first choice of Hindi means Hindi', () => {
    expect(requestLanguage('hi')).toBe('hi');
    expect(requestLanguage('hi-IN,en;q=0.8')).toBe('hi');
    expect(requestLanguage('en-IN,hi;q=0.9')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('hindi')).toBe('en');
  });
});
