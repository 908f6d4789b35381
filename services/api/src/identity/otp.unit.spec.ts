// The wording of a wrong OTP guess as the tries run out.
import { describe, expect, it } from 'vitest';
import { wrongOtpMessage } from './otp.ts';

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
});
