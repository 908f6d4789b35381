// Field rules shared by the identity forms (spec section 5). Mobile numbers are the contract's own
// fields (cleaned by mobileDigits, then 10 digits), so a form refuses exactly what the API would.
import { z } from 'zod';
import { MIN_PASSWORD, mobileNo, newMobileNo, OTP_DIGITS, OTP_PATTERN, PASSWORD_MAX, said, says } from '@ledger/contract';

export const mobileNoSchema = mobileNo;

export const passwordSchema = z
  .string()
  .min(1, { error: says('requiredDot', { label: 'Password' }) })
  .max(PASSWORD_MAX, { error: says('canHaveAtMostChars', { label: 'Password', n: PASSWORD_MAX }) });

/** The login form's rules (loaded by the login page when its form is first touched: lib/lazy-checks.ts). */
export const loginInputSchema = z.object({ mobileNo: mobileNoSchema, password: passwordSchema });

/** A new account's number: an Indian mobile (existing accounts sign in with whatever they registered). */
const newMobileNoSchema = newMobileNo;

/** A password being set (registration, reset, change): the API's minimum length. */
export const newPasswordSchema = (label = 'Password') =>
  passwordSchema.min(MIN_PASSWORD, { error: says('atLeastChars', { label, n: MIN_PASSWORD }) });

export const otpSchema = z
  .string()
  .trim()
  .regex(OTP_PATTERN, { error: says('enterOtp', { n: OTP_DIGITS }) });

/** Registration: an Indian mobile, a new password, and the two passwords matching before anything is sent. */
export const passwordPairSchema = z
  .object({ mobileNo: newMobileNoSchema, password: newPasswordSchema(), confirmPassword: passwordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    ...said('passwordMismatch'),
    path: ['confirmPassword'],
  });
