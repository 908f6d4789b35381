// Lookups shared by the document commands.
import { messagesEn } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

export const SUB_PARTY_ARCHIVED = messagesEn.subPartyArchived;

/** A sub-party that may receive new documents (archived ones are read-only history). */
export async function findActiveSubParty(tx: Tx, companyId: string, id: string): Promise<{ id: string; party_id: string }> {
  const { rows } = await tx.query<{ id: string; party_id: string; is_archived: boolean }>(
    'SELECT id, party_id, is_archived FROM rm_sub_party WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Sub party' });
  if (rows[0].is_archived) throw coded(422, 'subPartyArchived', {}, 'subPartyId');
  return rows[0];
}

/** Any sub-party of the company, archived or not. */
export async function findSubPartyOf(tx: Tx, companyId: string, id: string): Promise<{ id: string; party_id: string }> {
  const { rows } = await tx.query<{ id: string; party_id: string }>('SELECT id, party_id FROM rm_sub_party WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Sub party' });
  return rows[0];
}
