// The admin account (created or updated from ADMIN_USERNAME / ADMIN_PASSWORD at start) and its login.
import { randomUUID } from 'node:crypto';
import { adminEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import { refused, type Refusal } from '../http/errors.ts';
import type { Route } from '../http/kit.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../identity/secrets.ts';
import { clearBackoff, reserveTry, throttle, type BackoffRule } from '../identity/throttle.ts';

export async function ensureAdmin(svc: Services): Promise<void> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = svc.config;
  if (!password) {
    svc.log.warn('ADMIN_PASSWORD is not set: the admin account is left as it is (none on a new install)');
    return;
  }
  const existing = await svc.pool.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE username = $1', [username]);
  if (existing.rows.length && (await verifyPassword(password, existing.rows[0].password_hash))) return;
  await svc.pool.query(
    `INSERT INTO admins (id, username, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [randomUUID(), username, await hashPassword(password)],
  );
  // A changed password ends the old admin sessions.
  await svc.pool.query(
    `UPDATE tokens SET revoked_at = now() WHERE kind = 'admin' AND revoked_at IS NULL AND admin_id = (SELECT id FROM admins WHERE username = $1)`,
    [username],
  );
  // …and lets the operator in at once, whatever wrong passwords came before.
  await clearBackoff(svc.pool, adminAccountKey(username));
}

const adminAccountKey = (username: string) => `admin-login:account:${username}`;

/** What a try during the per-account backoff is told. */
export const adminLoginWait = (minutes: number): Refusal =>
  ({ code: minutes === 1 ? 'adminLoginWaitOne' : 'adminLoginWait', params: { n: minutes } });

export function adminRoutes(svc: Services, route: Route): void {
  const { ADMIN_LOGIN_LIMIT: limit, ADMIN_LOGIN_BACKOFF_SECONDS: baseSeconds, ADMIN_LOGIN_BACKOFF_MAX_SECONDS: maxSeconds } = svc.config;
  const perAccount: BackoffRule = { limit, baseSeconds, maxSeconds, message: adminLoginWait, field: 'password' };

  route(endpoints.login, async (input, _auth, meta) => {
    const now = svc.now();
    await throttle(svc.pool, now, `admin-login:ip:${meta.ip}`, svc.config.ADMIN_LOGIN_LIMIT_PER_ADDRESS, 900, { code: 'loginTooMany' }, 'password');
    // Per account too, whatever the address (docs/operations.md "Limits"): a username that does not exist
    // is counted the same way, so the answers do not tell which ones do.
    const accountKey = adminAccountKey(input.username);
    const counted = await reserveTry(svc.pool, now, accountKey, perAccount);
    const { rows } = await svc.pool.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM admins WHERE username = $1', [input.username]);
    if (!rows.length || !(await verifyPassword(input.password, rows[0].password_hash))) {
      if (counted.lockedUntil) {
        // The line an operator alerts on: someone is guessing this account's password.
        svc.log.warn(
          { alert: 'admin-login-locked', username: input.username, failures: counted.failures, lockedUntil: counted.lockedUntil.toISOString(), ip: meta.ip },
          'admin login: too many wrong passwords for this account; further tries wait',
        );
      }
      throw refused('badCredentials', {}, 'password');
    }
    await clearBackoff(svc.pool, accountKey);
    const token = newToken();
    await svc.pool.query(`INSERT INTO tokens (hash, kind, admin_id, created_at) VALUES ($1, 'admin', $2, $3)`, [hashToken(token), rows[0].id, svc.now()]);
    return { token };
  });

  route(endpoints.logout, async (_input, auth) => {
    await svc.pool.query('UPDATE tokens SET revoked_at = $2 WHERE hash = $1', [auth.tokenHash, svc.now()]);
    return {};
  });
}
