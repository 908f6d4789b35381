// Accountant (read-only) and gate clerk access: the owner grants and revokes it (identity tables, each change logged with
// actor and time); the accountant lists the companies open to them and picks one for the session.
import { randomUUID } from 'node:crypto';
import { accessEndpoints as endpoints, type AccessLogAction } from '@ledger/contract';
import type { Services } from '../context.ts';
import { withTransaction } from '../db/tx.ts';
import { coded, refused } from '../http/errors.ts';
import type { CompanyAuth, Route } from '../http/kit.ts';
import { openCompanies } from './read.ts';
import { selfOf } from '../identity/routes.ts';

interface GrantRow {
  id: string;
  mobile_no: string;
  registered: boolean;
  granted_at: Date;
  granted_by: string | null;
  last_seen_at: Date | null;
  close_books: boolean;
}

const GRANT_SELECT = `
  SELECT g.id, g.mobile_no, EXISTS (SELECT 1 FROM users a WHERE a.mobile_no = g.mobile_no) AS registered,
         g.granted_at, gb.mobile_no AS granted_by, g.last_seen_at, g.close_books
  FROM company_accountants g LEFT JOIN users gb ON gb.id = g.granted_by`;

const grantJson = (r: GrantRow) => ({
  id: r.id,
  mobileNo: r.mobile_no,
  registered: r.registered,
  grantedAt: r.granted_at.toISOString(),
  grantedBy: r.granted_by,
  lastSeenAt: r.last_seen_at ? r.last_seen_at.toISOString() : null,
  closeBooks: r.close_books,
});

export function accessRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  // The owner's grants, one set of routes per role (an accountant reads; a gate clerk writes slips: docs/gate.md).
  const grants = (role: 'accountant' | 'clerk', thing: 'Accountant' | 'Clerk') => ({
    list: async (companyId: string) => {
      const live = await pool.query<GrantRow>(
        `${GRANT_SELECT} WHERE g.company_id = $1 AND g.role = $2 AND g.revoked_at IS NULL ORDER BY g.granted_at, g.id`,
        [companyId, role],
      );
      const log = await pool.query<{ action: AccessLogAction; mobile_no: string; actor: string | null; at: Date }>(
        `SELECT l.action, l.mobile_no, u.mobile_no AS actor, l.at FROM company_access_log l LEFT JOIN users u ON u.id = l.actor_user_id
         WHERE l.company_id = $1 AND l.role = $2 ORDER BY l.id DESC LIMIT 200`,
        [companyId, role],
      );
      return {
        accountants: live.rows.map(grantJson),
        log: log.rows.map((r) => ({ action: r.action, mobileNo: r.mobile_no, actor: r.actor, at: r.at.toISOString() })),
      };
    },
    add: async (input: { mobileNo: string }, auth: CompanyAuth) => {
      if (input.mobileNo === auth.mobileNo) throw refused('ownMobile', {}, 'mobileNo');
      const now = svc.now();
      const id = randomUUID();
      await withTransaction(pool, async (client) => {
        const inserted = await client.query(
          // Given again after a revoke, the grant reaches only sessions issued after that revoke (access/read.ts).
          // One live grant per mobile number and company, whatever its role.
          `INSERT INTO company_accountants (id, company_id, mobile_no, granted_by, granted_at, sessions_from, role)
           VALUES ($1, $2, $3, $4, $5,
             (SELECT max(revoked_at) FROM company_accountants WHERE company_id = $2 AND mobile_no = $3), $6)
           ON CONFLICT (company_id, mobile_no) WHERE revoked_at IS NULL DO NOTHING`,
          [id, auth.companyId, input.mobileNo, auth.userId, now, role],
        );
        if (inserted.rowCount !== 1) throw refused('hasAccess', {}, 'mobileNo');
        await client.query(
          `INSERT INTO company_access_log (company_id, action, mobile_no, actor_user_id, at, role) VALUES ($1, 'granted', $2, $3, $4, $5)`,
          [auth.companyId, input.mobileNo, auth.userId, now, role],
        );
      });
      const { rows } = await pool.query<GrantRow>(`${GRANT_SELECT} WHERE g.id = $1`, [id]);
      return grantJson(rows[0]);
    },
    revoke: async (input: { id: string }, auth: CompanyAuth) => {
      const now = svc.now();
      await withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ mobile_no: string }>(
          `UPDATE company_accountants SET revoked_at = $3, revoked_by = $4
           WHERE id = $1 AND company_id = $2 AND role = $5 AND revoked_at IS NULL RETURNING mobile_no`,
          [input.id, auth.companyId, now, auth.userId, role],
        );
        if (!rows.length) throw coded(404, 'notFound', { thing });
        await client.query(
          `INSERT INTO company_access_log (company_id, action, mobile_no, actor_user_id, at, role) VALUES ($1, 'revoked', $2, $3, $4, $5)`,
          [auth.companyId, rows[0].mobile_no, auth.userId, now, role],
        );
      });
      return {};
    },
  });

  const accountants = grants('accountant', 'Accountant');
  route(endpoints.listAccountants, async (_input, auth) => accountants.list(auth.companyId));
  route(endpoints.addAccountant, async (input, auth) => accountants.add(input, auth));
  route(endpoints.revokeAccountant, async (input, auth) => { await accountants.revoke(input, auth); return {}; });

  // The switch and its line in the access log, in one transaction; setting it as it already is logs nothing.
  route(endpoints.setAccountantCloseBooks, async (input, auth) => {
    await withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ mobile_no: string; close_books: boolean }>(
        `SELECT mobile_no, close_books FROM company_accountants
         WHERE id = $1 AND company_id = $2 AND role = 'accountant' AND revoked_at IS NULL FOR UPDATE`,
        [input.id, auth.companyId],
      );
      const grant = rows[0];
      if (!grant) throw coded(404, 'notFound', { thing: 'Accountant' });
      if (grant.close_books === input.closeBooks) return;
      await client.query(`UPDATE company_accountants SET close_books = $2 WHERE id = $1`, [input.id, input.closeBooks]);
      const action: AccessLogAction = input.closeBooks ? 'closeBooksGranted' : 'closeBooksWithdrawn';
      await client.query(
        `INSERT INTO company_access_log (company_id, action, mobile_no, actor_user_id, at, role) VALUES ($1, $2, $3, $4, $5, 'accountant')`,
        [auth.companyId, action, grant.mobile_no, auth.userId, svc.now()],
      );
    });
    const { rows } = await pool.query<GrantRow>(`${GRANT_SELECT} WHERE g.id = $1`, [input.id]);
    return grantJson(rows[0]);
  });

  const clerks = grants('clerk', 'Clerk');
  route(endpoints.listClerks, async (_input, auth) => clerks.list(auth.companyId));
  route(endpoints.addClerk, async (input, auth) => clerks.add(input, auth));
  route(endpoints.revokeClerk, async (input, auth) => { await clerks.revoke(input, auth); return {}; });

  route(endpoints.listOpenCompanies, async (_input, auth) => openCompanies(pool, auth.userId, auth.mobileNo, svc.now(), auth.issuedAt));

  route(endpoints.selectCompany, async (input, auth) => {
    const open = await openCompanies(pool, auth.userId, auth.mobileNo, svc.now(), auth.issuedAt);
    const target = open.find((c) => c.id === input.companyId);
    if (!target) throw coded(404, 'notFound', { thing: 'Company' });
    await pool.query('UPDATE tokens SET acting_company_id = $2 WHERE hash = $1', [
      auth.tokenHash, target.role === 'owner' ? null : target.id,
    ]);
    return selfOf(svc, { id: auth.userId, mobileNo: auth.mobileNo }, auth.tokenHash);
  });
}
