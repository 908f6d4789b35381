// The ledger reducer: applies one stored event to a company's state and records what it touched.
// Pure: no I/O, no clock (time comes from the event), so auditors replay it with equal results.
import type { ItemType, LedgerEvent, Rates } from '../events.ts';
import { AMT, PCT, QTY, RATE, parseDecimal } from '@ledger/contract';
import { derivedId, ymOfDate, ymOfInstant, type YM } from './months.ts';
import { partyRange } from './figures.ts';
import { touchParty, type Dirty, type ItemState, type LedgerState, type MonthDocs, type PartyState } from './state.ts';

/** Stored decimals are validated fixed-scale strings; a failure here means a corrupt event. */
function dec(value: string, scale: number): bigint {
  const units = parseDecimal(value, scale);
  if (units === null) throw new Error(`Malformed decimal in event: ${value}`);
  return units;
}

function must<T>(value: T | undefined, what: string, seq: number): T {
  if (value === undefined) throw new Error(`Event ${seq}: ${what} not found`);
  return value;
}

// When a month past the party's last one gains its first document, the months in between become
// carried months of the series; when the last month loses its last one, they stop being months.
// Either way they must be rewritten, not only the month touched, so both helpers touch from there.
function monthDocs(party: PartyState, ym: YM, dirty: Dirty): MonthDocs {
  let docs = party.months.get(ym);
  if (!docs) {
    const { lastYm } = partyRange(party);
    if (ym > lastYm) touchParty(dirty, party.id, lastYm + 1);
    docs = { items: new Set(), bills: new Set(), cash: new Set(), notes: new Set() };
    party.months.set(ym, docs);
  }
  return docs;
}

function pruneMonth(party: PartyState, ym: YM, dirty: Dirty): void {
  const docs = party.months.get(ym);
  if (docs && docs.items.size + docs.bills.size + docs.cash.size + docs.notes.size === 0) {
    party.months.delete(ym);
    const { lastYm } = partyRange(party);
    if (ym > lastYm) touchParty(dirty, party.id, lastYm + 1);
  }
}

/** The company's last month as the renderer sees it: its creation month or any party's last month. */
function companyLastYm(s: LedgerState): YM | null {
  let last = s.createdYm;
  for (const p of s.parties.values()) {
    const { lastYm } = partyRange(p);
    if (last === null || lastYm > last) last = lastYm;
  }
  return last;
}

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

/** The item of a (sub-party, product, month, direction) tuple; the first slip creates it with its rates. */
function ensureItem(
  s: LedgerState, dirty: Dirty, seq: number,
  subPartyId: string, productId: string, ym: YM, itemType: ItemType, rates: ItemRates,
): ItemState {
  const id = itemIdFor(subPartyId, productId, ym, itemType);
  let item = s.items.get(id);
  if (!item) {
    const sub = must(s.subParties.get(subPartyId), `sub-party ${subPartyId}`, seq);
    item = { id, partyId: sub.partyId, subPartyId, productId, ym, itemType, ...rates, slipIds: new Set() };
    s.items.set(id, item);
    monthDocs(must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq), ym, dirty).items.add(id);
  }
  dirty.items.add(id);
  return item;
}

function dropItem(s: LedgerState, item: ItemState, dirty: Dirty): void {
  s.items.delete(item.id);
  const party = s.parties.get(item.partyId);
  if (party) {
    party.months.get(item.ym)?.items.delete(item.id);
    pruneMonth(party, item.ym, dirty);
  }
}

export function evolve(s: LedgerState, e: LedgerEvent, dirty: Dirty): void {
  const seq = e.seq;
  const at = e.recordedAt;
  s.seq = seq;
  switch (e.type) {
    case 'CompanyCreated': {
      s.createdYm = ymOfInstant(at);
      dirty.companyFrom = dirty.companyFrom === null ? s.createdYm : Math.min(dirty.companyFrom, s.createdYm);
      return;
    }
    case 'CompanyUpdated':
      return;
    case 'EventVoided':
      return; // the voided event itself is never read (sql/events.ts skips it) // name and prefix live in the companies table; no read model here depends on them
    case 'ProductAdded': {
      const d = e.data;
      s.products.set(d.productId, { id: d.productId, name: d.name, note: d.note, createdAt: at, updatedAt: at });
      dirty.products.add(d.productId);
      return;
    }
    case 'ProductUpdated': {
      const p = must(s.products.get(e.data.productId), `product ${e.data.productId}`, seq);
      p.name = e.data.name;
      p.updatedAt = at;
      dirty.products.add(p.id);
      return;
    }
    case 'ProductDeleted': {
      must(s.products.get(e.data.productId), `product ${e.data.productId}`, seq);
      s.products.delete(e.data.productId);
      dirty.products.add(e.data.productId);
      return;
    }
    case 'PartyAdded': {
      const d = e.data;
      const createdYm = ymOfInstant(at);
      // A party created months after the company's last month stretches the company's months: the
      // ones in between (carried balances) must be written as well.
      const companyLast = companyLastYm(s);
      if (companyLast !== null && createdYm > companyLast + 1) {
        dirty.companyFrom = dirty.companyFrom === null ? companyLast + 1 : Math.min(dirty.companyFrom, companyLast + 1);
      }
      s.parties.set(d.partyId, {
        id: d.partyId, name: d.name, note: d.note,
        openingQuantity: dec(d.openingReceivableQuantity, QTY), openingAmount: dec(d.openingReceivableAmount, AMT),
        defaultSubPartyId: d.defaultSubPartyId, createdAt: at, updatedAt: at, createdYm,
        subPartyIds: new Set([d.defaultSubPartyId]), months: new Map(),
      });
      s.subParties.set(d.defaultSubPartyId, {
        id: d.defaultSubPartyId, partyId: d.partyId, name: 'Default', note: null, isDefault: true,
        isArchived: false, createdAt: at, createdYm, monthNotes: new Map(),
      });
      dirty.subParties.add(d.defaultSubPartyId);
      touchParty(dirty, d.partyId, createdYm);
      return;
    }
    case 'PartyUpdated': {
      const d = e.data;
      const p = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
      p.name = d.name;
      p.note = d.note;
      p.openingQuantity = dec(d.openingReceivableQuantity, QTY);
      p.openingAmount = dec(d.openingReceivableAmount, AMT);
      p.updatedAt = at;
      touchParty(dirty, p.id, 0); // the opening balance moves every month
      return;
    }
    case 'PartyDeleted': {
      const p = must(s.parties.get(e.data.partyId), `party ${e.data.partyId}`, seq);
      for (const docs of p.months.values()) {
        const hasSlips = [...docs.items].some((id) => (s.items.get(id)?.slipIds.size ?? 0) > 0);
        if (hasSlips || docs.bills.size + docs.cash.size > 0) throw new Error(`Event ${seq}: party has documents`);
      }
      // Items whose slips were all deleted are not entries (the API counts slips, bills and cash),
      // so a party may be deleted with them: they go with it.
      for (const docs of p.months.values()) {
        for (const itemId of docs.items) {
          s.items.delete(itemId);
          dirty.items.add(itemId);
        }
      }
      for (const subId of p.subPartyIds) {
        s.subParties.delete(subId);
        dirty.subParties.add(subId);
      }
      s.parties.delete(p.id);
      touchParty(dirty, p.id, 0);
      return;
    }
    case 'SubPartyAdded': {
      const d = e.data;
      const p = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
      const createdYm = ymOfInstant(at);
      s.subParties.set(d.subPartyId, {
        id: d.subPartyId, partyId: d.partyId, name: d.name, note: d.note, isDefault: false,
        isArchived: false, createdAt: at, createdYm, monthNotes: new Map(),
      });
      p.subPartyIds.add(d.subPartyId);
      dirty.subParties.add(d.subPartyId);
      touchParty(dirty, p.id, createdYm);
      return;
    }
    case 'SubPartyUpdated': {
      const sub = must(s.subParties.get(e.data.subPartyId), `sub-party ${e.data.subPartyId}`, seq);
      sub.name = e.data.name;
      sub.note = e.data.note;
      dirty.subParties.add(sub.id);
      return;
    }
    case 'SubPartyArchived': {
      const sub = must(s.subParties.get(e.data.subPartyId), `sub-party ${e.data.subPartyId}`, seq);
      sub.isArchived = true;
      dirty.subParties.add(sub.id);
      return;
    }
    case 'SubPartyRemoved': {
      const sub = must(s.subParties.get(e.data.subPartyId), `sub-party ${e.data.subPartyId}`, seq);
      const p = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
      for (const ym of sub.monthNotes.keys()) {
        p.months.get(ym)?.notes.delete(sub.id);
        pruneMonth(p, ym, dirty);
      }
      s.subParties.delete(sub.id);
      p.subPartyIds.delete(sub.id);
      dirty.subParties.add(sub.id);
      touchParty(dirty, p.id, 0);
      return;
    }
    case 'SubPartyMonthNoteSet': {
      const d = e.data;
      const sub = must(s.subParties.get(d.subPartyId), `sub-party ${d.subPartyId}`, seq);
      const p = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
      const ym = d.year * 12 + d.month - 1;
      if (d.note) {
        sub.monthNotes.set(ym, d.note);
        monthDocs(p, ym, dirty).notes.add(sub.id);
      } else {
        sub.monthNotes.delete(ym);
        p.months.get(ym)?.notes.delete(sub.id);
        pruneMonth(p, ym, dirty);
      }
      touchParty(dirty, p.id, ym);
      return;
    }
    case 'SlipAdded': {
      const d = e.data;
      const ym = ymOfDate(d.issueDate);
      const item = ensureItem(s, dirty, seq, d.subPartyId, d.productId, ym, d.itemType, ratesOf(d.rates));
      item.slipIds.add(d.slipId);
      s.slips.set(d.slipId, {
        id: d.slipId, itemId: item.id, issueDate: d.issueDate, prefix: d.prefix, slipNo: d.slipNo,
        grossQuantity: dec(d.grossQuantity, QTY), bagQuantity: dec(d.bagQuantity, QTY),
        rejectedQuantity: dec(d.rejectedQuantity, QTY), note: d.note, createdAt: at, modifiedAt: at,
      });
      dirty.slips.add(d.slipId);
      touchParty(dirty, item.partyId, ym);
      return;
    }
    case 'SlipUpdated':
    case 'SlipTransferred': {
      const d = e.data;
      const slip = must(s.slips.get(d.slipId), `slip ${d.slipId}`, seq);
      const from = must(s.items.get(slip.itemId), `job-work item ${slip.itemId}`, seq);
      const itemType = e.type === 'SlipTransferred' ? e.data.itemType : from.itemType;
      const ym = ymOfDate(d.issueDate);
      // A slip moved to another month or direction joins that tuple's item, created with the source rates.
      const rates: ItemRates = {
        workRate: from.workRate, lossPercentage: from.lossPercentage, marketRate: from.marketRate,
        isLossInclusive: from.isLossInclusive, includeMarketRate: from.includeMarketRate,
      };
      const to = ensureItem(s, dirty, seq, from.subPartyId, from.productId, ym, itemType, rates);
      dirty.items.add(from.id);
      from.slipIds.delete(slip.id);
      to.slipIds.add(slip.id);
      slip.itemId = to.id;
      slip.issueDate = d.issueDate;
      slip.modifiedAt = at;
      if (e.type === 'SlipUpdated') {
        const u = e.data;
        slip.prefix = u.prefix;
        slip.slipNo = u.slipNo;
        slip.grossQuantity = dec(u.grossQuantity, QTY);
        slip.bagQuantity = dec(u.bagQuantity, QTY);
        slip.rejectedQuantity = dec(u.rejectedQuantity, QTY);
        slip.note = u.note;
      }
      dirty.slips.add(slip.id);
      touchParty(dirty, from.partyId, Math.min(from.ym, ym));
      return;
    }
    case 'SlipDeleted': {
      const slip = must(s.slips.get(e.data.slipId), `slip ${e.data.slipId}`, seq);
      const item = must(s.items.get(slip.itemId), `job-work item ${slip.itemId}`, seq);
      item.slipIds.delete(slip.id);
      s.slips.delete(slip.id);
      dirty.slips.add(slip.id);
      dirty.items.add(item.id);
      touchParty(dirty, item.partyId, item.ym);
      return;
    }
    case 'JobWorkItemRatesChanged': {
      const d = e.data;
      const item = must(s.items.get(d.itemId), `job-work item ${d.itemId}`, seq);
      Object.assign(item, ratesOf(d));
      dirty.items.add(item.id);
      touchParty(dirty, item.partyId, item.ym);
      return;
    }
    case 'JobWorkItemDeleted': {
      const item = must(s.items.get(e.data.itemId), `job-work item ${e.data.itemId}`, seq);
      for (const slipId of item.slipIds) {
        s.slips.delete(slipId);
        dirty.slips.add(slipId);
      }
      dropItem(s, item, dirty);
      dirty.items.add(item.id);
      touchParty(dirty, item.partyId, item.ym);
      return;
    }
    case 'BillAdded': {
      const d = e.data;
      const sub = must(s.subParties.get(d.subPartyId), `sub-party ${d.subPartyId}`, seq);
      const party = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
      const ym = ymOfDate(d.issueDate);
      s.bills.set(d.billId, {
        id: d.billId, kind: d.kind, partyId: sub.partyId, subPartyId: d.subPartyId, productId: d.productId,
        issueDate: d.issueDate, fullBillNo: d.fullBillNo, quantity: dec(d.quantity, QTY),
        workRate: dec(d.workRate, RATE), saleRate: dec(d.saleRate, RATE), note: d.note, createdAt: at, modifiedAt: at,
      });
      monthDocs(party, ym, dirty).bills.add(d.billId);
      dirty.bills.add(d.billId);
      touchParty(dirty, party.id, ym);
      return;
    }
    case 'BillUpdated': {
      const d = e.data;
      const bill = must(s.bills.get(d.billId), `bill ${d.billId}`, seq);
      bill.fullBillNo = d.fullBillNo;
      bill.quantity = dec(d.quantity, QTY);
      bill.workRate = dec(d.workRate, RATE);
      bill.saleRate = dec(d.saleRate, RATE);
      bill.note = d.note;
      bill.modifiedAt = at;
      dirty.bills.add(bill.id);
      touchParty(dirty, bill.partyId, ymOfDate(bill.issueDate));
      return;
    }
    case 'BillDeleted': {
      const bill = must(s.bills.get(e.data.billId), `bill ${e.data.billId}`, seq);
      const ym = ymOfDate(bill.issueDate);
      s.bills.delete(bill.id);
      const party = must(s.parties.get(bill.partyId), `party ${bill.partyId}`, seq);
      party.months.get(ym)?.bills.delete(bill.id);
      pruneMonth(party, ym, dirty);
      dirty.bills.add(bill.id);
      touchParty(dirty, bill.partyId, ym);
      return;
    }
    case 'CashAdded': {
      const d = e.data;
      const party = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
      const ym = ymOfDate(d.issueDate);
      s.cash.set(d.cashId, {
        id: d.cashId, direction: d.direction, partyId: d.partyId, issueDate: d.issueDate,
        amount: dec(d.amount, AMT), note: d.note, createdAt: at, modifiedAt: at,
      });
      monthDocs(party, ym, dirty).cash.add(d.cashId);
      dirty.cash.add(d.cashId);
      touchParty(dirty, party.id, ym);
      return;
    }
    case 'CashUpdated': {
      const d = e.data;
      const cash = must(s.cash.get(d.cashId), `cash receipt ${d.cashId}`, seq);
      cash.amount = dec(d.amount, AMT);
      cash.note = d.note;
      cash.modifiedAt = at;
      dirty.cash.add(cash.id);
      touchParty(dirty, cash.partyId, ymOfDate(cash.issueDate));
      return;
    }
    case 'CashDeleted': {
      const cash = must(s.cash.get(e.data.cashId), `cash receipt ${e.data.cashId}`, seq);
      const ym = ymOfDate(cash.issueDate);
      s.cash.delete(cash.id);
      const party = must(s.parties.get(cash.partyId), `party ${cash.partyId}`, seq);
      party.months.get(ym)?.cash.delete(cash.id);
      pruneMonth(party, ym, dirty);
      dirty.cash.add(cash.id);
      touchParty(dirty, cash.partyId, ym);
      return;
    }
    default: {
      const unhandled: never = e;
      throw new Error(`Unhandled event ${(unhandled as LedgerEvent).type}`);
    }
  }
}
