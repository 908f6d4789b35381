// Mobile numbers as people type and paste them: one cleaning (mobileDigits) for every mobile field,
// the web's inputs and the API's request fields alike.
import { describe, expect, it } from 'vitest';
import { amount, isoDate, mobileNo, newMobileNo, quantity } from './fields.ts';
import { mobileDigits } from './mobile.ts';
import { contactPhoneField } from './gst.ts';
import { identityEndpoints } from './endpoints/identity.ts';
import type { Said } from './i18n/messages.ts';
import { messageText } from './i18n/messages-hi.ts';
import { OTP_DIGITS } from './limits.ts';

describe('mobile numbers', () => {
  it('when a number comes with +91, 0, 0091, spaces, dashes or brackets, then the 10 digits are kept', () => {
    for (const text of ['+91 98765 43210', '+91-98765-43210', '09876543210', '98765 43210', '9876543210', '+919876543210',
      '919876543210', '0091 98765 43210', ' 98765-43210 ', '(+91) 98765 43210', '+91 (98765) 43210', '098765\u00a043210']) {
      expect(mobileDigits(text), text).toBe('9876543210');
      expect(mobileNo.parse(text), text).toBe('9876543210');
      expect(newMobileNo.parse(text), text).toBe('9876543210');
      expect(contactPhoneField.parse(text), text).toBe('9876543210');
    }
  });

  it('when the digits are not a 10-digit number after cleaning, then nothing is cut and the check refuses it', () => {
    // Cut to 10 before cleaning, '+91 98765 43210' was '9198765' and '09876543210' was '0987654321'.
    expect(mobileDigits('98765432101')).toBe('98765432101');
    expect(mobileDigits('+1 555 123 4567')).toBe('+15551234567');
    expect(mobileDigits('98765abc43')).toBe('98765abc43');
    expect(mobileNo.safeParse('98765432101').error?.issues[0]?.message).toBe('Mobile number must be 10 digits');
    expect(mobileNo.safeParse('').error?.issues[0]?.message).toBe('Mobile number is required');
    expect(mobileNo.safeParse(' - ').error?.issues[0]?.message).toBe('Mobile number is required');
    expect(newMobileNo.safeParse('+91 58765 43210').error?.issues[0]?.message).toBe('Mobile number must be 10 digits starting with 6, 7, 8 or 9');
    // Signing in takes any ten digits (accounts made before the 6–9 rule); a 0 in front still goes.
    expect(mobileNo.parse('0 5876543210')).toBe('5876543210');
  });

  it('when a number is typed key by key, then each step keeps every digit typed so far', () => {
    const steps = (keys: string) => [...keys].reduce<string[]>((shown, key) => [...shown, mobileDigits(`${shown.at(-1) ?? ''}${key}`)], []);
    expect(steps('+91 98765 43210').at(-1)).toBe('9876543210');
    expect(steps('09876543210').at(-1)).toBe('9876543210');
    expect(steps('98765 43210').at(-1)).toBe('9876543210');
    expect(steps('+91-98765-43210').at(-1)).toBe('9876543210');
  });
});

describe('a value left blank', () => {
  it('when a figure or a date is sent as a blank string, then it is required (as when it is left out), not a malformed number or date', () => {
    for (const blank of ['', '  ']) {
      expect(quantity('Gross quantity').safeParse(blank).error?.issues[0]?.message).toBe('Gross quantity is required');
      expect(amount('Amount').safeParse(blank).error?.issues[0]?.message).toBe('Amount is required');
    }
    expect(isoDate('Issue date').safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Issue date is required']);
    expect(isoDate('Issue date').safeParse(undefined).error?.issues[0]?.message).toBe('Issue date is required');
    expect(isoDate('Issue date').safeParse('03-04-2026').error?.issues[0]?.message).toBe('Issue date must be a date in YYYY-MM-DD format');
  });
});

describe('OTPs', () => {
  const verify = (otp: unknown) => identityEndpoints.verifyMobile.request.safeParse({ mobileNo: '9876543210', otp });

  it(`when an OTP of ${OTP_DIGITS} digits comes as a number or as text, then it is read as text`, () => {
    expect(verify(1234).data?.otp).toBe('1234');
    expect(verify('1234').data?.otp).toBe('1234');
  });

  it('when an OTP is not that many digits, then it is refused saying how many, in English and in Hindi', () => {
    for (const otp of [12345, 123, -123, '12345', '123', '-123', '12 4']) {
      const issue = verify(otp).error?.issues.find((i) => i.path[0] === 'otp');
      expect(issue?.message, String(otp)).toBe('OTP must be 4 digits');
      const { code, params } = (issue as unknown as { params: Said }).params;
      expect(messageText(code, params, 'hi')).toBe('OTP 4 अंकों का होना चाहिए');
    }
  });
});
