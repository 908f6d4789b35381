// Companies as the API answers them: the companies row and its one JSON mapper (the owner's session,
// settings and the admin list all answer this shape).
import type { Company, Contact } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

export interface CompanyRow {
  id: string;
  name: string;
  default_prefix: string | null;
  expires_at: Date | null;
  created_at: Date;
}

/** `now` decides isExpired: a company whose expiry has passed may read but not write. */
export const companyJson = (c: CompanyRow, now: Date): Company => ({
  id: c.id,
  name: c.name,
  defaultPrefix: c.default_prefix,
  isExpired: c.expires_at !== null && c.expires_at.getTime() <= now.getTime(),
  expiresAt: c.expires_at ? c.expires_at.toISOString() : null,
  createdAt: c.created_at.toISOString(),
});

export async function findCompany(tx: Tx, id: string): Promise<CompanyRow> {
  const { rows } = await tx.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Company' });
  return rows[0];
}

/** The company a user owns, if they have set one up. */
export async function companyOfOwner(tx: Tx, userId: string): Promise<CompanyRow | null> {
  const { rows } = await tx.query<CompanyRow>('SELECT * FROM companies WHERE owner_user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** The company's own contact details (the companies row, written beside each CompanyContactSet). */
export async function companyContact(tx: Tx, id: string): Promise<Contact> {
  const { rows } = await tx.query<Contact>('SELECT phone, address, state, gstin FROM companies WHERE id = $1', [id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Company' });
  return rows[0];
}
