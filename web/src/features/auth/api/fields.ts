// Field rules shared by the identity forms (spec section 5). Mobile numbers are the contract's own
// fields (cleaned by mobileDigits, then 10 digits), so a form refuses exactly what the API would.
import { z } from 'zod';
import { MIN_PASSWORD, mobileNo, newMobileNo, PASSWORD_MISMATCH } from '@ledger/contract';

export { PASSWORD_MISMATCH };

export const mobileNoSchema = mobileNo;

export const passwordSchema = z
  .string()
  .min(1, 'Password is required.')
  .max(50, 'Password can have at most 50 characters');

/** The login form's rules (loaded by the login page when its form is first touched: lib/form-resolver.ts lazyChecks). */
export const loginInputSchema = z.object({ mobileNo: mobileNoSchema, password: passwordSchema });

/** A new account's number: an Indian mobile (existing accounts sign in with whatever they registered). */
const newMobileNoSchema = newMobileNo;

/** A password being set (registration, reset, change): the API's minimum length. */
export const newPasswordSchema = (label = 'Password') =>
  passwordSchema.min(MIN_PASSWORD, `${label} must be at least ${MIN_PASSWORD} characters`);

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Enter the 4 digit OTP');

/** Registration: an Indian mobile, a new password, and the two passwords matching before anything is sent. */
export const passwordPairSchema = z
  .object({ mobileNo: newMobileNoSchema, password: newPasswordSchema(), confirmPassword: passwordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
