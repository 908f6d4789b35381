// Issue 26, items 2, 3, 4 and 6: sessions end when idle or old (owner and accountant: 30 days idle, 90 days
// after login; admin: 30 minutes idle, 12 hours), a grant given again after a revoke does not revive the
// sessions issued before it, wrong OTPs are capped per number across codes and purposes (and the number's
// owner is told), the admin login backs off per account whatever the address, and a password reset for a
// number with no account answers like one for a registered number. Time moves with the API's clock.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../support/present.ts';
import { ADMIN, call, freshMobile, ok, registerOwner, startApi, type Reply, type TestApi } from '../support/api.ts';

const SESSION_ENDED = 'Your session ended; please log in again';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const GUESSES_USED = 'Too many wrong OTPs for this number; please try again in 24 hours';
const WRONG_AND_USED = 'Invalid OTP; too many wrong OTPs for this number, please try again in 24 hours';
const ACCESS_ENDED = 'Your access to this company has ended';
/**
 * OTP sends other than registerOwner's come from an address of their own, so that 127.0.0.1's hourly OTP
 * allowance (20) lasts the file, and sends at a clock moved a day on leave it alone.
 */
const VIA = { 'x-forwarded-for': '192.0.2.10' };

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api.close(); });

/** Runs `f` with the API's clock at `start` + `offset` ms; `at` moves it on within `f`. */
async function clockFrom<T>(start: number, f: (at: (offset: number) => void) => Promise<T>): Promise<T> {
  try {
    return await f((offset) => api.setNow(new Date(start + offset)));
  } finally {
    api.setNow(null);
  }
}

/** Freezes the clock now (so that tokens issued next have a known birth) and answers that moment. */
function freeze(): number {
  const start = Date.now();
  api.setNow(new Date(start));
  return start;
}

const expectEnded = (r: Reply) => expect([r.status, r.body.error?.message]).toEqual([401, SESSION_ENDED]);

/** A 4-digit code other than `right`, different each time `n` changes. */
const wrongCode = (right: string, n: number): number => {
  const c = 1000 + n;
  return String(c) === right ? c + 100 : c;
};

describe('owner and accountant sessions', () => {
  it('when an owner token is unused for 31 days, then it answers 401 "Your session ended"; unused for 29 days it still works', async () => {
    const start = freeze();
    const idle = await registerOwner(api);
    const busy = await registerOwner(api);
    await clockFrom(start, async (at) => {
      at(29 * DAY);
      expect((await call(api, '/product/list/v1', {}, busy.token)).status).toBe(200);
      at(31 * DAY);
      expectEnded(await call(api, '/product/list/v1', {}, idle.token));
      expectEnded(await call(api, '/user/self/get/v1', {}, idle.token));
      // Used two days ago: still on.
      expect((await call(api, '/product/list/v1', {}, busy.token)).status).toBe(200);
      // A new login starts a new session.
      const again = await ok(api, '/user/login/v1', { mobileNo: idle.mobileNo, password: idle.password });
      expect((await call(api, '/product/list/v1', {}, again.token)).status).toBe(200);
    });
  });

  it('when an owner uses the token every 29 days, then it works until day 89 and ends at day 90 (the absolute limit)', async () => {
    const start = freeze();
    const owner = await registerOwner(api);
    await clockFrom(start, async (at) => {
      for (const day of [29, 58, 87, 89]) {
        at(day * DAY);
        expect((await call(api, '/product/list/v1', {}, owner.token)).status, `day ${day}`).toBe(200);
      }
      at(90 * DAY);
      expectEnded(await call(api, '/product/list/v1', {}, owner.token));
    });
  });

  it('when a token is used several times within a minute, then its last use is written once (reads do not write every time)', async () => {
    const start = freeze();
    const owner = await registerOwner(api);
    const lastUsed = async () =>
      (await api.svc.pool.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM tokens WHERE user_id = $1', [owner.userId])).rows[0].last_used_at;
    await clockFrom(start, async (at) => {
      at(10 * DAY);
      await ok(api, '/product/list/v1', {}, owner.token);
      expect(await lastUsed()).toEqual(new Date(start + 10 * DAY));
      at(10 * DAY + 30_000);
      await ok(api, '/product/list/v1', {}, owner.token);
      expect(await lastUsed()).toEqual(new Date(start + 10 * DAY));
      at(10 * DAY + 61_000);
      await ok(api, '/product/list/v1', {}, owner.token);
      expect(await lastUsed()).toEqual(new Date(start + 10 * DAY + 61_000));
    });
  });

  it('when an accountant token is unused for 31 days, then it ends like an owner\'s', async () => {
    const start = freeze();
    const owner = await registerOwner(api, 'Idle Books');
    const mobileNo = freshMobile();
    await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    await ok(api, '/user/register/v1', { mobileNo, password: 'secret-ca-1' }, undefined, VIA);
    const ca = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    expect(ca.role).toBe('accountant');
    await clockFrom(start, async (at) => {
      at(29 * DAY);
      expect((await call(api, '/party/list/v1', {}, ca.token)).status).toBe(200);
      at(60 * DAY + MINUTE);
      expectEnded(await call(api, '/party/list/v1', {}, ca.token));
    });
  });

  it('when the owner revokes an accountant and grants access again, then the sessions issued before the revoke stay ended', async () => {
    const owner = await registerOwner(api, 'Regrant Works');
    await ok(api, '/party/add/v1', { name: 'Shared Party' }, owner.token);
    const mobileNo = freshMobile();
    const first = await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    await ok(api, '/user/register/v1', { mobileNo, password: 'secret-ca-1' }, undefined, VIA);
    const old = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    // A second session issued before the revoke.
    const idleOld = await ok(api, '/user/login/v1', { mobileNo, password: 'secret-ca-1' });
    expect((await call(api, '/party/list/v1', {}, old.token)).status).toBe(200);

    await ok(api, '/company/accountant/revoke/v1', { id: first.id }, owner.token);
    const refused = await call(api, '/party/list/v1', {}, old.token);
    expect([refused.status, refused.body.error?.message]).toEqual([403, ACCESS_ENDED]);

    await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    // The old sessions do not come back to life …
    const still = await call(api, '/party/list/v1', {}, old.token);
    expect([still.status, still.body.error?.message]).toEqual([403, ACCESS_ENDED]);
    expect(await ok(api, '/user/self/get/v1', {}, old.token)).toMatchObject({ company: null, role: null });
    // … nor can they pick the company again.
    for (const token of [old.token, idleOld.token]) {
      expect(await ok(api, '/user/company/list/v1', {}, token)).toEqual([]);
      expect((await call(api, '/user/company/select/v1', { companyId: owner.companyId }, token)).status).toBe(404);
      expect((await call(api, '/party/list/v1', {}, token)).status).not.toBe(200);
    }
    // Logging in again opens the company shared anew.
    const fresh = await ok(api, '/user/login/v1', { mobileNo, password: 'secret-ca-1' });
    expect(fresh).toMatchObject({ role: 'accountant', company: { id: owner.companyId } });
    expect((await ok(api, '/party/list/v1', {}, fresh.token)).map((p: { name: string }) => p.name)).toEqual(['Shared Party']);
  });
});

describe('admin sessions', () => {
  it('when the admin token is used every 29 minutes, then it works until 12 hours after login and then ends', async () => {
    const start = freeze();
    const { token } = await ok(api, '/admin/login/v1', ADMIN);
    await clockFrom(start, async (at) => {
      for (let minutes = 29; minutes < 12 * 60; minutes += 29) {
        at(minutes * MINUTE);
        expect((await call(api, '/company/list/v1', {}, token)).status, `${minutes} min`).toBe(200);
      }
      at(12 * HOUR);
      expectEnded(await call(api, '/company/list/v1', {}, token));
    });
  });

  it('when the admin token is unused for 31 minutes, then it ends; unused for 29 it works', async () => {
    const start = freeze();
    const { token } = await ok(api, '/admin/login/v1', ADMIN);
    await clockFrom(start, async (at) => {
      at(29 * MINUTE);
      expect((await call(api, '/company/list/v1', {}, token)).status).toBe(200);
      at(60 * MINUTE);
      expectEnded(await call(api, '/company/list/v1', {}, token));
    });
  });
});

describe('wrong OTPs per number', () => {
  it('when 10 wrong reset OTPs are entered for a number over two codes, then the next is refused unchecked, even the right one, the owner is told once, and it clears after 24 hours', async () => {
    const owner = await registerOwner(api, 'Guarded Co');
    const start = freeze();
    await clockFrom(start, async (at) => {
      await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'taken-over' }, undefined, VIA);
      const first = api.lastOtp(owner.mobileNo);
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        answers.push((await call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: wrongCode(first, i) })).body.error?.message ?? '');
      }
      at(31_000);
      await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'taken-over' }, undefined, VIA);
      const second = api.lastOtp(owner.mobileNo);
      for (let i = 0; i < 5; i++) {
        const r = await call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: wrongCode(second, i) });
        expect([r.status, r.body.error?.field]).toEqual([400, 'otp']);
        answers.push(r.body.error?.message ?? '');
      }
      // The tries left are the fewer of the code's and the number's.
      expect(answers).toEqual([
        'Invalid OTP (4 tries left)', 'Invalid OTP (3 tries left)', 'Invalid OTP (2 tries left)', 'Invalid OTP (1 try left)',
        'Invalid OTP; please request a new one',
        'Invalid OTP (4 tries left)', 'Invalid OTP (3 tries left)', 'Invalid OTP (2 tries left)', 'Invalid OTP (1 try left)',
        WRONG_AND_USED,
      ]);
      expect(api.alertsTo(owner.mobileNo)).toHaveLength(1);
      expect(api.alertsTo(owner.mobileNo)[0]).toMatch(/^Job Work Ledger: 10 wrong OTPs were entered for your number/);

      // The right code of the pending OTP: refused without being checked; the password is unchanged.
      const right = await call(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: Number(second) });
      expect([right.status, right.body.error]).toEqual([429, { message: GUESSES_USED, field: 'otp' }]);
      expect((await call(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'taken-over' })).status).toBe(422);
      await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password });
      // No new OTP is sent while the number is capped; the owner is not told again.
      at(2 * MINUTE);
      const send = await call(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'fresh-pw-1' }, undefined, VIA);
      expect([send.status, send.body.error]).toEqual([429, { message: GUESSES_USED, field: 'mobileNo' }]);
      expect(api.alertsTo(owner.mobileNo)).toHaveLength(1);

      // 24 hours after those guesses, the number's OTPs work again.
      at(DAY + 2 * MINUTE);
      await ok(api, '/user/password/reset/v1', { mobileNo: owner.mobileNo, newPassword: 'fresh-pw-1' }, undefined, VIA);
      await ok(api, '/user/password/reset/verify/v1', { mobileNo: owner.mobileNo, otp: Number(api.lastOtp(owner.mobileNo)) });
      await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: 'fresh-pw-1' });
    });
  });

  it('when wrong OTPs are spread over registration and reset codes of one number, then together they meet the cap', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/user/register/v1', { mobileNo, password: 'pw-one-1' }, undefined, VIA);
    const register = api.lastOtp(mobileNo);
    for (let i = 0; i < 5; i++) expect((await call(api, '/user/mobile/verify/v1', { mobileNo, otp: wrongCode(register, i) })).status).toBe(400);
    // The number has no account yet: its reset answers all the same, and its codes count the same.
    await ok(api, '/user/password/reset/v1', { mobileNo, newPassword: 'pw-two-2' }, undefined, VIA);
    for (let i = 0; i < 5; i++) expect((await call(api, '/user/password/reset/verify/v1', { mobileNo, otp: 1000 + i })).status).toBe(400);
    const capped = await call(api, '/user/password/reset/verify/v1', { mobileNo, otp: 1234 });
    expect([capped.status, capped.body.error]).toEqual([429, { message: GUESSES_USED, field: 'otp' }]);
    const registering = await call(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(register) });
    expect([registering.status, registering.body.error?.message]).toEqual([429, GUESSES_USED]);
    expect(api.alertsTo(mobileNo)).toHaveLength(1);
  });

  it('when 40 wrong OTPs for one number arrive at once over its two codes (cap set to 7), then exactly 7 are checked', async () => {
    // With the default cap of 10 the two codes' 5 tries each would stop a burst first: a lower cap shows the
    // number's own limit holding under parallel guesses.
    const capped = await startApi({ OTP_GUESS_LIMIT: '7' });
    try {
      const mobileNo = freshMobile();
      await ok(capped, '/user/register/v1', { mobileNo, password: 'pw-one-1' });
      await ok(capped, '/user/password/reset/v1', { mobileNo, newPassword: 'pw-two-2' });
      const right = capped.lastOtp(mobileNo);
      const replies = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        call(capped, i % 2 ? '/user/password/reset/verify/v1' : '/user/mobile/verify/v1', { mobileNo, otp: wrongCode(right, i) })));
      const checked = replies.filter((r) => r.status === 400 && r.body.error?.message.startsWith('Invalid OTP')).length;
      const refused = replies.filter((r) => r.status === 429 && r.body.error?.message === GUESSES_USED).length;
      console.log(`OTP burst against the number cap (7): 40 sent over two codes, ${checked} checked, ${refused} refused for the number`);
      expect(checked).toBe(7);
      for (const r of replies) expect([400, 429]).toContain(r.status);
      expect(capped.alertsTo(mobileNo)).toHaveLength(1);
    } finally {
      await capped.close();
    }
  });
});

describe('admin login per account', () => {
  /** The API's log lines while `f` runs. */
  async function logged(f: () => Promise<void>): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const original = api.svc.log;
    api.svc.log = pino({ level: 'info' }, new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } }));
    try {
      await f();
    } finally {
      api.svc.log = original;
    }
    return lines;
  }

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const ADDRESSES = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];

  it('when 30 wrong passwords come from 3 addresses at once, then only 5 are checked; the right one then waits, with a log line to alert on, and the wait doubles', async () => {
    const start = freeze();
    await clockFrom(start, async (at) => {
      let replies: Reply[] = [];
      const lines = await logged(async () => {
        replies = await Promise.all(Array.from({ length: 30 }, (_, i) =>
          call(api, '/admin/login/v1', { username: ADMIN.username, password: `wrong-${i}` }, undefined, from(ADDRESSES[i % 3]))));
      });
      const checked = replies.filter((r) => r.status === 422 && r.body.error?.message === 'Invalid Credentials').length;
      const waiting = replies.filter((r) => r.status === 429 && r.body.error?.message === 'Too many wrong passwords for this account; please try again in 1 minute');
      console.log(`Admin login burst from 3 addresses: 30 sent, ${checked} checked, ${waiting.length} told to wait`);
      expect(checked).toBe(5);
      expect(waiting).toHaveLength(25);
      expect(lines.filter((l) => l.alert === 'admin-login-locked')).toEqual([
        expect.objectContaining({ level: 40, username: ADMIN.username, failures: 5, lockedUntil: new Date(start + MINUTE).toISOString() }),
      ]);

      // The right password from a fourth address is not checked while the account waits.
      const right = await call(api, '/admin/login/v1', ADMIN, undefined, from('198.51.100.4'));
      expect([right.status, right.body.error?.field]).toEqual([429, 'password']);
      // A minute on, one more wrong one is checked and the wait doubles.
      at(MINUTE);
      expect((await call(api, '/admin/login/v1', { username: ADMIN.username, password: 'wrong-again' }, undefined, from('198.51.100.5'))).status).toBe(422);
      at(2 * MINUTE);
      expect((await call(api, '/admin/login/v1', ADMIN, undefined, from('198.51.100.6'))).body.error?.message)
        .toBe('Too many wrong passwords for this account; please try again in 1 minute');
      // Once it has waited, the right password logs in and the count starts again.
      at(3 * MINUTE);
      const { token } = await ok(api, '/admin/login/v1', ADMIN, undefined, from('198.51.100.7'));
      expect((await call(api, '/company/list/v1', {}, token)).status).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await call(api, '/admin/login/v1', { username: ADMIN.username, password: 'typo' }, undefined, from('198.51.100.8'))).status).toBe(422);
      }
      await ok(api, '/admin/login/v1', ADMIN, undefined, from('198.51.100.8'));
    });
  });
});

describe('password reset for a number with no account', () => {
  it('when a reset is asked for a number with no account, then it answers like one for a registered number, takes as long, and its verify fails as a wrong code', async () => {
    const owners = [await registerOwner(api), await registerOwner(api), await registerOwner(api), await registerOwner(api), await registerOwner(api)];
    const timed = async (mobileNo: string, ip: string) => {
      const t0 = performance.now();
      const r = await call(api, '/user/password/reset/v1', { mobileNo, newPassword: 'fresh-pw-9' }, undefined, { 'x-forwarded-for': ip });
      return { r, ms: performance.now() - t0 };
    };
    const registered: number[] = [];
    const unknown: number[] = [];
    const strangers: string[] = [];
    for (const [i, owner] of owners.entries()) {
      const a = await timed(owner.mobileNo, `203.0.113.${20 + i}`);
      const stranger = freshMobile();
      strangers.push(stranger);
      const b = await timed(stranger, `203.0.113.${40 + i}`);
      expect(a.r.status).toBe(200);
      expect(b.r.status).toBe(200);
      const [known, unknownData] = [present(a.r.body.data, 'the registered answer'), present(b.r.body.data, 'the unregistered answer')];
      expect(Object.keys(unknownData).sort()).toEqual(Object.keys(known).sort());
      expect(unknownData.mobileNo).toBe(stranger);
      expect(Math.abs(Date.parse(unknownData.otpValidTill) - Date.parse(known.otpValidTill))).toBeLessThan(5_000);
      registered.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    console.log(`Password reset answer time, median of 5: registered ${median(registered).toFixed(1)} ms, no account ${median(unknown).toFixed(1)} ms`);
    // The password is hashed either way (scrypt, about 80 ms), so the times are alike.
    expect(median(unknown)).toBeGreaterThan(median(registered) * 0.5);
    expect(median(unknown)).toBeLessThan(median(registered) * 2);

    // Asking again within 30 s is answered alike too.
    const again = await call(api, '/user/password/reset/v1', { mobileNo: strangers[0], newPassword: 'fresh-pw-9' }, undefined, { 'x-forwarded-for': '203.0.113.60' });
    const againOwner = await call(api, '/user/password/reset/v1', { mobileNo: owners[0].mobileNo, newPassword: 'fresh-pw-9' }, undefined, { 'x-forwarded-for': '203.0.113.61' });
    expect([again.status, again.body.error]).toEqual([againOwner.status, againOwner.body.error]);

    // Nothing was sent to the stranger; any code fails as a wrong code for a registered number does.
    expect(() => api.lastOtp(strangers[1])).toThrow();
    const wrongForOwner = await call(api, '/user/password/reset/verify/v1', { mobileNo: owners[1].mobileNo, otp: wrongCode(api.lastOtp(owners[1].mobileNo), 0) });
    for (const otp of [1234, 9876]) {
      const r = await call(api, '/user/password/reset/verify/v1', { mobileNo: strangers[1], otp });
      expect(r.status).toBe(400);
      expect(r.body.error?.field).toBe('otp');
    }
    const first = await call(api, '/user/password/reset/verify/v1', { mobileNo: strangers[2], otp: 4321 });
    expect([first.status, first.body.error]).toEqual([wrongForOwner.status, wrongForOwner.body.error]);
    expect((await api.svc.pool.query('SELECT 1 FROM users WHERE mobile_no = ANY($1)', [strangers])).rowCount).toBe(0);
  });
});
