// One pending OTP per (mobile, purpose): 4 digits, valid 5 minutes, at most 5 wrong tries,
// at most one send per 30 s and 5 per hour per number, 20 per hour per IP.
// Every limit is enforced by a single conditional statement, so parallel requests (from one client or
// many API processes) cannot slip past it between a read and a write.
import type { Services } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { hashOtp, newOtp } from './secrets.ts';
import { throttle } from './throttle.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;
const RESEND_AFTER_MS = 30 * 1000;

const JUST_SENT = 'An OTP was just sent; please wait 30 seconds before asking again';
const EXPIRED = 'OTP expired, please request a new one';

type Purpose = 'register' | 'reset';

export async function issueOtp(
  svc: Services, mobileNo: string, purpose: Purpose, payload: Record<string, unknown>, ip: string,
): Promise<Date> {
  const now = svc.now();
  const resendAfter = new Date(now.getTime() - RESEND_AFTER_MS);
  // Cheap early answer for the common case; the conditional upsert below is what enforces it.
  const prior = await svc.pool.query<{ sent_at: Date }>('SELECT sent_at FROM otps WHERE mobile_no = $1 AND purpose = $2', [mobileNo, purpose]);
  if (prior.rows.length && prior.rows[0].sent_at.getTime() > resendAfter.getTime()) throw badRequest(JUST_SENT, 'mobileNo');
  await throttle(svc.pool, now, `otp:mobile:${mobileNo}`, 5, 3600, 'Too many OTP requests for this number; try again in an hour', 'mobileNo');
  await throttle(svc.pool, now, `otp:ip:${ip}`, 20, 3600, 'Too many OTP requests; try again later', 'mobileNo');
  const otp = newOtp();
  const validTill = new Date(now.getTime() + OTP_TTL_MS);
  // Replaces the pending OTP only if it was sent more than 30 s ago: of parallel requests that all
  // passed the check above, one sends and the others are told to wait.
  const stored = await svc.pool.query(
    `INSERT INTO otps (mobile_no, purpose, code_hash, payload, valid_till, attempts, sent_at) VALUES ($1, $2, $3, $4, $5, 0, $6)
     ON CONFLICT (mobile_no, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, payload = EXCLUDED.payload,
       valid_till = EXCLUDED.valid_till, attempts = 0, sent_at = EXCLUDED.sent_at
     WHERE otps.sent_at <= $7`,
    [mobileNo, purpose, hashOtp(mobileNo, otp), payload, validTill, now, resendAfter],
  );
  if (stored.rowCount !== 1) throw badRequest(JUST_SENT, 'mobileNo');
  await svc.otp.send(mobileNo, otp, purpose);
  return validTill;
}

/** What a wrong guess is told, once `attempts` of the MAX_TRIES are used (this one included). */
export function wrongOtpMessage(attempts: number): string {
  const left = MAX_TRIES - attempts;
  return left > 0 ? `Invalid OTP (${left} ${left === 1 ? 'try' : 'tries'} left)` : 'Invalid OTP; please request a new one';
}

/**
 * Checks an OTP; on success removes it and returns its payload. Each check first reserves one of the
 * MAX_TRIES attempts in the database, and only a reserved attempt compares the code: however many
 * guesses arrive at once, at most MAX_TRIES codes are ever compared per OTP sent.
 */
export async function consumeOtp(svc: Services, mobileNo: string, purpose: Purpose, otp: string): Promise<Record<string, unknown>> {
  const { rows } = await svc.pool.query<{ code_hash: string; attempts: number }>(
    `UPDATE otps SET attempts = attempts + 1
     WHERE mobile_no = $1 AND purpose = $2 AND attempts < $4 AND valid_till >= $3
     RETURNING code_hash, attempts`,
    [mobileNo, purpose, svc.now(), MAX_TRIES],
  );
  const row = rows[0];
  if (!row) throw badRequest(EXPIRED, 'otp');
  if (row.code_hash !== hashOtp(mobileNo, otp)) throw badRequest(wrongOtpMessage(row.attempts), 'otp');
  // Of several right guesses in flight only the one whose DELETE removes the row succeeds; a newer OTP
  // sent meanwhile has another code and is left alone.
  const deleted = await svc.pool.query<{ payload: Record<string, unknown> }>(
    'DELETE FROM otps WHERE mobile_no = $1 AND purpose = $2 AND code_hash = $3 RETURNING payload',
    [mobileNo, purpose, row.code_hash],
  );
  if (deleted.rows.length !== 1) throw badRequest(EXPIRED, 'otp');
  return deleted.rows[0].payload;
}
