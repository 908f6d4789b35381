// The facts a sub-party command is decided on, in one query: the sub-party (or, for an add, the party)
// as it is, whether the command's name is taken among the party's live sub-parties, and whether it has
// documents (hasDocumentsSql, the same test every sub-party answer's `onDelete` reads).
import type { Tx } from '../store/eventStore.ts';
import type { SubPartyCommand, SubPartyFacts } from './decide.ts';
import { hasDocumentsSql } from './read.ts';

interface Row {
  party_exists: boolean;
  name: string | null;
  note: string | null;
  is_default: boolean | null;
  is_archived: boolean | null;
  name_taken: boolean;
  has_documents: boolean | null;
}

export async function loadSubPartyFacts(tx: Tx, companyId: string, command: SubPartyCommand): Promise<SubPartyFacts> {
  const add = command.type === 'AddSubParty';
  const subPartyId = add ? null : command.subPartyId;
  const name = add ? command.name : command.type === 'UpdateSubParty' ? (command.update.name ?? null) : null;
  // An add names the party; an update's party is the sub-party's own.
  const { rows } = await tx.query<Row>(
    `WITH target AS (
       SELECT s.name, s.note, s.is_default, s.is_archived, s.party_id, ${hasDocumentsSql('s')} AS has_documents
       FROM rm_sub_party s WHERE s.company_id = $1 AND s.id = $2
     ), owner AS (
       SELECT coalesce($3::uuid, (SELECT party_id FROM target)) AS party_id
     )
     SELECT EXISTS (SELECT 1 FROM rm_party p WHERE p.company_id = $1 AND p.id = (SELECT party_id FROM owner)) AS party_exists,
            t.name, t.note, t.is_default, t.is_archived,
            coalesce($4::text, CASE WHEN $5 THEN (SELECT name FROM target) END) IS NOT NULL AND EXISTS (
              SELECT 1 FROM rm_sub_party o WHERE o.company_id = $1 AND o.party_id = (SELECT party_id FROM owner)
                AND lower(o.name) = lower(coalesce($4::text, CASE WHEN $5 THEN (SELECT name FROM target) END))
                AND NOT o.is_archived AND ($2::uuid IS NULL OR o.id <> $2)
            ) AS name_taken,
            t.has_documents
     FROM (SELECT 1) AS one LEFT JOIN target t ON true`,
    // A restore checks the sub-party's own name against the live ones ($5).
    [companyId, subPartyId, add ? command.partyId : null, name, command.type === 'RestoreSubParty'],
  );
  const r = rows[0];
  return {
    partyExists: r.party_exists,
    // No sub-party row: the LEFT JOIN's columns are all null together.
    subParty: r.name === null || r.is_default === null || r.is_archived === null ? null : { name: r.name, note: r.note, isDefault: r.is_default, isArchived: r.is_archived },
    nameTaken: r.name_taken,
    hasDocuments: r.has_documents === true,
  };
}
