// Ledger handlers for parties, their sub-parties and the sub-parties' month notes.
import { AMT, QTY } from '@ledger/contract';
import { partyRange } from '../figures.ts';
import { istDate, lastDayOfMonth, ymOfInstant, type YM } from '../months.ts';
import { touchDates, touchParty, type LedgerState } from '../state.ts';
import { dec, monthDocs, must, pruneMonth, type Handlers } from './kit.ts';

/** The company's last month as the renderer sees it: its creation month or any party's last month. */
function companyLastYm(s: LedgerState): YM | null {
  let last = s.createdYm;
  for (const p of s.parties.values()) {
    const { lastYm } = partyRange(p);
    if (last === null || lastYm > last) last = lastYm;
  }
  return last;
}

export const partyHandlers: Handlers<'PartyAdded' | 'PartyUpdated' | 'PartyDeleted' | 'PartyContactSet'> = {
  PartyAdded: (s, { data: d, recordedAt: at }, dirty) => {
    const createdYm = ymOfInstant(at);
    // An opening balance is a figure of every month from the party's creation on.
    if (dec(d.openingReceivableQuantity, QTY) !== 0n || dec(d.openingReceivableAmount, AMT) !== 0n) touchDates(dirty, istDate(at));
    // A party created months after the company's last month stretches the company's months: the
    // ones in between (carried balances) must be written as well.
    const companyLast = companyLastYm(s);
    if (companyLast !== null && createdYm > companyLast + 1) {
      dirty.companyFrom = dirty.companyFrom === null ? companyLast + 1 : Math.min(dirty.companyFrom, companyLast + 1);
    }
    s.parties.set(d.partyId, {
      id: d.partyId, name: d.name, note: d.note,
      openingQuantity: dec(d.openingReceivableQuantity, QTY), openingAmount: dec(d.openingReceivableAmount, AMT),
      phone: null, address: null, state: null, gstin: null,
      defaultSubPartyId: d.defaultSubPartyId, createdAt: at, updatedAt: at, createdYm,
      subPartyIds: new Set([d.defaultSubPartyId]), months: new Map(),
    });
    s.subParties.set(d.defaultSubPartyId, {
      id: d.defaultSubPartyId, partyId: d.partyId, name: 'Default', note: null, isDefault: true,
      isArchived: false, createdAt: at, createdYm, monthNotes: new Map(),
    });
    dirty.subParties.add(d.defaultSubPartyId);
    touchParty(dirty, d.partyId, createdYm);
  },
  PartyUpdated: (s, { data: d, seq, recordedAt }, dirty) => {
    const p = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
    p.name = d.name;
    p.note = d.note;
    const openingQuantity = dec(d.openingReceivableQuantity, QTY);
    const openingAmount = dec(d.openingReceivableAmount, AMT);
    if (openingQuantity !== p.openingQuantity || openingAmount !== p.openingAmount) dirty.openingChanged = true;
    p.openingQuantity = openingQuantity;
    p.openingAmount = openingAmount;
    p.updatedAt = recordedAt;
    touchParty(dirty, p.id, 0); // the opening balance moves every month
  },
  PartyContactSet: (s, { data: d, seq, recordedAt }, dirty) => {
    const p = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
    Object.assign(p, { phone: d.phone, address: d.address, state: d.state, gstin: d.gstin, updatedAt: recordedAt });
    touchParty(dirty, p.id, partyRange(p).lastYm); // the party's row is rewritten; its figures do not move
  },
  PartyDeleted: (s, { data, seq }, dirty) => {
    const p = must(s.parties.get(data.partyId), `party ${data.partyId}`, seq);
    for (const docs of p.months.values()) {
      const hasSlips = [...docs.items].some((id) => (s.items.get(id)?.slipIds.length ?? 0) > 0);
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
    if (p.openingQuantity !== 0n || p.openingAmount !== 0n) dirty.openingChanged = true;
    // Its months (from its creation) leave every month's list of parties.
    touchDates(dirty, istDate(p.createdAt));
    s.parties.delete(p.id);
    touchParty(dirty, p.id, 0);
  },
};

export const subPartyHandlers: Handlers<
  'SubPartyAdded' | 'SubPartyUpdated' | 'SubPartyArchived' | 'SubPartyRestored' | 'SubPartyRemoved' | 'SubPartyMonthNoteSet'
> = {
  SubPartyAdded: (s, { data: d, seq, recordedAt: at }, dirty) => {
    const p = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
    const createdYm = ymOfInstant(at);
    s.subParties.set(d.subPartyId, {
      id: d.subPartyId, partyId: d.partyId, name: d.name, note: d.note, isDefault: false,
      isArchived: false, createdAt: at, createdYm, monthNotes: new Map(),
    });
    p.subPartyIds.add(d.subPartyId);
    dirty.subParties.add(d.subPartyId);
    touchParty(dirty, p.id, createdYm);
  },
  SubPartyUpdated: (s, { data, seq }, dirty) => {
    const sub = must(s.subParties.get(data.subPartyId), `sub-party ${data.subPartyId}`, seq);
    sub.name = data.name;
    sub.note = data.note;
    dirty.subParties.add(sub.id);
  },
  SubPartyArchived: (s, { data, seq }, dirty) => {
    const sub = must(s.subParties.get(data.subPartyId), `sub-party ${data.subPartyId}`, seq);
    sub.isArchived = true;
    dirty.subParties.add(sub.id);
  },
  SubPartyRestored: (s, { data, seq }, dirty) => {
    const sub = must(s.subParties.get(data.subPartyId), `sub-party ${data.subPartyId}`, seq);
    sub.isArchived = false;
    dirty.subParties.add(sub.id);
  },
  SubPartyRemoved: (s, { data, seq }, dirty) => {
    const sub = must(s.subParties.get(data.subPartyId), `sub-party ${data.subPartyId}`, seq);
    const p = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
    for (const ym of sub.monthNotes.keys()) {
      p.months.get(ym)?.notes.delete(sub.id);
      pruneMonth(p, ym, dirty);
    }
    s.subParties.delete(sub.id);
    p.subPartyIds.delete(sub.id);
    dirty.subParties.add(sub.id);
    touchParty(dirty, p.id, 0);
  },
  SubPartyMonthNoteSet: (s, { data: d, seq }, dirty) => {
    const sub = must(s.subParties.get(d.subPartyId), `sub-party ${d.subPartyId}`, seq);
    const p = must(s.parties.get(sub.partyId), `party ${sub.partyId}`, seq);
    const ym = d.year * 12 + d.month - 1;
    // A month note is part of that month's statement: a month closed as a whole keeps its note.
    touchDates(dirty, lastDayOfMonth(d.year, d.month));
    if (d.note) {
      sub.monthNotes.set(ym, d.note);
      monthDocs(p, ym, dirty).notes.add(sub.id);
    } else {
      sub.monthNotes.delete(ym);
      p.months.get(ym)?.notes.delete(sub.id);
      pruneMonth(p, ym, dirty);
    }
    touchParty(dirty, p.id, ym);
  },
};
