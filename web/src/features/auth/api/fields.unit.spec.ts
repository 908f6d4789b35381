// The identity forms' own checks read the API's limits (contract/src/limits.ts): given what an owner types, then
// the form refuses what the API would, naming the limit.
import { OTP_DIGITS, PASSWORD_MAX } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import { otpSchema, passwordSchema } from './fields';

const refusal = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('identity fields', () => {
  it(`when an OTP of ${OTP_DIGITS} digits is typed, with spaces around it, then it is taken; another length is refused naming it`, () => {
    expect(otpSchema.parse(' 1234 ')).toBe('1234');
    for (const typed of ['123', '12345', '12a4', '']) expect(refusal(otpSchema.safeParse(typed)), typed).toBe('Enter the 4 digit OTP');
  });

  it('when a password is one character past its limit, then the form says the limit', () => {
    expect(passwordSchema.safeParse('p'.repeat(PASSWORD_MAX)).success).toBe(true);
    expect(refusal(passwordSchema.safeParse('p'.repeat(PASSWORD_MAX + 1)))).toBe('Password can have at most 50 characters');
  });
});
