// Splits a signed closing receivable into "to receive" and "to give/pay", and totals both sides exactly.
import { absDecimal, isNegative, isZero, sumDecimals } from '../../../lib/decimal';
import type { Party } from '../api/get-parties';

export const QUANTITY_SCALE = 3;
export const AMOUNT_SCALE = 2;

export interface SplitBalance {
  receive: string | null;
  give: string | null;
}

/** Positive balances are receivable; negative ones are payable (shown without the sign). */
export function splitBalance(value: string | undefined): SplitBalance {
  if (value === undefined || isZero(value)) return { receive: null, give: null };
  return isNegative(value) ? { receive: null, give: absDecimal(value) } : { receive: value, give: null };
}

export interface PartyTotals {
  quantityToReceive: string;
  amountToReceive: string;
  quantityToGive: string;
  amountToPay: string;
}

export function partyTotals(parties: readonly Party[]): PartyTotals {
  const quantities = parties.map((party) => splitBalance(party.stats?.closingReceivableQuantity));
  const amounts = parties.map((party) => splitBalance(party.stats?.closingReceivableAmount));
  const pick = (sides: SplitBalance[], side: keyof SplitBalance) =>
    sides.flatMap((balance) => (balance[side] === null ? [] : [balance[side]]));
  return {
    quantityToReceive: sumDecimals(pick(quantities, 'receive'), QUANTITY_SCALE),
    amountToReceive: sumDecimals(pick(amounts, 'receive'), AMOUNT_SCALE),
    quantityToGive: sumDecimals(pick(quantities, 'give'), QUANTITY_SCALE),
    amountToPay: sumDecimals(pick(amounts, 'give'), AMOUNT_SCALE),
  };
}

/** Case-insensitive name filter for the search box. */
export function filterByName(parties: readonly Party[], search: string): Party[] {
  const needle = search.trim().toLowerCase();
  return needle ? parties.filter((party) => party.name.toLowerCase().includes(needle)) : [...parties];
}
