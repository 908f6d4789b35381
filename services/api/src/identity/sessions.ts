// How long a session lives (docs/operations.md "Limits"). An owner's or accountant's token ends after
// SESSION_IDLE_DAYS unused (each use moves that on) and SESSION_MAX_DAYS after it was issued, whatever
// happens; the admin's after ADMIN_SESSION_IDLE_MINUTES unused and ADMIN_SESSION_MAX_HOURS after login.
// A refused token answers 401 sessionEnded (http/kit.ts), which the web app shows on its login.
import type { Config } from '../config.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often a token's last use is written: at most once a minute, so reads do not write every time. */
export const TOUCH_EVERY_MS = MINUTE;

export interface SessionLimits { idleMs: number; maxMs: number }

export function sessionLimits(config: Config, kind: 'user' | 'admin'): SessionLimits {
  return kind === 'admin'
    ? { idleMs: config.ADMIN_SESSION_IDLE_MINUTES * MINUTE, maxMs: config.ADMIN_SESSION_MAX_HOURS * HOUR }
    : { idleMs: config.SESSION_IDLE_DAYS * DAY, maxMs: config.SESSION_MAX_DAYS * DAY };
}

/** Whether a token issued at `createdAt` and last used at `lastUsedAt` (null: not since) still opens a session at `now`. */
export function sessionLive(limits: SessionLimits, createdAt: Date, lastUsedAt: Date | null, now: Date): boolean {
  const t = now.getTime();
  const lastUse = Math.max(createdAt.getTime(), lastUsedAt?.getTime() ?? 0);
  return t - createdAt.getTime() < limits.maxMs && t - lastUse < limits.idleMs;
}
