// Splits a signed closing receivable into "to receive" and "to give/pay", and totals both sides
// exactly with @ledger/contract's decimals.
import { AMT, QTY, formatDecimal, parseDecimal, readBalance, sum, type Party } from '@ledger/contract';

export interface SplitBalance {
  receive: string | null;
  give: string | null;
}

/** Positive balances are to receive; negative ones to give or pay (shown without the sign): balance.ts decides. */
export function splitBalance(value: string | undefined): SplitBalance {
  if (value === undefined) return { receive: null, give: null };
  const { side, magnitude } = readBalance(value);
  return { receive: side === 'receive' ? magnitude : null, give: side === 'give' ? magnitude : null };
}

export interface PartyTotals {
  quantityToReceive: string;
  amountToReceive: string;
  quantityToGive: string;
  amountToPay: string;
}

const total = (values: string[], scale: number): string => formatDecimal(sum(values.map((v) => parseDecimal(v, scale) ?? 0n)), scale);

export function partyTotals(parties: readonly Party[]): PartyTotals {
  const quantities = parties.map((party) => splitBalance(party.stats?.closingReceivableQuantity));
  const amounts = parties.map((party) => splitBalance(party.stats?.closingReceivableAmount));
  const pick = (sides: SplitBalance[], side: keyof SplitBalance) =>
    sides.flatMap((balance) => (balance[side] === null ? [] : [balance[side]]));
  return {
    quantityToReceive: total(pick(quantities, 'receive'), QTY),
    amountToReceive: total(pick(amounts, 'receive'), AMT),
    quantityToGive: total(pick(quantities, 'give'), QTY),
    amountToPay: total(pick(amounts, 'give'), AMT),
  };
}

/** Case-insensitive name filter for the search box. */
export function filterByName(parties: readonly Party[], search: string): Party[] {
  const needle = search.trim().toLowerCase();
  return needle ? parties.filter((party) => party.name.toLowerCase().includes(needle)) : [...parties];
}
