// Parties as the API answers them: the rm_party row, its one JSON mapper (list and writes), and the
// lookup other concepts use to check a party id (cash receipts, the statement).
import type { z } from 'zod';
import type { partyShape } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

export interface PartyRow {
  id: string;
  name: string;
  note: string | null;
  opening_quantity: string;
  opening_amount: string;
  closing_quantity: string;
  closing_amount: string;
  default_sub_party_id: string;
  phone: string | null;
  address: string | null;
  state: string | null;
  gstin: string | null;
}

export interface PartyInclude { details?: boolean; stats?: boolean; contact?: boolean }

type PartyJson = z.input<typeof partyShape>;

/** The writes answer everything; the list what its `include` asks for. */
export function partyJson(p: PartyRow): Required<PartyJson>;
export function partyJson(p: PartyRow, include: PartyInclude): PartyJson;
export function partyJson(p: PartyRow, include: PartyInclude = { details: true, stats: true, contact: true }): PartyJson {
  return {
    id: p.id,
    name: p.name,
    ...(include.details
      ? { details: { note: p.note, openingReceivableQuantity: p.opening_quantity, openingReceivableAmount: p.opening_amount } }
      : {}),
    ...(include.stats ? { stats: { closingReceivableQuantity: p.closing_quantity, closingReceivableAmount: p.closing_amount } } : {}),
    ...(include.contact ? { contact: { phone: p.phone, address: p.address, state: p.state, gstin: p.gstin } } : {}),
  };
}

export async function findParty(tx: Tx, companyId: string, id: string): Promise<PartyRow> {
  const { rows } = await tx.query<PartyRow>('SELECT * FROM rm_party WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Party' });
  return rows[0];
}

/** By name (case-insensitive), then id; one party when `id` is given. */
export async function listParties(tx: Tx, companyId: string, id: string | null): Promise<PartyRow[]> {
  const { rows } = await tx.query<PartyRow>(
    'SELECT * FROM rm_party WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY lower(name), id',
    [companyId, id],
  );
  return rows;
}
