// One pending OTP per (mobile, purpose): 4 digits, valid 5 minutes, at most 5 wrong tries,
// at most one send per 30 s and 5 per hour per number, 20 per hour per IP.
import type { Services } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { hashOtp, newOtp } from './secrets.ts';
import { throttle } from './throttle.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;
const RESEND_AFTER_MS = 30 * 1000;

type Purpose = 'register' | 'reset';

export async function issueOtp(
  svc: Services, mobileNo: string, purpose: Purpose, payload: Record<string, unknown>, ip: string,
): Promise<Date> {
  const now = svc.now();
  const prior = await svc.pool.query<{ sent_at: Date }>('SELECT sent_at FROM otps WHERE mobile_no = $1 AND purpose = $2', [mobileNo, purpose]);
  if (prior.rows.length && now.getTime() - prior.rows[0].sent_at.getTime() < RESEND_AFTER_MS) {
    throw badRequest('An OTP was just sent; please wait 30 seconds before asking again', 'mobileNo');
  }
  await throttle(svc.pool, now, `otp:mobile:${mobileNo}`, 5, 3600, 'Too many OTP requests for this number; try again in an hour', 'mobileNo');
  await throttle(svc.pool, now, `otp:ip:${ip}`, 20, 3600, 'Too many OTP requests; try again later', 'mobileNo');
  const otp = newOtp();
  const validTill = new Date(now.getTime() + OTP_TTL_MS);
  await svc.pool.query(
    `INSERT INTO otps (mobile_no, purpose, code_hash, payload, valid_till, attempts, sent_at) VALUES ($1, $2, $3, $4, $5, 0, $6)
     ON CONFLICT (mobile_no, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, payload = EXCLUDED.payload,
       valid_till = EXCLUDED.valid_till, attempts = 0, sent_at = EXCLUDED.sent_at`,
    [mobileNo, purpose, hashOtp(mobileNo, otp), payload, validTill, now],
  );
  await svc.otp.send(mobileNo, otp, purpose);
  return validTill;
}

/** Checks an OTP; on success removes it and returns its payload. */
export async function consumeOtp(svc: Services, mobileNo: string, purpose: Purpose, otp: string): Promise<Record<string, unknown>> {
  const now = svc.now();
  const { rows } = await svc.pool.query<{ code_hash: string; payload: Record<string, unknown>; valid_till: Date; attempts: number }>(
    'SELECT code_hash, payload, valid_till, attempts FROM otps WHERE mobile_no = $1 AND purpose = $2',
    [mobileNo, purpose],
  );
  const row = rows[0];
  if (!row || row.valid_till.getTime() < now.getTime() || row.attempts >= MAX_TRIES) {
    throw badRequest('OTP expired, please request a new one', 'otp');
  }
  if (row.code_hash !== hashOtp(mobileNo, otp)) {
    await svc.pool.query('UPDATE otps SET attempts = attempts + 1 WHERE mobile_no = $1 AND purpose = $2', [mobileNo, purpose]);
    const left = MAX_TRIES - row.attempts - 1;
    throw badRequest(left > 0 ? `Invalid OTP (${left} ${left === 1 ? 'try' : 'tries'} left)` : 'Invalid OTP; please request a new one', 'otp');
  }
  const deleted = await svc.pool.query('DELETE FROM otps WHERE mobile_no = $1 AND purpose = $2 AND code_hash = $3', [mobileNo, purpose, row.code_hash]);
  if (deleted.rowCount !== 1) throw badRequest('OTP expired, please request a new one', 'otp');
  return row.payload;
}
