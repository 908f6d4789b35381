// What a slip or item command's decision needs, read from the company's state folded at the head
// (no query, no wait for the projector). The number check is made for the number the command would
// give: the prefix asked for (undefined keeps the slip's, '' the company default), the slip number and
// date asked for or kept; the challan serial is the next of the financial year the command would date.
import { netOf, prefixOrDefault, slipNumber, type NamedSlip, type NamingSlip } from '@ledger/contract';
import {
  PCT, QTY, RATE, financialYear, formatDecimal, itemIdFor, nextChallanNo, nextChallanNos, nextSlipNo, slipNumberKey, ymOfDate, type LedgerState,
} from '@ledger/projections';
import type { BulkSlipCommand, BulkSlipFacts, SlipCommand, SlipFacts, StoredSlip } from './decide.ts';

function storedSlip(state: Readonly<LedgerState>, id: string | null): StoredSlip | null {
  const slip = id === null ? undefined : state.slips.get(id);
  const item = slip && state.items.get(slip.itemId);
  if (!slip || !item) return null;
  return {
    id: slip.id, jobWorkItemId: item.id, itemType: item.itemType, issueDate: slip.issueDate, prefix: slip.prefix,
    slipNo: slip.slipNo, grossQuantity: formatDecimal(slip.grossQuantity, QTY), bagQuantity: formatDecimal(slip.bagQuantity, QTY),
    rejectedQuantity: formatDecimal(slip.rejectedQuantity, QTY), note: slip.note, challanNo: slip.challanNo,
    jobWorkerChallanNo: slip.jobWorkerChallanNo, jobWorkerChallanDate: slip.jobWorkerChallanDate, ...slip.onward,
    returns: slip.returns.map((r) => ({ slipId: r.slipId, quantity: formatDecimal(r.quantity, QTY) })),
  };
}

/**
 * What the named-returns rule needs (decide.ts, checkReturns): for the slips `ids` names, each slip of this company
 * with its number, direction, party, product, date and open KG (its net less what IN slips other than `self` name of it).
 */
function returnFacts(state: Readonly<LedgerState>, self: string | null, partyId: string, productId: string, ids: readonly string[]): SlipFacts['returns'] {
  const slips = new Map<string, NamedSlip>();
  if (!ids.length) return { partyId, productId, slips };
  const wanted = new Set(ids);
  const namedElsewhere = new Map<string, bigint>();
  for (const other of state.slips.values()) {
    if (other.id === self) continue;
    for (const r of other.returns) if (wanted.has(r.slipId)) namedElsewhere.set(r.slipId, (namedElsewhere.get(r.slipId) ?? 0n) + r.quantity);
  }
  for (const id of wanted) {
    const slip = state.slips.get(id);
    const item = slip && state.items.get(slip.itemId);
    if (!slip || !item) continue;
    slips.set(id, {
      number: slipNumber(slip.prefix, slip.slipNo), itemType: item.itemType, partyId: item.partyId, productId: item.productId, issueDate: slip.issueDate,
      open: netOf(slip.grossQuantity, slip.bagQuantity, slip.rejectedQuantity) - (namedElsewhere.get(id) ?? 0n),
    });
  }
  return { partyId, productId, slips };
}

/** The IN slips that name any of `ids` (one OUT slip, or an item's slips) as returned, each with the KG it names of them. */
function namedBy(state: Readonly<LedgerState>, ids: ReadonlySet<string>): NamingSlip[] {
  const naming: NamingSlip[] = [];
  for (const other of state.slips.values()) {
    const named = other.returns.filter((r) => ids.has(r.slipId));
    const quantity = named.reduce((sum, r) => sum + r.quantity, 0n);
    if (named.length) naming.push({ number: slipNumber(other.prefix, other.slipNo), issueDate: other.issueDate, quantity });
  }
  return naming.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number));
}

/** The slip's own party and whether the party its goods were sent on to (ITC-04 5B) is this company's. */
const onwardPartyFacts = (state: Readonly<LedgerState>, slipPartyId: string | null, onwardPartyId: string | null): SlipFacts['onwardParty'] =>
  ({ slipPartyId, exists: onwardPartyId !== null && state.parties.has(onwardPartyId) });

/** Another live slip (not `except`) has this prefix and number in the financial year of `issueDate`. */
function numberTaken(state: Readonly<LedgerState>, prefix: string, slipNo: string, issueDate: string, except: string | null): boolean {
  const fy = financialYear(issueDate);
  for (const id of state.slipsByNumber.get(slipNumberKey(prefix, slipNo)) ?? []) {
    const s = state.slips.get(id);
    if (s && s.id !== except && financialYear(s.issueDate) === fy) return true;
  }
  return false;
}

export function slipFacts(state: Readonly<LedgerState>, command: SlipCommand): SlipFacts {
  const defaultPrefix = prefixOrDefault(state.defaultPrefix);
  const none = {
    slip: null, item: null, subParty: null, productExists: false, joinedItem: null, defaultPrefix, numberTaken: false,
    nextChallanNo: null, returns: null, namedBy: [], onwardParty: null,
  };
  switch (command.type) {
    case 'AddSlip': {
      const sub = state.subParties.get(command.subPartyId);
      const prefix = command.prefix || defaultPrefix;
      const itemId = itemIdFor(command.subPartyId, command.productId, ymOfDate(command.issueDate), command.itemType);
      const item = state.items.get(itemId);
      return {
        ...none,
        subParty: sub ? { isArchived: sub.isArchived } : null,
        productExists: state.products.has(command.productId),
        joinedItem: item ? {
          id: item.id,
          rates: {
            workRate: formatDecimal(item.workRate, RATE), lossPercentage: formatDecimal(item.lossPercentage, PCT),
            marketRate: formatDecimal(item.marketRate, RATE), isLossInclusive: item.isLossInclusive, includeMarketRate: item.includeMarketRate,
          },
        } : null,
        numberTaken: numberTaken(state, prefix, command.slipNo, command.issueDate, null),
        nextChallanNo: nextChallanNo(state, command.issueDate),
        returns: sub ? returnFacts(state, null, sub.partyId, command.productId, command.returns.map((r) => r.slipId)) : null,
        onwardParty: onwardPartyFacts(state, sub?.partyId ?? null, command.onwardPartyId),
      };
    }
    case 'UpdateSlip': {
      const slip = storedSlip(state, command.filter.id);
      if (!slip) return none;
      const u = command.update;
      const prefix = u.prefix === undefined ? slip.prefix : u.prefix || defaultPrefix;
      const item = state.items.get(slip.jobWorkItemId);
      return {
        ...none, slip, numberTaken: numberTaken(state, prefix, u.slipNo ?? slip.slipNo, u.issueDate ?? slip.issueDate, slip.id),
        namedBy: namedBy(state, new Set([slip.id])),
        returns: item ? returnFacts(state, slip.id, item.partyId, item.productId, (u.returns ?? slip.returns).map((r) => r.slipId)) : null,
        onwardParty: onwardPartyFacts(state, item?.partyId ?? null, u.onwardPartyId === undefined ? slip.onwardPartyId : u.onwardPartyId),
      };
    }
    case 'TransferSlip': {
      const slip = storedSlip(state, command.filter.id);
      if (!slip) return none;
      const issueDate = command.update.issueDate ?? slip.issueDate;
      return {
        ...none, slip,
        numberTaken: numberTaken(state, slip.prefix, slip.slipNo, issueDate, slip.id),
        nextChallanNo: nextChallanNo(state, issueDate),
        namedBy: namedBy(state, new Set([slip.id])),
      };
    }
    case 'DeleteSlip': {
      const slip = storedSlip(state, command.id);
      return { ...none, slip, namedBy: slip ? namedBy(state, new Set([slip.id])) : [] };
    }
    case 'ChangeItemRates':
    case 'DeleteItem': {
      const item = state.items.get(command.type === 'DeleteItem' ? command.id : command.filter.id);
      return {
        ...none, item: item ? { itemType: item.itemType, includeMarketRate: item.includeMarketRate } : null,
        namedBy: item && command.type === 'DeleteItem' ? namedBy(state, new Set(item.slipIds)) : [],
      };
    }
  }
}

/**
 * The prefix a slip gets (the one asked for, else the company's default) and the next free number of it
 * in the financial year of `issueDate`: what /itemSlip/nextNo/get/v1 offers and a bulk add numbers from.
 */
export function nextNumber(state: Readonly<LedgerState>, asked: string | undefined, issueDate: string): { prefix: string; nextSlipNo: number } {
  const prefix = asked || prefixOrDefault(state.defaultPrefix);
  return { prefix, nextSlipNo: nextSlipNo(state, prefix, issueDate) };
}

export function bulkSlipFacts(state: Readonly<LedgerState>, command: BulkSlipCommand): BulkSlipFacts {
  const sub = state.subParties.get(command.subPartyId);
  return {
    subParty: sub ? { isArchived: sub.isArchived } : null,
    unknownProducts: new Set(command.rows.map((row) => row.productId).filter((id) => !state.products.has(id))),
    ...nextNumber(state, command.prefix, command.issueDate),
    nextChallanNos: command.itemType === 'OUT' ? nextChallanNos(state, command.issueDate, command.rows.length) : [],
  };
}
