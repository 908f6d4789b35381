// Which company a session looks at, and as whom: the user's own company (owner), or the company their
// token picked among those shared with them (accountant or gate clerk, while the grant is live).
import type { Pool } from 'pg';
import type { Company, CompanyRole, OpenCompany } from '@ledger/contract';
import { companyJson, type CompanyRow } from '../companies/read.ts';

export interface SessionCompany {
  company: Company | null;
  role: CompanyRole | null;
  /** The company the token was reading as its accountant when the owner revoked that access. */
  endedAccess: { id: string; name: string } | null;
}

/**
 * Whether grant `g` reaches a session issued at `issuedAt` (SQL expressions): a grant given again after the
 * owner revoked an earlier one (its sessions_from) does not revive the sessions issued before that revoke.
 * The one home of the rule: the token lookup (http/kit.ts), the session's company and the companies it may open.
 */
export const grantReaches = (g: string, issuedAt: string): string => `(${g}.sessions_from IS NULL OR ${issuedAt} >= ${g}.sessions_from)`;

/**
 * The companies a user may open: their own first, then those shared with them by name. `issuedAt`: when the
 * session asking was issued (a session being opened now: `now`).
 */
export async function openCompanies(pool: Pool, userId: string, mobileNo: string, now: Date, issuedAt: Date = now): Promise<OpenCompany[]> {
  const { rows } = await pool.query<CompanyRow & { role: CompanyRole }>(
    `SELECT * FROM (
       SELECT c.*, 'owner' AS role FROM companies c WHERE c.owner_user_id = $1
       UNION ALL
       SELECT c.*, g.role FROM company_accountants g JOIN companies c ON c.id = g.company_id
       WHERE g.mobile_no = $2 AND g.revoked_at IS NULL AND c.owner_user_id <> $1 AND ${grantReaches('g', '$3::timestamptz')}
     ) o ORDER BY o.role = 'owner' DESC, o.name, o.id`,
    [userId, mobileNo, issuedAt],
  );
  return rows.map((r) => {
    const c = companyJson(r, now);
    return { id: c.id, name: c.name, role: r.role, isExpired: c.isExpired };
  });
}

/** The session's company for a token: its picked company while the grant is live, else the user's own. */
export async function sessionCompany(pool: Pool, userId: string, mobileNo: string, tokenHash: string, now: Date): Promise<SessionCompany> {
  const { rows } = await pool.query<CompanyRow & { role: CompanyRole }>(
    `SELECT c.*, CASE WHEN t.acting_company_id IS NULL THEN 'owner' ELSE g.role END AS role
     FROM tokens t
     LEFT JOIN company_accountants g ON t.acting_company_id IS NOT NULL AND g.company_id = t.acting_company_id
       AND g.mobile_no = $2 AND g.revoked_at IS NULL AND ${grantReaches('g', 't.created_at')}
     JOIN companies c ON CASE WHEN t.acting_company_id IS NULL THEN c.owner_user_id = $1 ELSE c.id = g.company_id END
     WHERE t.hash = $3`,
    [userId, mobileNo, tokenHash],
  );
  const row = rows[0];
  if (row) return { company: companyJson(row, now), role: row.role, endedAccess: null };
  // No company: the user has none yet, or the token still points at a company whose owner stopped sharing it.
  const ended = await pool.query<{ id: string; name: string }>(
    'SELECT c.id, c.name FROM tokens t JOIN companies c ON c.id = t.acting_company_id WHERE t.hash = $1',
    [tokenHash],
  );
  return { company: null, role: null, endedAccess: ended.rows[0] ?? null };
}
