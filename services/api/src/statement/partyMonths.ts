// A party's month figures as the month list and the statement read them: the projected rows of
// rm_party_month, carried forward (carryForward.ts) past the last one.
import type { Pool } from 'pg';
import type { PartyMonth } from '@ledger/contract';
import { carryForward, type Carry } from './carryForward.ts';
import { monthId } from './months.ts';

/** A row of rm_party_month with its decimals as text. */
export interface PartyMonthRow {
  year: number; month: number; opening_quantity: string; opening_amount: string; closing_quantity: string; closing_amount: string;
  in_quantity: string; in_amount: string; out_quantity: string; out_amount: string;
}

/** A later month of a party: the balance carried in is the one carried out, nothing moved. */
export const carryPartyMonth: Carry<PartyMonthRow> = (last, year, month) => ({
  year, month,
  opening_quantity: last.closing_quantity, opening_amount: last.closing_amount,
  closing_quantity: last.closing_quantity, closing_amount: last.closing_amount,
  in_quantity: '0.000', in_amount: '0.00', out_quantity: '0.000', out_amount: '0.00',
});

export const partyMonthDto = (partyId: string, r: PartyMonthRow): PartyMonth => ({
  id: `${partyId}:${monthId(r.year, r.month)}`,
  month: r.month,
  year: r.year,
  stats: {
    openingReceivableQuantity: r.opening_quantity,
    openingReceivableAmount: r.opening_amount,
    closingReceivableQuantity: r.closing_quantity,
    closingReceivableAmount: r.closing_amount,
    in: { quantity: r.in_quantity, amount: r.in_amount },
    out: { quantity: r.out_quantity, amount: r.out_amount },
  },
});

/** The party's months from its first through `untilYm`, newest first (none before its first document). */
export async function partyMonths(pool: Pool, companyId: string, partyId: string, untilYm: number): Promise<PartyMonth[]> {
  const { rows } = await pool.query<PartyMonthRow>(
    'SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 ORDER BY year, month',
    [companyId, partyId],
  );
  return carryForward(rows, untilYm, carryPartyMonth).map((r) => partyMonthDto(partyId, r)).reverse();
}
