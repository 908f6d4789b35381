// Fixed-window counters in Postgres, so every API process shares them.
import type { Pool } from 'pg';
import { tooMany } from '../http/errors.ts';

export async function throttle(
  pool: Pool, now: Date, key: string, limit: number, windowSeconds: number, message: string, field?: string,
): Promise<void> {
  const { rows } = await pool.query<{ hits: number }>(
    `INSERT INTO throttle (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle.window_start <= $2 - make_interval(secs => $3) THEN 1 ELSE throttle.hits + 1 END,
       window_start = CASE WHEN throttle.window_start <= $2 - make_interval(secs => $3) THEN $2 ELSE throttle.window_start END
     RETURNING hits`,
    [key, now, windowSeconds],
  );
  if (rows[0].hits > limit) throw tooMany(message, field);
}

export async function clearThrottle(pool: Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM throttle WHERE key = $1', [key]);
}
