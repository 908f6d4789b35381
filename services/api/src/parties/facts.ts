// The facts a party command is decided on, in one query: the party as it is, whether the command's name
// is taken by another party, and (for a delete) how many live documents the party has.
import type { Tx } from '../store/eventStore.ts';
import type { PartyCommand, PartyFacts } from './decide.ts';

interface Row {
  name: string | null;
  note: string | null;
  opening_quantity: string | null;
  opening_amount: string | null;
  phone: string | null;
  address: string | null;
  state: string | null;
  gstin: string | null;
  name_taken: boolean;
  document_count: string;
}

export async function loadPartyFacts(tx: Tx, companyId: string, command: PartyCommand): Promise<PartyFacts> {
  const partyId = command.type === 'AddParty' ? null : command.partyId;
  const name = command.type === 'AddParty' ? command.name : command.type === 'UpdateParty' ? (command.update.name ?? null) : null;
  const counting = command.type === 'DeleteParty';
  const { rows } = await tx.query<Row>(
    `SELECT p.name, p.note, p.opening_quantity, p.opening_amount, p.phone, p.address, p.state, p.gstin,
            $3::text IS NOT NULL AND EXISTS (
              SELECT 1 FROM rm_party o WHERE o.company_id = $1 AND lower(o.name) = lower($3) AND ($2::uuid IS NULL OR o.id <> $2)
            ) AS name_taken,
            CASE WHEN $4 THEN (SELECT count(*) FROM rm_slip WHERE company_id = $1 AND party_id = $2)
                            + (SELECT count(*) FROM rm_bill WHERE company_id = $1 AND party_id = $2)
                            + (SELECT count(*) FROM rm_cash WHERE company_id = $1 AND party_id = $2)
                 ELSE 0 END AS document_count
     FROM (SELECT 1) AS one LEFT JOIN rm_party p ON p.company_id = $1 AND p.id = $2`,
    [companyId, partyId, name, counting],
  );
  const r = rows[0];
  return {
    // No party row: the LEFT JOIN's columns are all null together.
    party: r.name === null || r.opening_quantity === null || r.opening_amount === null
      ? null
      : {
        name: r.name, note: r.note, openingReceivableQuantity: r.opening_quantity, openingReceivableAmount: r.opening_amount,
        contact: { phone: r.phone, address: r.address, state: r.state, gstin: r.gstin },
      },
    nameTaken: r.name_taken,
    documentCount: Number(r.document_count),
  };
}
