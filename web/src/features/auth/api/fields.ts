// Field rules shared by the identity forms (spec section 5).
import { z } from 'zod';
import { PASSWORD_MISMATCH } from '@ledger/contract';

export { PASSWORD_MISMATCH };

export const mobileNoSchema = z
  .string()
  .trim()
  .min(1, 'Mobile number is required')
  .max(10, 'Mobile number can have at most 10 digits')
  .regex(/^\d{10}$/, 'Enter a 10 digit mobile number');

export const passwordSchema = z
  .string()
  .min(1, 'Password is required.')
  .max(50, 'Password can have at most 50 characters');

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Enter the 4 digit OTP');

/** Registration and reset forms: the two passwords must match before anything is sent. */
export const passwordPairSchema = z
  .object({ mobileNo: mobileNoSchema, password: passwordSchema, confirmPassword: passwordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
