// Fixed-window counters and per-account backoff in Postgres, so every API process shares them.
import type { Pool } from 'pg';
import { tooMany, type Refusal } from '../http/errors.ts';

export async function throttle(
  pool: Pool, now: Date, key: string, limit: number, windowSeconds: number, message: Refusal, field?: string,
): Promise<void> {
  const { rows } = await pool.query<{ hits: number }>(
    `INSERT INTO throttle (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle.window_start <= $2 - make_interval(secs => $3) THEN 1 ELSE throttle.hits + 1 END,
       window_start = CASE WHEN throttle.window_start <= $2 - make_interval(secs => $3) THEN $2 ELSE throttle.window_start END
     RETURNING hits`,
    [key, now, windowSeconds],
  );
  if (rows[0].hits > limit) throw tooMany(message.code, message.params, field);
}

export async function clearThrottle(pool: Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM throttle WHERE key = $1', [key]);
}

export interface BackoffRule { limit: number; baseSeconds: number; maxSeconds: number; message: (minutes: number) => Refusal; field?: string }

/**
 * A per-account limit with backoff (login_backoff). Each try is counted as a failure before the password is
 * checked, in one conditional statement, so parallel tries take turns; from the `limit`-th failure in a row
 * each one locks the key for baseSeconds·2^(failures − limit), at most maxSeconds, and a try while it is
 * locked is refused (429) without checking anything. The caller clears it (clearBackoff) on a right
 * password. Answers the failures counted and the lock this try set, if any.
 */
export async function reserveTry(pool: Pool, now: Date, key: string, rule: BackoffRule): Promise<{ failures: number; lockedUntil: Date | null }> {
  const { rows } = await pool.query<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO login_backoff AS b (key, failures, locked_until)
     VALUES ($1, 1, CASE WHEN $3::int <= 1 THEN $2::timestamptz + make_interval(secs => LEAST($5::float8, $4::float8)) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = b.failures + 1,
       locked_until = CASE WHEN b.failures + 1 >= $3::int
         THEN $2::timestamptz + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, LEAST(b.failures + 1 - $3::int, 40)))) END
     WHERE b.locked_until IS NULL OR b.locked_until <= $2
     RETURNING failures, locked_until`,
    [key, now, rule.limit, rule.baseSeconds, rule.maxSeconds],
  );
  if (rows.length) return { failures: rows[0].failures, lockedUntil: rows[0].locked_until };
  const locked = await pool.query<{ locked_until: Date | null }>('SELECT locked_until FROM login_backoff WHERE key = $1', [key]);
  const until = locked.rows[0]?.locked_until?.getTime() ?? now.getTime();
  const wait = rule.message(Math.max(1, Math.ceil((until - now.getTime()) / 60_000)));
  throw tooMany(wait.code, wait.params, rule.field);
}

export async function clearBackoff(pool: Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM login_backoff WHERE key = $1', [key]);
}
