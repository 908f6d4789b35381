// The wording of a wrong OTP guess as the tries run out.
import { describe, expect, it } from 'vitest';
import { messageText } from '@ledger/contract';
import { wrongOtpMessage as told } from './otp.ts';

/** What a wrong guess is told, in English. */
const wrongOtpMessage = (...args: Parameters<typeof told>) => {
  const r = told(...args);
  return messageText(r.code, r.params ?? {}, 'en');
};

describe('wrongOtpMessage', () => {
  it('counts the tries left', () => {
    expect(wrongOtpMessage(1)).toBe('Invalid OTP (4 tries left)');
    expect(wrongOtpMessage(3)).toBe('Invalid OTP (2 tries left)');
  });

  it('says one try in the singular', () => {
    expect(wrongOtpMessage(4)).toBe('Invalid OTP (1 try left)');
  });

  it('asks for a new OTP when none is left', () => {
    expect(wrongOtpMessage(5)).toBe('Invalid OTP; please request a new one');
  });

  it("says the number's tries left when it has fewer than the code", () => {
    expect(wrongOtpMessage(1, 8, 10)).toBe('Invalid OTP (2 tries left)');
    expect(wrongOtpMessage(1, 9, 10)).toBe('Invalid OTP (1 try left)');
    expect(wrongOtpMessage(2, 3, 10)).toBe('Invalid OTP (3 tries left)');
  });

  it("says the number's wrong OTPs are used up, before the code's", () => {
    expect(wrongOtpMessage(1, 10, 10)).toBe('Invalid OTP; too many wrong OTPs for this number, please try again in 24 hours');
    expect(wrongOtpMessage(5, 10, 10)).toBe('Invalid OTP; too many wrong OTPs for this number, please try again in 24 hours');
  });
});
