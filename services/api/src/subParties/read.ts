// Sub-parties as the API answers them: the rm_sub_party row with its party's name, and its one JSON
// mapper (list and writes).
import type { z } from 'zod';
import type { subPartyShape } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';
import { deleteOutcome } from './decide.ts';

export interface SubPartyRow {
  id: string;
  party_id: string;
  name: string;
  note: string | null;
  is_default: boolean;
  is_archived: boolean;
  party_name: string;
  has_documents: boolean;
}

export interface SubPartyInclude { details?: boolean; party?: boolean }

type SubPartyJson = z.input<typeof subPartyShape>;

/** The writes answer everything; the list what its `include` asks for. */
export function subPartyJson(s: SubPartyRow): Required<SubPartyJson>;
export function subPartyJson(s: SubPartyRow, include: SubPartyInclude): SubPartyJson;
export function subPartyJson(s: SubPartyRow, include: SubPartyInclude = { details: true, party: true }): SubPartyJson {
  return {
    id: s.id,
    name: s.name,
    isDefault: s.is_default,
    isArchived: s.is_archived,
    onDelete: deleteOutcome(s.has_documents),
    ...(include.details ? { details: { note: s.note } } : {}),
    ...(include.party ? { party: { id: s.party_id, name: s.party_name } } : {}),
  };
}

/**
 * Whether the sub-party row `s` has documents: job-work items (with or without slips left) or bills,
 * challans included. The one test for "a sub-party with documents" (ledger rules, "Deleting"): the
 * delete's facts and every sub-party answer (`onDelete`) read it.
 */
export const hasDocumentsSql = (s: string) =>
  `(EXISTS (SELECT 1 FROM rm_job_work_item i WHERE i.company_id = ${s}.company_id AND i.party_id = ${s}.party_id AND i.sub_party_id = ${s}.id)
    OR EXISTS (SELECT 1 FROM rm_bill b WHERE b.company_id = ${s}.company_id AND b.party_id = ${s}.party_id AND b.sub_party_id = ${s}.id))`;

const SELECT = `SELECT s.*, p.name AS party_name, ${hasDocumentsSql('s')} AS has_documents
  FROM rm_sub_party s JOIN rm_party p ON p.company_id = s.company_id AND p.id = s.party_id`;

export interface SubPartyFilter { partyId?: string; id?: string; includeArchived?: boolean }

/**
 * By party name, then the default first, then by name. Archived ones only when asked for, or when
 * named by id.
 */
export async function listSubParties(tx: Tx, companyId: string, f: SubPartyFilter): Promise<SubPartyRow[]> {
  const { rows } = await tx.query<SubPartyRow>(
    `${SELECT} WHERE s.company_id = $1 AND ($2::uuid IS NULL OR s.party_id = $2) AND ($3::uuid IS NULL OR s.id = $3)
       AND ($4 OR NOT s.is_archived OR s.id = $3)
     ORDER BY lower(p.name), p.id, s.is_default DESC, lower(s.name), s.id`,
    [companyId, f.partyId ?? null, f.id ?? null, Boolean(f.includeArchived)],
  );
  return rows;
}

/** One sub-party, archived or not. */
export async function findSubParty(tx: Tx, companyId: string, id: string): Promise<SubPartyRow> {
  const { rows } = await tx.query<SubPartyRow>(`${SELECT} WHERE s.company_id = $1 AND s.id = $2`, [companyId, id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Sub party' });
  return rows[0];
}

/** After a delete: an archived sub-party is still there; a removed one is gone. */
export async function isArchived(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM rm_sub_party WHERE company_id = $1 AND id = $2 AND is_archived', [companyId, id]);
  return rows.length > 0;
}
