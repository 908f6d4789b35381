// How long a session lives: the idle limit slides with use, the absolute one does not.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sessionLimits, sessionLive } from './sessions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const issued = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(issued.getTime() + ms);

describe('sessionLive', () => {
  const user = sessionLimits(loadConfig({}), 'user');
  const admin = sessionLimits(loadConfig({}), 'admin');

  it('ends an owner session 30 days after its last use, counting from login when it was never used', () => {
    expect(sessionLive(user, issued, null, at(30 * DAY - 1))).toBe(true);
    expect(sessionLive(user, issued, null, at(30 * DAY))).toBe(false);
    expect(sessionLive(user, issued, at(20 * DAY), at(49 * DAY))).toBe(true);
    expect(sessionLive(user, issued, at(20 * DAY), at(50 * DAY))).toBe(false);
  });

  it('ends an owner session 90 days after login however recently it was used', () => {
    expect(sessionLive(user, issued, at(89 * DAY), at(90 * DAY - 1))).toBe(true);
    expect(sessionLive(user, issued, at(89 * DAY), at(90 * DAY))).toBe(false);
  });

  it('ends an admin session 30 minutes idle or 12 hours after login', () => {
    expect(sessionLive(admin, issued, at(10 * MINUTE), at(39 * MINUTE))).toBe(true);
    expect(sessionLive(admin, issued, at(10 * MINUTE), at(40 * MINUTE))).toBe(false);
    expect(sessionLive(admin, issued, at(12 * 60 * MINUTE - MINUTE), at(12 * 60 * MINUTE))).toBe(false);
  });

  it('reads the limits from the environment', () => {
    const short = sessionLimits(loadConfig({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '2' }), 'user');
    expect(short).toEqual({ idleMs: DAY, maxMs: 2 * DAY });
    expect(sessionLimits(loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '5', ADMIN_SESSION_MAX_HOURS: '1' }), 'admin')).toEqual({ idleMs: 5 * MINUTE, maxMs: 60 * MINUTE });
  });
});
