// Slip and job-work item commands and their pure decision (ledger rules, "Slips" and "Slip numbers"):
// a slip needs a live sub-party and a product, a number free in its prefix and financial year, and
// gross ≥ bag + rejected; it is addressed by id, item and direction (any mismatch is 404). A bulk add
// records many slips in one command, numbered here, all or none; a refusal names the row at fault.
import {
  DEFAULT_SLIP_RATES, NO_ONWARD, ONWARD_LABELS, QTY, financialYear, formatDecimal, formatIsoDate, fyLabel, jobWorkerChallanProblem, namedOutSlipProblem,
  namedReturnsProblem, netOf, onwardProblem, parseDecimal, slipNumber, type ItemType, type JobWorkerChallan, type NamedSlip, type NamingSlip, type Onward,
  type OutSlipChange, type SlipReturn,
} from '@ledger/contract';
import type { slipsEndpoints } from '@ledger/contract';
import type { z } from 'zod';
import { AppError, coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { bulkSlipFacts, slipFacts } from './facts.ts';

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
  jobWorkerChallanNo: string | null;
  jobWorkerChallanDate: string | null;
  /** The OUT slips it names as returned (an IN slip), in the order named. */
  returns: SlipReturn[];
  /** Where its goods went when they did not come to us (an IN slip; ITC-04 5B / 5C). */
  onward: Onward['onward'];
  onwardPartyId: string | null;
  saleInvoiceNo: string | null;
  saleInvoiceDate: string | null;
}

export interface SlipFacts {
  /** The slip the command names (null: none in this company, or an add). */
  slip: StoredSlip | null;
  /** The job-work item the command names (rate change, item delete). */
  item: { itemType: ItemType; includeMarketRate: boolean } | null;
  /** The sub-party of an add: null when the company has none by that id. */
  subParty: { isArchived: boolean } | null;
  productExists: boolean;
  /**
   * This month's item an add would join, with its rates as its requests write them (null: the add
   * starts it). An add that changes the item's rates re-prices it when they differ.
   */
  joinedItem: { id: string; rates: SlipRates } | null;
  /** The company's default prefix ('SL' when it has none). */
  defaultPrefix: string;
  /** Another live slip already has the number the command would give (same prefix and financial year). */
  numberTaken: boolean;
  /**
   * The next Rule 55 challan serial of the financial year of the date an add or a transfer would give
   * (DC/2026-27/8); null for the other commands, which give none.
   */
  nextChallanNo: string | null;
  /**
   * An add's or update's named returns (those sent, else those the slip keeps): the party and product of the slip
   * (null: unknown, the add is refused first), and each slip named that this company has, by id (absent: 404).
   */
  returns: { partyId: string; productId: string; slips: ReadonlyMap<string, NamedSlip> } | null;
  /**
   * The IN slips that name the slip the command changes (an update, a transfer, a delete) as returned, or any slip of
   * the item a delete removes, each with the KG it names (none: the command is free of them).
   */
  namedBy: readonly NamingSlip[];
  /**
   * An add's or update's onward movement: the slip's own party (null: unknown, the add is refused first) and whether
   * the party its goods were sent on to (sent, else kept) is this company's (absent: 404).
   */
  onwardParty: { slipPartyId: string | null; exists: boolean } | null;
}

export type BulkSlipCommand = { type: 'BulkAddSlips' } & Input<'bulkAdd'>;

export interface BulkSlipFacts {
  /** The sub-party of the slips: null when the company has none by that id. */
  subParty: { isArchived: boolean } | null;
  /** The products the rows name that the company does not have. */
  unknownProducts: ReadonlySet<string>;
  /** The prefix the slips take: the one asked for, else the company default. */
  prefix: string;
  /** The next free slip number of that prefix in the date's financial year. */
  nextSlipNo: number;
  /** The next Rule 55 serials of the date's financial year, one per row (OUT slips only; else empty). */
  nextChallanNos: string[];
}

/** The rates a slip add sends and an item keeps. */
type SlipRates = Pick<Input<'add'>, 'workRate' | 'lossPercentage' | 'marketRate' | 'isLossInclusive' | 'includeMarketRate'>;

/** A bulk add's slips, in row order, with the numbers and serials decided for them. */
export interface BulkResult { slips: Array<{ id: string; prefix: string; slipNo: string; challanNo: string | null }> }

const sameRates = (a: SlipRates, b: SlipRates) =>
  a.workRate === b.workRate && a.lossPercentage === b.lossPercentage && a.marketRate === b.marketRate
  && a.isLossInclusive === b.isLossInclusive && a.includeMarketRate === b.includeMarketRate;

/** A refusal about one row of a bulk add names the row: `grossQuantity` of row 3 becomes `rows.3.grossQuantity`. */
function inRow<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    throw new AppError(err.status, err.code, err.params, { field: `rows.${index}.${err.field ?? 'productId'}` });
  }
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

/**
 * The job worker's challan a document will hold, on a document dated `issueDate`: refused (400 naming the field)
 * on a document that receives nothing from a job worker (`receives` false: an OUT slip, any bill but a Received
 * Challan), when only one of number and date is given, or when it is dated after the document.
 */
export function checkJobWorkerChallan(c: JobWorkerChallan, issueDate: string, receives: boolean): JobWorkerChallan {
  if (!receives && (c.jobWorkerChallanNo !== null || c.jobWorkerChallanDate !== null)) {
    throw coded(400, 'jobWorkerChallanReceivedOnly', {}, c.jobWorkerChallanNo !== null ? 'jobWorkerChallanNo' : 'jobWorkerChallanDate');
  }
  const problem = jobWorkerChallanProblem(c, issueDate);
  if (problem) throw coded(400, problem.key, { date: formatIsoDate(issueDate) }, problem.field);
  return { jobWorkerChallanNo: c.jobWorkerChallanNo, jobWorkerChallanDate: c.jobWorkerChallanDate };
}

/**
 * The returns an IN slip will name, checked with the contract's rule (namedReturnsProblem): a slip named that this
 * company has not is 404; an OUT slip naming any is 400 (returns); the rule's refusals are 422 naming the entry.
 */
export function checkReturns(returns: SlipReturn[], itemType: ItemType, slip: { issueDate: string; net: string }, facts: Pick<SlipFacts, 'returns'>): SlipReturn[] {
  if (!returns.length) return [];
  if (itemType !== 'IN') throw coded(400, 'returnsInOnly', {}, 'returns');
  const known = facts.returns;
  if (!known) throw new Error('No named-return facts for a command that names returns');
  for (const [i, r] of returns.entries()) {
    if (!known.slips.has(r.slipId)) throw coded(404, 'notFound', { thing: 'Returned slip' }, `returns.${i}.slipId`);
  }
  const problem = namedReturnsProblem(
    returns.map((r) => ({ slipId: r.slipId, quantity: parseDecimal(r.quantity, QTY) as bigint })),
    { partyId: known.partyId, productId: known.productId, issueDate: slip.issueDate, net: parseDecimal(slip.net, QTY) as bigint },
    (id) => known.slips.get(id),
  );
  if (problem) throw coded(422, problem.key, problem.params, problem.field);
  return returns.map((r) => ({ slipId: r.slipId, quantity: r.quantity }));
}

/** A change to an OUT slip that IN slips name as returned, checked with the contract's rule (namedOutSlipProblem): refused 422 naming them. */
function checkNamedBy(change: OutSlipChange, facts: Pick<SlipFacts, 'namedBy'>): void {
  const problem = namedOutSlipProblem(change, facts.namedBy);
  if (problem) throw coded(422, problem.key, problem.params, problem.field);
}

/**
 * Where an IN slip's goods went, as it will hold it, checked with the contract's rule (onwardProblem): any on a slip
 * going out is 400 (onward); a party this company has not is 404 naming onwardPartyId; the rule's refusals are 400
 * naming the field.
 */
export function checkOnward(o: Onward, itemType: ItemType, facts: Pick<SlipFacts, 'onwardParty'>): Onward {
  const given = o.onward !== null || o.onwardPartyId !== null || o.saleInvoiceNo !== null || o.saleInvoiceDate !== null;
  if (!given) return NO_ONWARD;
  if (itemType !== 'IN') throw coded(400, 'onwardInOnly', {}, 'onward');
  const slipPartyId = facts.onwardParty?.slipPartyId ?? null;
  const problem = onwardProblem(o, slipPartyId);
  if (problem) throw coded(400, problem.key, { label: ONWARD_LABELS[problem.field] }, problem.field);
  if (o.onward === 'JOB_WORKER' && !facts.onwardParty?.exists) throw coded(404, 'notFound', { thing: 'Party' }, 'onwardPartyId');
  return { onward: o.onward, onwardPartyId: o.onwardPartyId, saleInvoiceNo: o.saleInvoiceNo, saleInvoiceDate: o.saleInvoiceDate };
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

function subPartyOpen(facts: Pick<SlipFacts, 'subParty'>): void {
  if (!facts.subParty) throw coded(404, 'notFound', { thing: 'Sub party' });
  if (facts.subParty.isArchived) throw coded(422, 'subPartyArchived', {}, 'subPartyId');
}

interface NewSlip {
  itemType: ItemType; subPartyId: string; productId: string; issueDate: string; prefix: string; slipNo: string;
  grossQuantity: string; bagQuantity: string; rejectedQuantity: string; note: string | null; rates: SlipRates;
  challanNo: string | null; jobWorkerChallanNo: string | null; jobWorkerChallanDate: string | null; returns: SlipReturn[];
  onward: Onward['onward']; onwardPartyId: string | null; saleInvoiceNo: string | null; saleInvoiceDate: string | null;
}

const slipAdded = (slipId: string, slip: NewSlip) => ({ type: 'SlipAdded' as const, streamId: `slip:${slipId}`, data: { slipId, ...slip } });

export const decideSlip: Decide<SlipCommand, SlipFacts, SlipResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddSlip': {
      const {
        type: _, prefix: askedPrefix, workRate, lossPercentage, marketRate, isLossInclusive, includeMarketRate, changeItemRates, ...slip
      } = command;
      const rates = { workRate, lossPercentage, marketRate, isLossInclusive, includeMarketRate };
      const net = netQuantity(slip.grossQuantity, slip.bagQuantity, slip.rejectedQuantity);
      checkJobWorkerChallan(slip, slip.issueDate, slip.itemType === 'IN');
      subPartyOpen(facts);
      if (!facts.productExists) throw coded(404, 'notFound', { thing: 'Product' });
      slip.returns = checkReturns(slip.returns, slip.itemType, { issueDate: slip.issueDate, net }, facts);
      Object.assign(slip, checkOnward(slip, slip.itemType, facts));
      const prefix = askedPrefix || facts.defaultPrefix;
      if (facts.numberTaken) throw clash(prefix, slip.slipNo, financialYear(slip.issueDate));
      const item = facts.joinedItem;
      // "Change this item's rates and add a slip": one command, so the slip never lands on the old rates alone.
      const reprice = changeItemRates && item !== null && !sameRates(item.rates, rates)
        ? [{ type: 'JobWorkItemRatesChanged' as const, streamId: `item:${item.id}`, data: { itemId: item.id, ...rates } }]
        : [];
      const slipId = newId();
      return {
        events: [...reprice, slipAdded(slipId, {
          ...slip, prefix, rates,
          // Goods that leave are declared on a Rule 55 challan: its serial is decided here, once.
          challanNo: slip.itemType === 'OUT' ? serial(facts) : null,
        })],
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
        jobWorkerChallanNo: u.jobWorkerChallanNo === undefined ? s.jobWorkerChallanNo : u.jobWorkerChallanNo,
        jobWorkerChallanDate: u.jobWorkerChallanDate === undefined ? s.jobWorkerChallanDate : u.jobWorkerChallanDate,
        returns: u.returns ?? s.returns,
        onward: u.onward === undefined ? s.onward : u.onward,
        onwardPartyId: u.onwardPartyId === undefined ? s.onwardPartyId : u.onwardPartyId,
        saleInvoiceNo: u.saleInvoiceNo === undefined ? s.saleInvoiceNo : u.saleInvoiceNo,
        saleInvoiceDate: u.saleInvoiceDate === undefined ? s.saleInvoiceDate : u.saleInvoiceDate,
      };
      const net = netQuantity(next.grossQuantity, next.bagQuantity, next.rejectedQuantity);
      checkJobWorkerChallan(next, next.issueDate, s.itemType === 'IN');
      // The returns it keeps are checked again too: a new date or quantity must still fit them.
      next.returns = checkReturns(next.returns, s.itemType, { issueDate: next.issueDate, net }, facts);
      // An OUT slip that IN slips name keeps at least the KG they name, dated on or before them.
      checkNamedBy({ kind: 'change', net: parseDecimal(net, QTY) as bigint, issueDate: next.issueDate }, facts);
      Object.assign(next, checkOnward(next, s.itemType, facts));
      if (facts.numberTaken) throw clash(next.prefix, next.slipNo, financialYear(next.issueDate));
      return { events: [{ type: 'SlipUpdated', streamId: `slip:${s.id}`, data: { slipId: s.id, ...next } }], result: { id: s.id } };
    }
    case 'DeleteSlip': {
      const s = addressed(facts, command);
      checkNamedBy({ kind: 'delete' }, facts);
      return { events: [{ type: 'SlipDeleted', streamId: `slip:${s.id}`, data: { slipId: s.id } }], result: { id: s.id } };
    }
    case 'TransferSlip': {
      if (command.update.itemType === command.filter.itemType) throw coded(400, 'invalidItemType', {}, 'update.itemType');
      const s = addressed(facts, command.filter);
      checkNamedBy({ kind: 'move' }, facts);
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
      checkNamedBy({ kind: 'deleteItem' }, facts);
      return { events: [{ type: 'JobWorkItemDeleted', streamId: `item:${command.id}`, data: { itemId: command.id } }], result: { id: command.id } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Slip decider as the store runs it: over the company's state folded at the head. */
export const slipDecider = onState(slipFacts, decideSlip);

/**
 * A bulk add: every row checked (quantities first, naming the row), then the sub-party and the rows'
 * products; the slips are numbered in row order from the next free number of the prefix and financial
 * year, so no number is taken twice, and OUT slips take the next challan serials. All rows or none.
 */
export const decideBulkSlips: Decide<BulkSlipCommand, BulkSlipFacts, BulkResult> = (command, facts, { newId }) => {
  const ratesOf = new Map<string, SlipRates>();
  command.rates.forEach(({ productId, ...rates }, i) => {
    if (ratesOf.has(productId)) throw coded(400, 'productRatesTwice', {}, `rates.${i}.productId`);
    ratesOf.set(productId, rates);
  });
  command.rows.forEach((row, i) => inRow(i, () => netQuantity(row.grossQuantity, row.bagQuantity, row.rejectedQuantity)));
  subPartyOpen(facts);
  command.rows.forEach((row, i) => {
    if (facts.unknownProducts.has(row.productId)) throw coded(404, 'notFound', { thing: 'Product' }, `rows.${i}.productId`);
  });
  if (command.itemType === 'OUT' && facts.nextChallanNos.length < command.rows.length) {
    throw new Error('Fewer challan serials in the facts than the slips that need one');
  }
  const events = command.rows.map((row, i) => slipAdded(newId(), {
    ...row, itemType: command.itemType, subPartyId: command.subPartyId, issueDate: command.issueDate, prefix: facts.prefix,
    slipNo: String(facts.nextSlipNo + i), rates: ratesOf.get(row.productId) ?? DEFAULT_SLIP_RATES,
    challanNo: command.itemType === 'OUT' ? (facts.nextChallanNos[i] ?? null) : null,
    // A bulk add records no job worker's challan (each slip's edit can add one).
    jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], ...NO_ONWARD,
  }));
  const slips = events.map(({ data: { slipId, prefix, slipNo, challanNo } }) => ({ id: slipId, prefix, slipNo, challanNo }));
  return { events, result: { slips } };
};

export const bulkSlipDecider = onState(bulkSlipFacts, decideBulkSlips);
