import { describe, expect, it } from 'vitest';
import { messagesEn, saidOf, type MessageKey } from './messages.ts';
import { labelsHi, messageText, messagesHi } from './messages-hi.ts';
import { requestLanguage } from './language.ts';
import { amount, isoDate, mobileNo, monthRef, quantity, requiredText, uuid } from '../fields.ts';
import { gstinField } from '../gst.ts';

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

  it('when a message is written in Hindi from its key, then the template and our labels are Hindi and the rest is copied', () => {
    expect(messageText('greaterThanZero', { label: 'Gross quantity' }, 'hi')).toBe('ग्रॉस मात्रा: 0 से ज़्यादा होना चाहिए');
    expect(messageText('moreThanZero', { label: 'Gross Quantity' }, 'hi')).toBe('ग्रॉस मात्रा: 0 से ज़्यादा होना चाहिए');
    expect(messageText('slipClash', { no: 'A-12', fy: '2026-27' }, 'hi')).toBe('स्लिप A-12 वित्त वर्ष 2026-27 में पहले से है');
    expect(messageText('notFound', { thing: 'Party' }, 'hi')).toBe('पार्टी मौजूद नहीं है');
    expect(messageText('required', { label: 'update.grossQuantity' }, 'hi')).toBe('update.grossQuantity: ज़रूरी है');
    expect(messageText('atMostChars', { label: 'Note', n: 1000 }, 'hi')).toBe('नोट: ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं');
    expect(messageText('charset', { charset: '' }, 'hi')).toContain('UTF-8 में भेजें');
    expect(messageText('greaterThanZero', { label: 'Gross quantity' }, 'en')).toBe('Gross quantity must be greater than 0');
  });

  it("when the contract's own field checks fail, then each issue carries its key and parts, its English is the template filled, and its Hindi has no English left", () => {
    const failures = [
      quantity('Gross quantity').safeParse('-1'),
      quantity('Gross quantity').safeParse('1.23456'),
      quantity('Gross quantity').safeParse(undefined),
      amount('Amount').safeParse('1e40'),
      isoDate('Issue date').safeParse('0000-01-01'),
      isoDate('Issue date').safeParse('2026-13-45'),
      requiredText('Party name', 50).safeParse(''),
      requiredText('Party name', 50).safeParse(5),
      requiredText('Party name', 50).safeParse('x'.repeat(51)),
      uuid('Party').safeParse('nope'),
      mobileNo.safeParse('12'),
      gstinField.safeParse('27AAPFU0939F1ZX'),
      monthRef('Party month').safeParse('x'),
    ];
    for (const r of failures) {
      const issue = r.error?.issues[0];
      expect(issue, 'the check should fail').toBeDefined();
      if (!issue) continue;
      // zod copies a says() map's stamp onto the issue (messages.ts, says): this holds zod to it.
      const said = saidOf(issue);
      expect(said, issue.message).not.toBeNull();
      if (!said) continue;
      expect(messageText(said.code, said.params, 'en')).toBe(issue.message);
      const hindi = messageText(said.code, said.params, 'hi');
      expect(DEVANAGARI.test(hindi), hindi).toBe(true);
      expect(/[A-Z][a-z]+ [a-z]+/.test(hindi), `English left in: ${hindi}`).toBe(false);
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
