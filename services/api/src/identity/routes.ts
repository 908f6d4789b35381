// Registration, OTP verification, login, session and password management (spec sections 2, 7).
// Plain table writes (users, tokens, otps): no events, so nothing here is decided by a decider.
import { randomUUID } from 'node:crypto';
import { identityEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import { badRequest, refused } from '../http/errors.ts';
import type { Route } from '../http/kit.ts';
import { openCompanies, sessionCompany } from '../access/read.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';
import { clearThrottle, throttle } from './throttle.ts';

export async function issueToken(svc: Services, userId: string, actingCompanyId: string | null = null): Promise<string> {
  const token = newToken();
  await svc.pool.query(
    `INSERT INTO tokens (hash, kind, user_id, created_at, acting_company_id) VALUES ($1, 'user', $2, $3, $4)`,
    [hashToken(token), userId, svc.now(), actingCompanyId],
  );
  return token;
}

/** The signed-in user and the company their token looks at (docs/auditing.md "Accountant access"). */
export async function selfOf(svc: Services, user: { id: string; mobileNo: string }, tokenHash: string) {
  return { user, ...(await sessionCompany(svc.pool, user.id, user.mobileNo, tokenHash, svc.now())) };
}

/**
 * A new session opens the user's own company; a user without one whom exactly one company was shared
 * with opens that one (an accountant or gate clerk with several picks on the company list).
 */
async function session(svc: Services, row: { id: string; mobile_no: string }) {
  const user = { id: row.id, mobileNo: row.mobile_no };
  const open = await openCompanies(svc.pool, user.id, user.mobileNo, svc.now());
  const acting = open.length === 1 && open[0].role !== 'owner' ? open[0].id : null;
  const token = await issueToken(svc, user.id, acting);
  return { token, ...(await selfOf(svc, user, hashToken(token))) };
}

export function identityRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const userByMobile = async (mobile: string) =>
    (await pool.query<{ id: string; mobile_no: string; password_hash: string }>('SELECT * FROM users WHERE mobile_no = $1', [mobile])).rows[0];

  route(endpoints.register, async (input, _auth, meta) => {
    if (await userByMobile(input.mobileNo)) throw refused('alreadyRegistered', {}, 'mobileNo');
    const validTill = await issueOtp(svc, input.mobileNo, 'register', { passwordHash: await hashPassword(input.password) }, meta.ip);
    return { mobileNo: input.mobileNo, otpValidTill: validTill.toISOString() };
  });

  route(endpoints.verifyMobile, async (input) => {
    const payload = await consumeOtp(svc, input.mobileNo, 'register', input.otp);
    const id = randomUUID();
    const inserted = await pool.query(
      'INSERT INTO users (id, mobile_no, password_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (mobile_no) DO NOTHING',
      [id, input.mobileNo, payload.passwordHash, svc.now()],
    );
    if (inserted.rowCount !== 1) throw refused('alreadyRegistered', {}, 'mobileNo');
    return session(svc, { id, mobile_no: input.mobileNo });
  });

  route(endpoints.login, async (input, _auth, meta) => {
    const now = svc.now();
    const tooMany = { code: 'loginTooMany' } as const;
    await throttle(pool, now, `login:mobile:${input.mobileNo}`, svc.config.LOGIN_LIMIT_PER_NUMBER, 900, tooMany, 'password');
    await throttle(pool, now, `login:ip:${meta.ip}`, svc.config.LOGIN_LIMIT_PER_ADDRESS, 900, tooMany, 'password');
    const user = await userByMobile(input.mobileNo);
    if (!user || !(await verifyPassword(input.password, user.password_hash))) {
      throw refused('badLogin', {}, 'password');
    }
    await clearThrottle(pool, `login:mobile:${input.mobileNo}`);
    return session(svc, user);
  });

  route(endpoints.getSelf, async (_input, auth) => selfOf(svc, { id: auth.userId, mobileNo: auth.mobileNo }, auth.tokenHash));

  route(endpoints.logout, async (_input, auth) => {
    await pool.query('UPDATE tokens SET revoked_at = $2 WHERE hash = $1', [auth.tokenHash, svc.now()]);
    return {};
  });

  route(endpoints.updatePassword, async (input, auth) => {
    const user = await userByMobile(auth.mobileNo);
    if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw refused('badCurrentPassword', {}, 'currentPassword');
    }
    await pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(input.newPassword)]);
    const acting = await pool.query<{ acting_company_id: string | null }>('SELECT acting_company_id FROM tokens WHERE hash = $1', [auth.tokenHash]);
    await pool.query('UPDATE tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [user.id, svc.now()]);
    // The new token keeps looking at the company this one did.
    return { token: await issueToken(svc, user.id, acting.rows[0]?.acting_company_id ?? null) };
  });

  // A reset asked for a number with no account answers as for one with an account (the same status, shape,
  // limits and work: the password is hashed all the same), so the answer does not tell who is registered;
  // no OTP is sent, and its verify step fails as a wrong code does (issueOtp's `deliver: false`).
  route(endpoints.resetPassword, async (input, _auth, meta) => {
    const registered = Boolean(await userByMobile(input.mobileNo));
    const payload = { passwordHash: await hashPassword(input.newPassword) };
    const validTill = await issueOtp(svc, input.mobileNo, 'reset', payload, meta.ip, { deliver: registered });
    return { mobileNo: input.mobileNo, otpValidTill: validTill.toISOString() };
  });

  route(endpoints.verifyReset, async (input) => {
    const payload = await consumeOtp(svc, input.mobileNo, 'reset', input.otp);
    const user = await userByMobile(input.mobileNo);
    // Only if the account was erased after its code was sent.
    if (!user) throw badRequest('otpExpired', {}, 'otp');
    await pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, payload.passwordHash]);
    await pool.query('UPDATE tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [user.id, svc.now()]);
    return session(svc, user);
  });
}
