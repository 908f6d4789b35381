import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminToken, call, freshMobile, ok, registerOwner, startApi, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { hashPassword } from '../../services/api/src/identity/secrets.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api.close(); });

describe('registration and OTP', () => {
  it('when the passwords differ, then 400 on confirmPassword and no OTP is sent', async () => {
    const mobileNo = freshMobile();
    const r = await call(api, '/user/register/v1', { mobileNo, password: 'secret-a', confirmPassword: 'secret-b' });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ message: 'Password and Confirm Password should be same', field: 'confirmPassword' });
    expect(() => api.lastOtp(mobileNo)).toThrow();
  });

  it('when a new account gives a mobile number that is not Indian (0000000000) or a short password, then 400 on that field', async () => {
    for (const mobileNo of ['0000000000', '5123456789', '1234567890']) {
      const r = await call(api, '/user/register/v1', { mobileNo, password: 'secret-123' });
      expect(r.status, mobileNo).toBe(400);
      expect(r.body.error).toEqual({ message: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9', field: 'mobileNo' });
    }
    const short = await call(api, '/user/register/v1', { mobileNo: freshMobile(), password: 'a' });
    expect(short.body.error).toEqual({ message: 'Password must be at least 8 characters', field: 'password' });
    const reset = await call(api, '/user/password/reset/v1', { mobileNo: freshMobile(), newPassword: 'short' });
    expect(reset.body.error).toEqual({ message: 'New password must be at least 8 characters', field: 'newPassword' });
  });

  it('when an account made before the rule has a short password, then it still logs in (the rule is for new passwords)', async () => {
    const owner = await registerOwner(api);
    await api.svc.pool.query(`UPDATE users SET password_hash = $1 WHERE mobile_no = $2`, [await hashPassword('abc'), owner.mobileNo]);
    expect((await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'abc' })).token).toBeTruthy();
    const update = await call(api, '/user/password/update/v1', { currentPassword: 'abc', newPassword: 'abcd' }, owner.token);
    expect(update.body.error?.field).toBe('newPassword');
  });

  it('when the mobile number is not 10 digits, then 400 on mobileNo', async () => {
    const r = await call(api, '/user/register/v1', { mobileNo: '12345', password: 'a' });
    expect(r.status).toBe(400);
    expect(r.body.error?.field).toBe('mobileNo');
  });

  it('when the OTP is right, then a token and no company; then login works and self shows the user', async () => {
    const mobileNo = freshMobile();
    const reg = await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
    expect(Date.parse(reg.otpValidTill)).toBeGreaterThan(Date.now());
    const v = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    expect(v.token).toBeTruthy();
    expect(v.company).toBeNull();
    const login = await ok(api, '/user/login/v1', { mobileNo, password: 'pw-one-1' });
    const self = await ok(api, '/user/self/get/v1', { include: { company: true } }, login.token);
    expect(self).toEqual({ user: { id: v.user.id, mobileNo }, company: null, role: null, endedAccess: null });
  });

  it('when a mobile number is sent as people write it (+91, 0, spaces, dashes), then the API keeps the 10 digits everywhere', async () => {
    const mobileNo = freshMobile();
    const spaced = `+91 ${mobileNo.slice(0, 5)} ${mobileNo.slice(5)}`;
    expect((await ok(api, '/user/register/v1', { mobileNo: spaced, password: 'pw-one-1' })).mobileNo).toBe(mobileNo);
    const v = await ok(api, '/user/mobile/verify/v1', { mobileNo: `0${mobileNo}`, otp: Number(api.lastOtp(mobileNo)) });
    expect(v.user.mobileNo).toBe(mobileNo);
    const login = await ok(api, '/user/login/v1', { mobileNo: `+91-${mobileNo.slice(0, 5)}-${mobileNo.slice(5)}`, password: 'pw-one-1' });
    expect(login.user).toEqual({ id: v.user.id, mobileNo });
    // Cleaning never cuts: an eleventh digit is refused, not dropped.
    const eleven = await call(api, '/user/login/v1', { mobileNo: `${mobileNo}1`, password: 'pw-one-1' });
    expect(eleven.body.error).toEqual({ message: 'Mobile number must be 10 digits', field: 'mobileNo' });
  });

  it('when the OTP is wrong five times, then even the right one is refused', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-secret' });
    const right = api.lastOtp(mobileNo);
    const wrong = right === '1111' ? 2222 : 1111;
    for (let i = 0; i < 5; i++) {
      const r = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: wrong });
      expect(r.status).toBe(400);
      expect(r.body.error?.field).toBe('otp');
    }
    const r = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(right) });
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toMatch(/expired/);
  });

  it('when the OTP has expired, then it is refused', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-secret' });
    api.setNow(new Date(Date.now() + 6 * 60_000));
    try {
      const r = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
      expect(r.status).toBe(400);
      expect(r.body.error?.field).toBe('otp');
    } finally {
      api.setNow(null);
    }
  });

  it('when an OTP is asked again within 30 s, then it is throttled', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-secret' });
    const r = await call(api, '/user/register/v1', { mobileNo, password: 'pw-secret' });
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toMatch(/wait 30 seconds/);
  });

  it('when a number is already registered, then registering again is refused', async () => {
    const owner = await registerOwner(api);
    const r = await call(api, '/user/register/v1', { mobileNo: owner.mobileNo, password: 'x-secret' });
    expect(r.status).toBe(422);
    expect(r.body.error?.field).toBe('mobileNo');
  });
});

describe('login, logout and passwords', () => {
  it('when the password is wrong, then 422 under password; after 10 tries, 429', async () => {
    const owner = await registerOwner(api);
    const r = await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'nope' });
    expect(r.status).toBe(422);
    expect(r.body.error?.field).toBe('password');
    for (let i = 0; i < 9; i++) await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'nope' });
    const blocked = await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password });
    expect(blocked.status).toBe(429);
  });

  it('when logging out, then the token stops working', async () => {
    const owner = await registerOwner(api);
    await ok(api, '/user/logout/v1', {}, owner.token);
    expect((await call(api, '/product/list/v1', {}, owner.token)).status).toBe(401);
  });

  it('when the password changes, then old tokens are revoked and the new token works', async () => {
    const owner = await registerOwner(api);
    const mismatch = await call(api, '/user/password/update/v1', { currentPassword: owner.password, newPassword: 'new-pw-1', confirmPassword: 'new-pw-2' }, owner.token);
    expect(mismatch.body.error).toEqual({ message: 'New password and confirm password does not match', field: 'confirmPassword' });
    const wrong = await call(api, '/user/password/update/v1', { currentPassword: 'bad', newPassword: 'new-pw-1' }, owner.token);
    expect(wrong.status).toBe(422);
    const { token } = await ok(api, '/user/password/update/v1', { currentPassword: owner.password, newPassword: 'new-pw-1' }, owner.token);
    expect((await call(api, '/product/list/v1', {}, owner.token)).status).toBe(401);
    expect((await call(api, '/product/list/v1', {}, token)).status).toBe(200);
    await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'new-pw-1' });
  });

  it('when a password is reset with an OTP, then the new password logs in and returns the company', async () => {
    const owner = await registerOwner(api, 'Reset Co');
    const r = await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'fresh-pw', confirmPassword: 'fresh-pw' });
    expect(r.otpValidTill).toBeTruthy();
    const s = await ok(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: Number(api.lastOtp(owner.mobileNo)) });
    expect(s.company?.name).toBe('Reset Co');
    expect((await call(api, '/product/list/v1', {}, owner.token)).status).toBe(401);
    await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'fresh-pw' });
  });

  it('when a reset is asked for an unknown number, then it answers as for a registered one, sends nothing, and no code verifies', async () => {
    const mobileNo = freshMobile();
    const r = await ok(api, '/user/password/reset/v1', { mobileNo, newPassword: 'x-secret' });
    expect(r).toEqual({ mobileNo, otpValidTill: expect.any(String) });
    expect(() => api.lastOtp(mobileNo)).toThrow();
    const v = await call(api, '/user/password/reset/verify/v1', { mobileNo, otp: 1234 });
    expect([v.status, v.body.error]).toEqual([400, { message: 'Invalid OTP (4 tries left)', field: 'otp' }]);
  });
});

describe('companies and admin', () => {
  it('when a user without a company calls a company endpoint, then 422; creating twice is refused', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-secret' });
    const { token } = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    expect((await call(api, '/product/list/v1', {}, token)).status).toBe(422);
    expect((await call(api, '/company/create/v1', { name: '' }, token)).body.error?.field).toBe('name');
    await ok(api, '/company/create/v1', { name: 'First' }, token);
    expect((await call(api, '/company/create/v1', { name: 'Second' }, token)).status).toBe(422);
  });

  it('when the owner updates settings, then name and prefix change; an empty prefix clears it', async () => {
    const owner = await registerOwner(api);
    const c = await ok(api, '/company/self/update/v1', { update: { name: 'New Name', defaultPrefix: 'AB' } }, owner.token);
    expect(c).toMatchObject({ name: 'New Name', defaultPrefix: 'AB' });
    const long = await call(api, '/company/self/update/v1', { update: { defaultPrefix: 'X'.repeat(11) } }, owner.token);
    expect(long.body.error?.field).toBe('update.defaultPrefix');
    expect((await ok(api, '/company/self/update/v1', { update: { defaultPrefix: '' } }, owner.token)).defaultPrefix).toBeNull();
  });

  it('when the admin lists companies, then each shows the owner mobile; expiry makes writes 403', async () => {
    const owner = await registerOwner(api, 'Expiring Co');
    expect((await call(api, '/company/list/v1', {}, owner.token)).status).toBe(403);
    const token = await adminToken(api);
    expect((await call(api, '/product/list/v1', {}, token)).status).toBe(401);
    const list = await ok(api, '/company/list/v1', { include: { userVerifiedMobile: true } }, token);
    const mine = present(list.find((c) => c.id === owner.companyId), 'the new company in the admin list');
    expect(mine.user.verifiedMobile.mobileNo).toBe(owner.mobileNo);
    expect(mine.stats.closingStockQuantity).toBe('0.000');
    const past = new Date(Date.now() - 60_000).toISOString();
    const updated = await ok(api, '/company/expiresAt/update/v1', { filter: { id: owner.companyId }, update: { expiresAt: past } }, token);
    expect(updated.isExpired).toBe(true);
    const self = await ok(api, '/user/self/get/v1', {}, owner.token);
    expect(self.company?.isExpired).toBe(true);
    const w = await call(api, '/product/add/v1', { name: 'X' }, owner.token);
    expect(w.status).toBe(403);
    expect(w.body.error?.message).toBe('Your plan is not active, please contact support.');
    expect((await call(api, '/product/list/v1', {}, owner.token)).status).toBe(200);
    await ok(api, '/company/expiresAt/update/v1', { filter: { id: owner.companyId }, update: { expiresAt: null } }, token);
    await ok(api, '/product/add/v1', { name: 'X' }, owner.token);
    const missing = await call(api, '/company/expiresAt/update/v1', { filter: { id: '00000000-0000-4000-8000-000000000000' }, update: { expiresAt: null } }, token);
    expect(missing.status).toBe(404);
  });

  it('when admin credentials are wrong, then Invalid Credentials', async () => {
    const r = await call(api, '/admin/login/v1', { username: ADMIN.username, password: 'wrong' });
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toBe('Invalid Credentials');
    expect((await call(api, '/admin/login/v1', { username: 'x'.repeat(11), password: 'a' })).body.error?.field).toBe('username');
  });

  it('when TRIAL_DAYS is set, then a new company expires after that many days', async () => {
    const trial = await startApi({ TRIAL_DAYS: '14' });
    try {
      const owner = await registerOwner(trial);
      const self = await ok(trial, '/user/self/get/v1', {}, owner.token);
      const company = present(self.company, 'the session\'s company');
      const days = (Date.parse(present(company.expiresAt, 'expiresAt')) - Date.parse(company.createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(14, 5);
    } finally {
      await trial.close();
    }
  });
});
