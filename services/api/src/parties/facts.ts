// The facts a party command is decided on, read from the company's state folded at the head (no
// query): the party as it is, whether the command's name is taken by another party, and (for a
// delete) how many live documents the party has.
import { AMT, QTY, formatDecimal, type LedgerState } from '@ledger/projections';
import type { PartyCommand, PartyFacts } from './decide.ts';

/** Names are unique per company, ignoring case. */
export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Live slips, bills and challans, and cash receipts of the party. */
function documentCount(state: Readonly<LedgerState>, partyId: string): number {
  let n = 0;
  for (const item of state.items.values()) if (item.partyId === partyId) n += item.slipIds.length;
  for (const b of state.bills.values()) if (b.partyId === partyId) n++;
  for (const c of state.cash.values()) if (c.partyId === partyId) n++;
  return n;
}

export function partyFacts(state: Readonly<LedgerState>, command: PartyCommand): PartyFacts {
  const partyId = command.type === 'AddParty' ? null : command.partyId;
  const name = command.type === 'AddParty' ? command.name : command.type === 'UpdateParty' ? command.update.name : undefined;
  const p = partyId === null ? undefined : state.parties.get(partyId);
  let nameTaken = false;
  if (name !== undefined) {
    for (const other of state.parties.values()) if (other.id !== partyId && sameName(other.name, name)) nameTaken = true;
  }
  return {
    party: p
      ? {
        name: p.name, note: p.note,
        openingReceivableQuantity: formatDecimal(p.openingQuantity, QTY), openingReceivableAmount: formatDecimal(p.openingAmount, AMT),
        contact: { phone: p.phone, address: p.address, state: p.state, gstin: p.gstin },
      }
      : null,
    nameTaken,
    documentCount: command.type === 'DeleteParty' && p ? documentCount(state, p.id) : 0,
  };
}
