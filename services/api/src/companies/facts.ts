// The facts a company update is decided on: the company's settings as they are (one query, inside
// the store's transaction). A create needs none: the companies row's unique owner is its guard.
import type { Tx } from '../store/eventStore.ts';
import type { CompanyFacts } from './decide.ts';

export async function loadCompanyFacts(tx: Tx, companyId: string): Promise<CompanyFacts> {
  const { rows } = await tx.query<{ name: string; default_prefix: string | null }>(
    'SELECT name, default_prefix FROM companies WHERE id = $1',
    [companyId],
  );
  return { company: rows.length ? { name: rows[0].name, defaultPrefix: rows[0].default_prefix } : null };
}
