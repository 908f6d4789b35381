// Guessing limits under bursts: parallel and sequential wrong OTPs, parallel right OTPs, parallel OTP
// sends and parallel wrong passwords. Each limit must hold however many requests arrive at once; the
// figures are printed for the closing note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshMobile, ok, registerOwner, startApi, type Reply, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { issueOtp } from '../../services/api/src/identity/otp.ts';

const BURST = 40;
const MAX_TRIES = 5;
const LOGIN_LIMIT = 10;
const EXPIRED = 'OTP expired, please request a new one';
const NUMBER_CAPPED = 'Too many wrong OTPs for this number; please try again in 24 hours';
const CHECKED = [
  'Invalid OTP (4 tries left)', 'Invalid OTP (3 tries left)', 'Invalid OTP (2 tries left)', 'Invalid OTP (1 try left)',
  'Invalid OTP; please request a new one',
];

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api.close(); });

/** `n` distinct 4-digit codes, none of them `right`. */
const wrongCodes = (right: string, n: number): number[] =>
  Array.from({ length: n + 1 }, (_, i) => 1000 + i).filter((c) => String(c) !== right).slice(0, n);

const burst = <T>(n: number, f: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/**
 * Sorts OTP answers: checked (the code was compared), refused unchecked (the code's tries used up, or the
 * number's wrong OTPs: at most 10 in 24 hours, reserved before a code is compared), anything else.
 */
function tally(replies: Reply[]) {
  const checked = replies.filter((r) => r.status === 400 && r.body.error?.message.startsWith('Invalid OTP'));
  const refused = replies.filter((r) => (r.status === 400 && r.body.error?.message === EXPIRED) || (r.status === 429 && r.body.error?.message === NUMBER_CAPPED));
  const other = replies.filter((r) => !checked.includes(r) && !refused.includes(r));
  for (const r of [...checked, ...refused]) expect(r.body.error?.field).toBe('otp');
  return { checked: checked.map((r) => r.body.error?.message).sort(), refused: refused.length, other };
}

/** Runs `f` with the API clock 31 s ahead, past the resend wait. */
async function later<T>(f: () => Promise<T>): Promise<T> {
  api.setNow(new Date(Date.now() + 31_000));
  try {
    return await f();
  } finally {
    api.setNow(null);
  }
}

describe('OTP guesses', () => {
  it('when 40 wrong registration OTPs arrive at once, then 5 are checked, the rest refused unchecked, and the right one is refused until a new OTP is sent', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
    const right = api.lastOtp(mobileNo);
    const replies = await burst(BURST, (i) => call(api, '/user/mobile/verify/v1', { mobileNo, otp: wrongCodes(right, BURST)[i] }));
    const t = tally(replies);
    console.log(`OTP burst (register verify): ${BURST} sent, ${t.checked.length} checked, ${t.refused} refused unchecked`);
    expect(t.other).toEqual([]);
    // Which tries-left each says depends on how the burst interleaves with the number's allowance (the fewer of
    // the two is said); the sequence on its own is checked one after another below.
    expect(t.checked).toHaveLength(MAX_TRIES);
    expect(t.refused).toBe(BURST - MAX_TRIES);

    const late = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(right) });
    expect(late.body.error).toEqual({ message: EXPIRED, field: 'otp' });

    await later(async () => {
      await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
      const s = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
      expect(s.token).toBeTruthy();
    });
    await ok(api, '/user/login/v1', { mobileNo, password: 'pw-one-1' });
  });

  it('when 40 wrong reset OTPs arrive at once, then 5 are checked, the password is unchanged, and only a new OTP resets it', async () => {
    const owner = await registerOwner(api);
    await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'taken-over' });
    const right = api.lastOtp(owner.mobileNo);
    const replies = await burst(BURST, (i) => call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: wrongCodes(right, BURST)[i] }));
    const t = tally(replies);
    console.log(`OTP burst (password reset verify): ${BURST} sent, ${t.checked.length} checked, ${t.refused} refused unchecked`);
    expect(t.other).toEqual([]);
    // Which tries-left each says depends on how the burst interleaves with the number's allowance (the fewer of
    // the two is said); the sequence on its own is checked one after another below.
    expect(t.checked).toHaveLength(MAX_TRIES);
    expect(t.refused).toBe(BURST - MAX_TRIES);

    const late = await call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: Number(right) });
    expect(late.body.error).toEqual({ message: EXPIRED, field: 'otp' });
    expect((await call(api, '/product/list/v1', {}, owner.token)).status).toBe(200);
    expect((await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'taken-over' })).status).toBe(422);

    await later(async () => {
      await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'fresh-one' });
      await ok(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: Number(api.lastOtp(owner.mobileNo)) });
    });
    await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'fresh-one' });
  });

  it('when 40 wrong OTPs are sent one after another, then only the first 5 are checked and the right one is then refused', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
    const right = api.lastOtp(mobileNo);
    const replies: Reply[] = [];
    for (const otp of wrongCodes(right, BURST)) replies.push(await call(api, '/user/mobile/verify/v1', { mobileNo, otp }));
    const t = tally(replies);
    console.log(`OTP sequence (register verify): ${BURST} sent, ${t.checked.length} checked, ${t.refused} refused unchecked`);
    expect(replies.slice(0, MAX_TRIES).map((r) => r.body.error?.message)).toEqual(CHECKED);
    expect(t.refused).toBe(BURST - MAX_TRIES);
    const late = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(right) });
    expect(late.body.error).toEqual({ message: EXPIRED, field: 'otp' });
    expect((await api.svc.pool.query('SELECT 1 FROM users WHERE mobile_no = $1', [mobileNo])).rowCount).toBe(0);
  });

  it('when the right registration OTP arrives 40 times at once, then exactly one user and one session are created', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
    const otp = Number(api.lastOtp(mobileNo));
    const replies = await burst(BURST, () => call(api, '/user/mobile/verify/v1', { mobileNo, otp }));
    const succeeded = replies.filter((r) => r.status === 200);
    const t = tally(replies.filter((r) => r.status !== 200));
    console.log(`OTP burst (right register code): ${BURST} sent, ${succeeded.length} succeeded, ${t.refused} refused`);
    expect(succeeded).toHaveLength(1);
    expect(t).toMatchObject({ checked: [], refused: BURST - 1, other: [] });
    const users = await api.svc.pool.query<{ id: string }>('SELECT id FROM users WHERE mobile_no = $1', [mobileNo]);
    expect(users.rows).toEqual([{ id: present(succeeded[0].body.data, 'the verified session').user.id }]);
    const tokens = await api.svc.pool.query('SELECT 1 FROM tokens WHERE user_id = $1', [users.rows[0].id]);
    expect(tokens.rowCount).toBe(1);
  });

  it('when the right reset OTP arrives 40 times at once, then exactly one session is created', async () => {
    const owner = await registerOwner(api);
    await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'fresh-two' });
    const otp = Number(api.lastOtp(owner.mobileNo));
    const replies = await burst(BURST, () => call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp }));
    const succeeded = replies.filter((r) => r.status === 200);
    console.log(`OTP burst (right reset code): ${BURST} sent, ${succeeded.length} succeeded`);
    expect(succeeded).toHaveLength(1);
    expect(tally(replies.filter((r) => r.status !== 200))).toMatchObject({ checked: [], refused: BURST - 1, other: [] });
    const live = await api.svc.pool.query('SELECT 1 FROM tokens WHERE user_id = $1 AND revoked_at IS NULL', [owner.userId]);
    expect(live.rowCount).toBe(1);
  });
});

describe('OTP sends and logins', () => {
  /** Counts OTPs handed to the provider while `f` runs. */
  async function countingSends(f: () => Promise<void>): Promise<number> {
    const original = api.svc.otp;
    let sent = 0;
    api.svc.otp = { send: async (...args) => { sent++; await original.send(...args); }, alert: original.alert };
    try {
      await f();
    } finally {
      api.svc.otp = original;
    }
    return sent;
  }

  it('when 40 registrations for one number arrive at once, then one OTP is sent and the others are told to wait', async () => {
    const mobileNo = freshMobile();
    let replies: Reply[] = [];
    const sent = await countingSends(async () => {
      // From an address of its own, so that the burst does not use up 127.0.0.1's hourly OTP allowance.
      replies = await burst(BURST, () => call(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' }, undefined, { 'x-forwarded-for': '203.0.113.7' }));
    });
    const byStatus = replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    console.log(`OTP send burst (register route): ${BURST} asked, ${sent} sent, answers by status ${JSON.stringify(byStatus)}`);
    expect(sent).toBe(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect([400, 429]).toContain(r.status);
      expect(r.body.error?.field).toBe('mobileNo');
    }
    await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
  });

  it('when 40 sends for one number start at the same instant, then one OTP is sent', async () => {
    // Straight at issueOtp: the route's password hashing would spread the requests out.
    const mobileNo = freshMobile();
    let outcomes: PromiseSettledResult<Date>[] = [];
    const sent = await countingSends(async () => {
      outcomes = await Promise.allSettled(Array.from({ length: BURST }, () => issueOtp(api.svc, mobileNo, 'register', { passwordHash: 'x' }, '203.0.113.8')));
    });
    console.log(`OTP send burst (issueOtp): ${BURST} asked, ${sent} sent`);
    expect(sent).toBe(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('when 40 wrong passwords for one number arrive at once, then at most 10 are checked and the rest are throttled', async () => {
    const owner = await registerOwner(api);
    const replies = await burst(BURST, () => call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'wrong-guess' }));
    const checked = replies.filter((r) => r.status === 422 && r.body.error?.message === 'Invalid mobile number or password').length;
    const throttled = replies.filter((r) => r.status === 429 && r.body.error?.field === 'password').length;
    console.log(`Login burst: ${BURST} sent, ${checked} checked, ${throttled} throttled`);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMIT);
    expect(checked + throttled).toBe(BURST);
    // The window is used up: even the right password waits.
    expect((await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password })).status).toBe(429);
  });
});
