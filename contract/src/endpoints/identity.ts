// Endpoints of the owner's account (docs/api.md "Account"): registration and its OTP, login, the
// session, logout, and the password (changed while signed in, or reset with an OTP).
import { z } from 'zod';
import { COMPANY_ROLES, defineEndpoint, type Endpoint } from '../endpoint.ts';
import { mobileNo, newMobileNo, newPassword, password } from '../fields.ts';
import { idShape, instantShape } from '../shapes.ts';
import { companyShape } from './companies.ts';
import { said, says, type MessageKey } from '../i18n/messages.ts';
import { OTP_DIGITS, OTP_PATTERN } from '../limits.ts';

export const userShape = z.strictObject({ id: idShape, mobileNo: z.string() });
export type User = z.infer<typeof userShape>;

/**
 * Who is signed in, and the company this session looks at (null until they set one up or pick one
 * shared with them); role: owner of it, its accountant with read-only access, or its gate clerk (docs/gate.md).
 */
export const selfShape = z.strictObject({
  user: userShape,
  company: companyShape.nullable(),
  role: z.enum(COMPANY_ROLES).nullable(),
  /**
   * The company this session was reading as its accountant until the owner stopped sharing it (access
   * revoked): the session then has no company until the user picks one, and the picker says why. Null otherwise.
   */
  endedAccess: z.strictObject({ id: idShape, name: z.string() }).nullable(),
});
export type Self = z.infer<typeof selfShape>;

/** A fresh token with the session it opens, as login and the OTP verifications answer it. */
export const sessionShape = selfShape.extend({ token: z.string() });
export type Session = z.infer<typeof sessionShape>;

/** What the calls that send an OTP answer. */
export const otpSentShape = z.strictObject({ mobileNo: z.string(), otpValidTill: instantShape });
export type OtpSent = z.infer<typeof otpSentShape>;

const tokenShape = z.strictObject({ token: z.string() });


/** The OTP as a number or digit string of OTP_DIGITS digits; the server compares it as text. */
const otpField = z
  .union([z.number().int(), z.string().regex(/^\d+$/, { error: says('otpDigits', { n: OTP_DIGITS }) })], { error: says('required', { label: 'OTP' }) })
  .transform(String)
  .refine((v) => OTP_PATTERN.test(v), said('otpDigits', { n: OTP_DIGITS }));

/** An optional confirmPassword must repeat the field `pw`. */
const withConfirm = <T extends z.ZodRawShape>(shape: T, pw: keyof T & string, mismatch: MessageKey) =>
  z.object({ ...shape, confirmPassword: z.string().optional() }).superRefine((v, ctx) => {
    const record = v as Record<string, unknown>;
    if (record.confirmPassword !== undefined && record.confirmPassword !== record[pw]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], ...said(mismatch) });
    }
  });

const register = defineEndpoint({
  path: '/user/register/v1',
  access: 'public',
  request: withConfirm({ mobileNo: newMobileNo, password: newPassword() }, 'password', 'passwordMismatch'),
  response: otpSentShape,
  command: false,
});

const verifyMobile = defineEndpoint({
  path: '/user/mobile/verify/v1',
  access: 'public',
  request: z.object({ mobileNo, otp: otpField }),
  response: sessionShape,
  command: false,
});

const login = defineEndpoint({
  path: '/user/login/v1',
  access: 'public',
  request: z.object({ mobileNo, password: password() }),
  response: sessionShape,
  command: false,
});

const getSelf = defineEndpoint({
  path: '/user/self/get/v1',
  access: 'user',
  request: z.object({ include: z.object({ company: z.boolean().optional() }).optional() }),
  response: selfShape,
  command: false,
});

const logout = defineEndpoint({
  path: '/user/logout/v1',
  access: 'user',
  request: z.object({}),
  response: z.strictObject({}),
  command: false,
});

const updatePassword = defineEndpoint({
  path: '/user/password/update/v1',
  access: 'user',
  request: z
    .object({
      currentPassword: password('Current password'),
      newPassword: newPassword('New password'),
      confirmPassword: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.confirmPassword !== undefined && v.confirmPassword !== v.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], ...said('newPasswordMismatch') });
      }
    }),
  // Every older token is revoked: this one replaces the caller's.
  response: tokenShape,
  command: false,
});

const resetPassword = defineEndpoint({
  path: '/user/password/reset/v1',
  access: 'public',
  request: withConfirm({ mobileNo, newPassword: newPassword('New password') }, 'newPassword', 'passwordMismatch'),
  response: otpSentShape,
  command: false,
});

const verifyReset = defineEndpoint({
  path: '/user/password/reset/verify/v1',
  access: 'public',
  request: z.object({ mobileNo, otp: otpField }),
  response: sessionShape,
  command: false,
});

export const identityEndpoints = {
  register, verifyMobile, login, getSelf, logout, updatePassword, resetPassword, verifyReset,
} satisfies Record<string, Endpoint>;
