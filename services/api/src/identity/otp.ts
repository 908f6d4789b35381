// One pending OTP per (mobile, purpose): 4 digits, valid 5 minutes, at most 5 wrong tries, at most one
// send per 30 s and OTP_SEND_LIMIT_PER_NUMBER (5) per hour per number, OTP_SEND_LIMIT_PER_ADDRESS (20) per
// hour per IP; and at most OTP_GUESS_LIMIT (10) wrong OTPs per number in any 24 hours, across its codes
// and purposes, after which its owner is told by SMS (the arithmetic: docs/api.md "OTP guessing").
// Every limit is enforced by a single conditional statement, so parallel requests (from one client or
// many API processes) cannot slip past it between a read and a write.
import type { Services } from '../context.ts';
import { PRODUCT_NAME } from '@ledger/contract';
import { badRequest, tooMany, type Refusal } from '../http/errors.ts';
import { hashOtp, newOtp } from './secrets.ts';
import { throttle } from './throttle.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;
const RESEND_AFTER_MS = 30 * 1000;
/** The window of the per-number cap on wrong OTPs (its size is OTP_GUESS_LIMIT). */
export const GUESS_WINDOW_HOURS = 24;

/** What the number's owner is sent when its wrong OTPs reach the cap. */
export const guessesAlert = (limit: number): string =>
  `${PRODUCT_NAME}: ${limit} wrong OTPs were entered for your number, so OTPs for it are paused for up to 24 hours. ` +
  'If this was not you, your password is unchanged; never share an OTP with anyone.';

/** A code no OTP matches: the pending "OTP" of a password reset asked for a number with no account. */
const NO_CODE = 'none';

type Purpose = 'register' | 'reset';

/** Wrong OTPs recorded for the number within the window (a read: what issueOtp checks before sending). */
async function guessesUsed(svc: Services, mobileNo: string, now: Date): Promise<number> {
  const { rows } = await svc.pool.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM otp_guesses, unnest(guessed_at) AS t
     WHERE mobile_no = $1 AND t > $2::timestamptz - make_interval(hours => $3)`,
    [mobileNo, now, GUESS_WINDOW_HOURS],
  );
  return rows[0]?.used ?? 0;
}

/**
 * Reserves one of the number's guesses before a code is compared (dropping those older than the
 * window); answers how many are used with this one, or refuses when none is left. The row lock of the
 * upsert makes parallel reservations take turns, so no more than the limit are ever compared.
 */
async function reserveGuess(svc: Services, mobileNo: string, now: Date): Promise<number> {
  const { rows } = await svc.pool.query<{ used: number }>(
    `INSERT INTO otp_guesses (mobile_no, guessed_at) VALUES ($1, ARRAY[$2::timestamptz])
     ON CONFLICT (mobile_no) DO UPDATE SET guessed_at =
       ARRAY(SELECT t FROM unnest(otp_guesses.guessed_at) AS t WHERE t > $2::timestamptz - make_interval(hours => $4) ORDER BY t)
       || $2::timestamptz
     WHERE (SELECT count(*) FROM unnest(otp_guesses.guessed_at) AS t WHERE t > $2::timestamptz - make_interval(hours => $4)) < $3
     RETURNING cardinality(guessed_at) AS used`,
    [mobileNo, now, svc.config.OTP_GUESS_LIMIT, GUESS_WINDOW_HOURS],
  );
  if (!rows.length) throw tooMany('otpGuessesNumber', {}, 'otp');
  return rows[0].used;
}

/** Gives a reserved guess back: the code was right, or no code was compared (none pending). */
async function releaseGuess(svc: Services, mobileNo: string, at: Date): Promise<void> {
  await svc.pool.query(
    `UPDATE otp_guesses SET guessed_at = guessed_at[:array_position(guessed_at, $2::timestamptz) - 1]
       || guessed_at[array_position(guessed_at, $2::timestamptz) + 1:]
     WHERE mobile_no = $1 AND array_position(guessed_at, $2::timestamptz) IS NOT NULL`,
    [mobileNo, at],
  );
}

/**
 * Tells the number's owner that its wrong OTPs reached the cap, once per window: of wrong guesses that each saw the
 * cap reached (a reservation given back meanwhile lets two see it), the one that marks the alert sends it. A failed
 * alert never fails the answer.
 */
async function alertOwner(svc: Services, mobileNo: string, now: Date): Promise<void> {
  const marked = await svc.pool.query(
    `UPDATE otp_guesses SET alerted_at = $2
     WHERE mobile_no = $1 AND (alerted_at IS NULL OR alerted_at <= $2::timestamptz - make_interval(hours => $3))`,
    [mobileNo, now, GUESS_WINDOW_HOURS],
  );
  if (marked.rowCount !== 1) return;
  svc.log.warn({ alert: 'otp-guesses-used', to: `+91${mobileNo}`, limit: svc.config.OTP_GUESS_LIMIT },
    'wrong OTPs for a number reached the cap; its OTPs are paused and its owner is told');
  try {
    await svc.otp.alert(mobileNo, guessesAlert(svc.config.OTP_GUESS_LIMIT));
  } catch (err) {
    svc.log.error({ err, to: `+91${mobileNo}` }, 'the alert about wrong OTPs could not be sent');
  }
}

/**
 * Sends a new OTP for (mobile, purpose). With `deliver: false` (a password reset for a number with no
 * account) everything happens as for a real one (the same checks, limits and answer) except that the
 * stored code matches no OTP and nothing is sent, so its verify step fails as a wrong code would.
 */
export async function issueOtp(
  svc: Services, mobileNo: string, purpose: Purpose, payload: Record<string, unknown>, ip: string,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<Date> {
  const now = svc.now();
  const resendAfter = new Date(now.getTime() - RESEND_AFTER_MS);
  // Cheap early answer for the common case; the conditional upsert below is what enforces it.
  const prior = await svc.pool.query<{ sent_at: Date }>('SELECT sent_at FROM otps WHERE mobile_no = $1 AND purpose = $2', [mobileNo, purpose]);
  if (prior.rows.length && prior.rows[0].sent_at.getTime() > resendAfter.getTime()) throw badRequest('otpJustSent', {}, 'mobileNo');
  // No OTP is sent that could not be checked.
  if ((await guessesUsed(svc, mobileNo, now)) >= svc.config.OTP_GUESS_LIMIT) throw tooMany('otpGuessesNumber', {}, 'mobileNo');
  await throttle(svc.pool, now, `otp:mobile:${mobileNo}`, svc.config.OTP_SEND_LIMIT_PER_NUMBER, 3600, { code: 'otpTooManyNumber' }, 'mobileNo');
  await throttle(svc.pool, now, `otp:ip:${ip}`, svc.config.OTP_SEND_LIMIT_PER_ADDRESS, 3600, { code: 'otpTooMany' }, 'mobileNo');
  const otp = newOtp();
  const validTill = new Date(now.getTime() + OTP_TTL_MS);
  // Replaces the pending OTP only if it was sent more than 30 s ago: of parallel requests that all
  // passed the check above, one sends and the others are told to wait.
  const stored = await svc.pool.query(
    `INSERT INTO otps (mobile_no, purpose, code_hash, payload, valid_till, attempts, sent_at) VALUES ($1, $2, $3, $4, $5, 0, $6)
     ON CONFLICT (mobile_no, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, payload = EXCLUDED.payload,
       valid_till = EXCLUDED.valid_till, attempts = 0, sent_at = EXCLUDED.sent_at
     WHERE otps.sent_at <= $7`,
    [mobileNo, purpose, deliver ? hashOtp(mobileNo, otp) : NO_CODE, payload, validTill, now, resendAfter],
  );
  if (stored.rowCount !== 1) throw badRequest('otpJustSent', {}, 'mobileNo');
  if (deliver) await svc.otp.send(mobileNo, otp, purpose);
  return validTill;
}

/**
 * What a wrong guess is told, once `attempts` of the code's MAX_TRIES and `used` of the number's
 * `limit` wrong OTPs are used (this one included): the tries left are the fewer of the two.
 */
export function wrongOtpMessage(attempts: number, used = 0, limit = Infinity): Refusal {
  const numberLeft = limit - used;
  if (numberLeft <= 0) return { code: 'otpWrongGuessesNumber' };
  const left = Math.min(MAX_TRIES - attempts, numberLeft);
  return left > 0 ? { code: left === 1 ? 'otpWrongOne' : 'otpWrong', params: { n: left } } : { code: 'otpWrongLast' };
}

/**
 * Checks an OTP; on success removes it and returns its payload. Each check first reserves one of the
 * number's wrong-OTP allowance, then one of the code's MAX_TRIES attempts, both in the database, and only
 * a check holding both compares the code: however many guesses arrive at once, at most MAX_TRIES codes are
 * compared per OTP sent and at most OTP_GUESS_LIMIT wrong ones per number in 24 hours. A reservation that
 * compared nothing, or found the right code, is given back.
 */
export async function consumeOtp(svc: Services, mobileNo: string, purpose: Purpose, otp: string): Promise<Record<string, unknown>> {
  const now = svc.now();
  const limit = svc.config.OTP_GUESS_LIMIT;
  const used = await reserveGuess(svc, mobileNo, now);
  let wrong = false;
  try {
    const { rows } = await svc.pool.query<{ code_hash: string; attempts: number }>(
      `UPDATE otps SET attempts = attempts + 1
       WHERE mobile_no = $1 AND purpose = $2 AND attempts < $4 AND valid_till >= $3
       RETURNING code_hash, attempts`,
      [mobileNo, purpose, now, MAX_TRIES],
    );
    const row = rows[0];
    if (!row) throw badRequest('otpExpired', {}, 'otp');
    if (row.code_hash !== hashOtp(mobileNo, otp)) {
      wrong = true;
      if (used === limit) await alertOwner(svc, mobileNo, now);
      const told = wrongOtpMessage(row.attempts, used, limit);
      throw badRequest(told.code, told.params, 'otp');
    }
    // Of several right guesses in flight only the one whose DELETE removes the row succeeds; a newer OTP
    // sent meanwhile has another code and is left alone.
    const deleted = await svc.pool.query<{ payload: Record<string, unknown> }>(
      'DELETE FROM otps WHERE mobile_no = $1 AND purpose = $2 AND code_hash = $3 RETURNING payload',
      [mobileNo, purpose, row.code_hash],
    );
    if (deleted.rows.length !== 1) throw badRequest('otpExpired', {}, 'otp');
    return deleted.rows[0].payload;
  } finally {
    if (!wrong) await releaseGuess(svc, mobileNo, now);
  }
}
