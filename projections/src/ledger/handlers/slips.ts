// Ledger handlers for slips and the job-work items that group them per (sub-party, product,
// month, direction).
import { NO_ONWARD, PCT, QTY, RATE, type Onward } from '@ledger/contract';
import type { ItemType, Rates } from '../../events.ts';
import { derivedId, ymOfDate, type YM } from '../months.ts';
import { slipNumberKey, touchDates, touchParty, type Dirty, type ItemState, type LedgerState, type SlipState } from '../state.ts';
import { dec, dropId, givenChallanNo, monthDocs, must, noteSlipNumber, pruneMonth, type EventOf, type Handlers } from './kit.ts';

export const itemIdFor = (subPartyId: string, productId: string, ym: YM, itemType: ItemType): string =>
  derivedId(`job-work-item|${subPartyId}|${productId}|${ym}|${itemType}`);

type ItemRates = Pick<ItemState, 'workRate' | 'lossPercentage' | 'marketRate' | 'isLossInclusive' | 'includeMarketRate'>;

const ratesOf = (r: Rates): ItemRates => ({
  workRate: dec(r.workRate, RATE),
  lossPercentage: dec(r.lossPercentage, PCT),
  marketRate: dec(r.marketRate, RATE),
  isLossInclusive: r.isLossInclusive,
  includeMarketRate: r.includeMarketRate,
});

/**
 * The slip joins the item of its (sub-party, product, month, direction) tuple; the first slip creates it with its
 * rates (and as its only slip: an item made with `[slipId]` holds one slot, where an empty array grown by a push
 * holds seventeen).
 */
function joinItem(
  s: LedgerState, dirty: Dirty, seq: number, slipId: string,
  subPartyId: string, productId: string, ym: YM, itemType: ItemType, rates: ItemRates,
): ItemState {
  const id = itemIdFor(subPartyId, productId, ym, itemType);
  let item = s.items.get(id);
  if (item) item.slipIds.push(slipId);
  else {
    const sub = must(s.subParties.get(subPartyId), `sub-party ${subPartyId}`, seq);
    // Field by field: a spread in an object literal is a runtime call (~500,000 items in a rebuild).
    item = {
      id, partyId: sub.partyId, subPartyId, productId, ym, itemType, workRate: rates.workRate, lossPercentage: rates.lossPercentage,
      marketRate: rates.marketRate, isLossInclusive: rates.isLossInclusive, includeMarketRate: rates.includeMarketRate, slipIds: [slipId],
    };
    s.items.set(id, item);
    monthDocs(must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq), ym, dirty).items.add(id);
  }
  dirty.items.add(id);
  return item;
}

/**
 * Keeps `slipsByNumber` and the numbers per prefix and year (noteSlipNumber) right as a slip is added,
 * renumbered, moved to another date or deleted: out with its number and date as they were, in as they are.
 */
function indexNumber(s: LedgerState, slip: SlipState): void {
  const key = slipNumberKey(slip.prefix, slip.slipNo);
  const ids = s.slipsByNumber.get(key);
  if (ids) ids.push(slip.id);
  else s.slipsByNumber.set(key, [slip.id]);
  noteSlipNumber(s, slip, 1);
}
function unindexNumber(s: LedgerState, slip: SlipState): void {
  const key = slipNumberKey(slip.prefix, slip.slipNo);
  const ids = s.slipsByNumber.get(key);
  if (ids && dropId(ids, slip.id) === 0) s.slipsByNumber.delete(key);
  noteSlipNumber(s, slip, -1);
}

/** The dates of an item's slips, whose figures its rates make. */
function touchItemSlips(s: LedgerState, item: ItemState, dirty: Dirty): void {
  for (const id of item.slipIds) {
    const slip = s.slips.get(id);
    if (slip) touchDates(dirty, slip.issueDate);
  }
}

function dropItem(s: LedgerState, item: ItemState, dirty: Dirty): void {
  s.items.delete(item.id);
  const party = s.parties.get(item.partyId);
  if (party) {
    party.months.get(item.ym)?.items.delete(item.id);
    pruneMonth(party, item.ym, dirty);
  }
}

/** The onward movement as the state keeps it. */
const onwardOf = (d: Onward): Onward => ({ onward: d.onward, onwardPartyId: d.onwardPartyId, saleInvoiceNo: d.saleInvoiceNo, saleInvoiceDate: d.saleInvoiceDate });

/**
 * None named, shared as NO_ONWARD is (a slip's returns are replaced, never changed in place): one empty
 * array per slip was ~500,000 more objects in a 1,000,000-event rebuild's state.
 */
const NO_RETURNS: SlipState['returns'] = Object.freeze([]) as unknown as SlipState['returns'];

/** Named returns as the state keeps them (KG units). */
const namedReturns = (returns: ReadonlyArray<{ slipId: string; quantity: string }>): SlipState['returns'] =>
  (returns.length ? returns.map((r) => ({ slipId: r.slipId, quantity: dec(r.quantity, QTY) })) : NO_RETURNS);

/** An edit and a transfer both move the slip to the item of its (possibly new) month and direction. */
function moveSlip(s: LedgerState, e: EventOf<'SlipUpdated' | 'SlipTransferred'>, dirty: Dirty): void {
  const d = e.data;
  const slip = must(s.slips.get(d.slipId), `slip ${d.slipId}`, e.seq);
  const from = must(s.items.get(slip.itemId), `job-work item ${slip.itemId}`, e.seq);
  const itemType = e.type === 'SlipTransferred' ? e.data.itemType : from.itemType;
  const ym = ymOfDate(d.issueDate);
  touchDates(dirty, slip.issueDate, d.issueDate);
  // A slip moved to another month or direction joins that tuple's item, created with the source rates.
  const rates: ItemRates = {
    workRate: from.workRate, lossPercentage: from.lossPercentage, marketRate: from.marketRate,
    isLossInclusive: from.isLossInclusive, includeMarketRate: from.includeMarketRate,
  };
  // Out of its item, and out with its number and date as they were (an edit may change both), in again below as they are.
  dropId(from.slipIds, slip.id);
  dirty.items.add(from.id);
  const to = joinItem(s, dirty, e.seq, slip.id, from.subPartyId, from.productId, ym, itemType, rates);
  unindexNumber(s, slip);
  slip.itemId = to.id;
  slip.issueDate = d.issueDate;
  slip.modifiedAt = e.recordedAt;
  // Goods that now leave (an IN slip transferred to OUT) get their challan serial then (an OUT slip has
  // had one since it was added, so an edit never gives one).
  if (itemType === 'OUT' && slip.challanNo === null) {
    slip.challanNo = givenChallanNo(s, 'challanNo' in d ? d.challanNo : undefined, d.issueDate);
  }
  // Goods going out carry no job worker's challan: a slip transferred to OUT drops the one it had.
  if (itemType === 'OUT') {
    slip.jobWorkerChallanNo = slip.jobWorkerChallanDate = null;
    // Nor does it return any of ours, nor say where goods received went.
    slip.returns = NO_RETURNS;
    slip.onward = NO_ONWARD;
  }
  if (e.type === 'SlipUpdated') {
    const u = e.data;
    slip.prefix = u.prefix;
    slip.slipNo = u.slipNo;
    slip.grossQuantity = dec(u.grossQuantity, QTY);
    slip.bagQuantity = dec(u.bagQuantity, QTY);
    slip.rejectedQuantity = dec(u.rejectedQuantity, QTY);
    slip.note = u.note;
    // Version 1 updates knew no job worker's challan: the slip keeps its own.
    if ('jobWorkerChallanNo' in u) {
      slip.jobWorkerChallanNo = u.jobWorkerChallanNo;
      slip.jobWorkerChallanDate = u.jobWorkerChallanDate;
    }
    // Versions before 3 knew no named returns: the slip keeps its own.
    if ('returns' in u) slip.returns = namedReturns(u.returns);
    // Versions before 4 knew no onward movement: the slip keeps its own.
    if ('onward' in u) slip.onward = onwardOf(u);
  }
  indexNumber(s, slip);
  dirty.slips.add(slip.id);
  touchParty(dirty, from.partyId, Math.min(from.ym, ym));
}

export const slipHandlers: Handlers<
  'SlipAdded' | 'SlipUpdated' | 'SlipTransferred' | 'SlipDeleted' | 'JobWorkItemRatesChanged' | 'JobWorkItemDeleted'
> = {
  SlipAdded: (s, { data: d, seq, recordedAt: at }, dirty) => {
    const ym = ymOfDate(d.issueDate);
    touchDates(dirty, d.issueDate);
    // A slip is added once (its id is the server's; the lists below hold each slip once).
    if (s.slips.has(d.slipId)) throw new Error(`Event ${seq}: slip ${d.slipId} already exists`);
    const item = joinItem(s, dirty, seq, d.slipId, d.subPartyId, d.productId, ym, d.itemType, ratesOf(d.rates));
    const slip: SlipState = {
      id: d.slipId, itemId: item.id, issueDate: d.issueDate, prefix: d.prefix, slipNo: d.slipNo,
      grossQuantity: dec(d.grossQuantity, QTY), bagQuantity: dec(d.bagQuantity, QTY),
      rejectedQuantity: dec(d.rejectedQuantity, QTY), note: d.note, createdAt: at, modifiedAt: at,
      challanNo: d.itemType === 'OUT' ? givenChallanNo(s, 'challanNo' in d ? d.challanNo : undefined, d.issueDate) : null,
      jobWorkerChallanNo: 'jobWorkerChallanNo' in d ? d.jobWorkerChallanNo : null,
      jobWorkerChallanDate: 'jobWorkerChallanDate' in d ? d.jobWorkerChallanDate : null,
      returns: 'returns' in d ? namedReturns(d.returns) : NO_RETURNS,
      // Versions before 5: the goods came to us.
      onward: 'onward' in d ? onwardOf(d) : NO_ONWARD,
      deemedSupply: null,
    };
    s.slips.set(d.slipId, slip);
    indexNumber(s, slip);
    dirty.slips.add(d.slipId);
    touchParty(dirty, item.partyId, ym);
  },
  SlipUpdated: moveSlip,
  SlipTransferred: moveSlip,
  SlipDeleted: (s, { data, seq }, dirty) => {
    const slip = must(s.slips.get(data.slipId), `slip ${data.slipId}`, seq);
    const item = must(s.items.get(slip.itemId), `job-work item ${slip.itemId}`, seq);
    dropId(item.slipIds, slip.id);
    touchDates(dirty, slip.issueDate);
    s.slips.delete(slip.id);
    unindexNumber(s, slip);
    dirty.slips.add(slip.id);
    dirty.items.add(item.id);
    touchParty(dirty, item.partyId, item.ym);
  },
  JobWorkItemRatesChanged: (s, { data: d, seq }, dirty) => {
    const item = must(s.items.get(d.itemId), `job-work item ${d.itemId}`, seq);
    Object.assign(item, ratesOf(d));
    // The item's rates are its slips' figures (amounts, loss shares).
    touchItemSlips(s, item, dirty);
    dirty.items.add(item.id);
    touchParty(dirty, item.partyId, item.ym);
  },
  JobWorkItemDeleted: (s, { data, seq }, dirty) => {
    const item = must(s.items.get(data.itemId), `job-work item ${data.itemId}`, seq);
    touchItemSlips(s, item, dirty);
    for (const slipId of item.slipIds) {
      const slip = s.slips.get(slipId);
      if (slip) unindexNumber(s, slip);
      s.slips.delete(slipId);
      dirty.slips.add(slipId);
    }
    dropItem(s, item, dirty);
    dirty.items.add(item.id);
    touchParty(dirty, item.partyId, item.ym);
  },
};
