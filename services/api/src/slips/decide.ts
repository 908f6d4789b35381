// Slip and job-work item commands and their pure decision (ledger rules, "Slips" and "Slip numbers"):
// a slip needs a live sub-party and a product, a number free in its prefix and financial year, and
// gross ≥ bag + rejected; it is addressed by id, item and direction (any mismatch is 404).
import { QTY, financialYear, formatDecimal, fyLabel, netOf, parseDecimal, slipNumber, type ItemType } from '@ledger/contract';
import type { slipsEndpoints } from '@ledger/contract';
import type { z } from 'zod';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { slipFacts } from './facts.ts';

type Input<K extends keyof typeof slipsEndpoints> = z.output<(typeof slipsEndpoints)[K]['request']>;

export type SlipCommand =
  | ({ type: 'AddSlip' } & Input<'add'>)
  | ({ type: 'UpdateSlip' } & Input<'update'>)
  | ({ type: 'DeleteSlip' } & Input<'remove'>)
  | ({ type: 'TransferSlip' } & Input<'transfer'>)
  | ({ type: 'ChangeItemRates' } & Input<'updateItem'>)
  | ({ type: 'DeleteItem' } & Input<'deleteItem'>);

/** A slip as it is now. */
export interface StoredSlip {
  id: string; jobWorkItemId: string; itemType: ItemType; issueDate: string; prefix: string; slipNo: string;
  grossQuantity: string; bagQuantity: string; rejectedQuantity: string; note: string | null;
  /** Its Rule 55 challan serial, once it has left as an OUT slip (never given again). */
  challanNo: string | null;
}

export interface SlipFacts {
  /** The slip the command names (null: none in this company, or an add). */
  slip: StoredSlip | null;
  /** The job-work item the command names (rate change, item delete). */
  item: { itemType: ItemType; includeMarketRate: boolean } | null;
  /** The sub-party of an add: null when the company has none by that id. */
  subParty: { isArchived: boolean } | null;
  productExists: boolean;
  /** The company's default prefix ('SL' when it has none). */
  defaultPrefix: string;
  /** Another live slip already has the number the command would give (same prefix and financial year). */
  numberTaken: boolean;
  /**
   * The next Rule 55 challan serial of the financial year of the date an add or a transfer would give
   * (DC/2026-27/8); null for the other commands, which give none.
   */
  nextChallanNo: string | null;
}

export interface SlipResult { id: string }

/** Another live slip has the number in that financial year: 422 naming the clash ("Slip SL-12 already exists in FY 2026-27"). */
const clash = (prefix: string, slipNo: string, fy: number) => coded(422, 'slipClash', { no: slipNumber(prefix, slipNo), fy: fyLabel(fy) }, 'slipNo');
export const clashMessage = (prefix: string, slipNo: string, fy: number) => clash(prefix, slipNo, fy).message;

/** gross − bag − rejected; refuses a negative result (400 naming the quantity at fault). */
export function netQuantity(gross: string, bag: string, rejected: string): string {
  const g = parseDecimal(gross, QTY) as bigint;
  const b = parseDecimal(bag, QTY) as bigint;
  const r = parseDecimal(rejected, QTY) as bigint;
  if (g <= 0n) throw coded(400, 'greaterThanZero', { label: 'Gross quantity' }, 'grossQuantity');
  if (b > g) throw coded(400, 'bagOverGross', {}, 'bagQuantity');
  const net = netOf(g, b, r);
  if (net < 0n) throw coded(400, 'rejectedOverNet', {}, 'rejectedQuantity');
  return formatDecimal(net, QTY);
}

function serial(facts: SlipFacts): string {
  if (facts.nextChallanNo === null) throw new Error('No challan serial in the facts of a command that gives one');
  return facts.nextChallanNo;
}

function addressed(facts: SlipFacts, ref: { jobWorkItemId: string; itemType: ItemType }): StoredSlip {
  const slip = facts.slip;
  if (!slip || slip.jobWorkItemId !== ref.jobWorkItemId || slip.itemType !== ref.itemType) throw coded(404, 'notFound', { thing: 'Slip' });
  return slip;
}

export const decideSlip: Decide<SlipCommand, SlipFacts, SlipResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddSlip': {
      const { type: _, prefix: askedPrefix, workRate, lossPercentage, marketRate, isLossInclusive, includeMarketRate, ...slip } = command;
      netQuantity(slip.grossQuantity, slip.bagQuantity, slip.rejectedQuantity);
      if (!facts.subParty) throw coded(404, 'notFound', { thing: 'Sub party' });
      if (facts.subParty.isArchived) throw coded(422, 'subPartyArchived', {}, 'subPartyId');
      if (!facts.productExists) throw coded(404, 'notFound', { thing: 'Product' });
      const prefix = askedPrefix || facts.defaultPrefix;
      if (facts.numberTaken) throw clash(prefix, slip.slipNo, financialYear(slip.issueDate));
      const slipId = newId();
      return {
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${slipId}`,
          data: {
            slipId, itemType: slip.itemType, subPartyId: slip.subPartyId, productId: slip.productId,
            issueDate: slip.issueDate, prefix, slipNo: slip.slipNo, grossQuantity: slip.grossQuantity,
            bagQuantity: slip.bagQuantity, rejectedQuantity: slip.rejectedQuantity, note: slip.note,
            rates: { workRate, lossPercentage, marketRate, isLossInclusive, includeMarketRate },
            // Goods that leave are declared on a Rule 55 challan: its serial is decided here, once.
            challanNo: slip.itemType === 'OUT' ? serial(facts) : null,
          },
        }],
        result: { id: slipId },
      };
    }
    case 'UpdateSlip': {
      const s = addressed(facts, command.filter);
      const u = command.update;
      const next = {
        issueDate: u.issueDate ?? s.issueDate,
        prefix: u.prefix === undefined ? s.prefix : u.prefix || facts.defaultPrefix,
        slipNo: u.slipNo ?? s.slipNo,
        grossQuantity: u.grossQuantity ?? s.grossQuantity,
        bagQuantity: u.bagQuantity ?? s.bagQuantity,
        rejectedQuantity: u.rejectedQuantity ?? s.rejectedQuantity,
        note: u.note === undefined ? s.note : u.note,
      };
      netQuantity(next.grossQuantity, next.bagQuantity, next.rejectedQuantity);
      if (facts.numberTaken) throw clash(next.prefix, next.slipNo, financialYear(next.issueDate));
      return { events: [{ type: 'SlipUpdated', streamId: `slip:${s.id}`, data: { slipId: s.id, ...next } }], result: { id: s.id } };
    }
    case 'DeleteSlip': {
      const s = addressed(facts, command);
      return { events: [{ type: 'SlipDeleted', streamId: `slip:${s.id}`, data: { slipId: s.id } }], result: { id: s.id } };
    }
    case 'TransferSlip': {
      if (command.update.itemType === command.filter.itemType) throw coded(400, 'invalidItemType', {}, 'update.itemType');
      const s = addressed(facts, command.filter);
      const issueDate = command.update.issueDate ?? s.issueDate;
      // Only a new date can move the slip into a financial year where its number is taken.
      if (issueDate !== s.issueDate && facts.numberTaken) throw clash(s.prefix, s.slipNo, financialYear(issueDate));
      return {
        events: [{
          type: 'SlipTransferred',
          streamId: `slip:${s.id}`,
          data: {
            slipId: s.id, itemType: command.update.itemType, issueDate,
            // Goods that leave for the first time get their challan serial now; a slip keeps the one it has.
            challanNo: command.update.itemType === 'OUT' && s.challanNo === null ? serial(facts) : null,
          },
        }],
        result: { id: s.id },
      };
    }
    case 'ChangeItemRates': {
      const { id, itemType } = command.filter;
      if (!facts.item || facts.item.itemType !== itemType) throw coded(404, 'notFound', { thing: 'Job work item' });
      const u = command.update;
      return {
        events: [{
          type: 'JobWorkItemRatesChanged',
          streamId: `item:${id}`,
          data: {
            itemId: id, workRate: u.workRate, lossPercentage: u.lossPercentage, marketRate: u.marketRate,
            isLossInclusive: u.isLossInclusive, includeMarketRate: u.includeMarketRate ?? facts.item.includeMarketRate,
          },
        }],
        result: { id },
      };
    }
    case 'DeleteItem': {
      if (!facts.item) throw coded(404, 'notFound', { thing: 'Job work item' });
      return { events: [{ type: 'JobWorkItemDeleted', streamId: `item:${command.id}`, data: { itemId: command.id } }], result: { id: command.id } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Slip decider as the store runs it: over the company's state folded at the head. */
export const slipDecider = onState(slipFacts, decideSlip);
