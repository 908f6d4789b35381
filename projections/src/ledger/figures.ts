// The ledger's arithmetic on top of the state: item totals, bill amounts, and each party's
// month-by-month series with balances carried forward (ledger rules, "Slips" and "Balances").
import { amountOf, billEntryKind, billHasSaleRate, cashKind, lossOf, raisesReceivable, slipKind } from '@ledger/contract';
import type { YM } from './months.ts';
import type { BillState, ItemState, LedgerState, PartyState } from './state.ts';

export interface ItemTotals {
  quantity: bigint;
  loss: bigint;
  inclusiveLossQuantity: bigint;
  exclusiveLossQuantity: bigint;
  effective: bigint;
  amount: bigint;
}

export function itemTotals(s: LedgerState, item: ItemState): ItemTotals {
  let quantity = 0n;
  for (const slipId of item.slipIds) {
    const slip = s.slips.get(slipId);
    if (slip) quantity += slip.grossQuantity - slip.bagQuantity - slip.rejectedQuantity;
  }
  const loss = lossOf(quantity, item.lossPercentage);
  const inclusiveLossQuantity = quantity - loss;
  const exclusiveLossQuantity = quantity + loss;
  const rate = item.workRate + (item.includeMarketRate ? item.marketRate : 0n);
  return {
    quantity,
    loss,
    inclusiveLossQuantity,
    exclusiveLossQuantity,
    effective: item.isLossInclusive ? inclusiveLossQuantity : exclusiveLossQuantity,
    amount: amountOf(quantity, rate),
  };
}

/** Statement amount of a bill: sale and purchase bills at labour + sale rate, challans at labour rate. */
export function billAmount(b: Pick<BillState, 'kind' | 'quantity' | 'workRate' | 'saleRate'>): bigint {
  const rate = billHasSaleRate(b.kind) ? b.workRate + b.saleRate : b.workRate;
  return amountOf(b.quantity, rate);
}

export interface SideTotals { inQuantity: bigint; inAmount: bigint; outQuantity: bigint; outAmount: bigint }

export interface MonthFigures extends SideTotals {
  ym: YM;
  openingQuantity: bigint;
  openingAmount: bigint;
  closingQuantity: bigint;
  closingAmount: bigint;
  inItemAmount: bigint;
  outItemAmount: bigint;
  /** Per sub-party (cash excluded: it belongs to the party). */
  subParties: Map<string, SideTotals>;
}

export interface PartySeries { firstYm: YM; lastYm: YM; months: MonthFigures[] }

const zeroSides = (): SideTotals => ({ inQuantity: 0n, inAmount: 0n, outQuantity: 0n, outAmount: 0n });

export function partyRange(p: PartyState): { firstYm: YM; lastYm: YM } {
  let firstYm = p.createdYm;
  let lastYm = p.createdYm;
  for (const ym of p.months.keys()) {
    if (ym < firstYm) firstYm = ym;
    if (ym > lastYm) lastYm = ym;
  }
  return { firstYm, lastYm };
}

export function partySeries(s: LedgerState, p: PartyState, totals: (item: ItemState) => ItemTotals): PartySeries {
  const { firstYm, lastYm } = partyRange(p);
  const months: MonthFigures[] = [];
  let openingQuantity = p.openingQuantity;
  let openingAmount = p.openingAmount;
  for (let ym = firstYm; ym <= lastYm; ym++) {
    const m: MonthFigures = {
      ym, openingQuantity, openingAmount, closingQuantity: 0n, closingAmount: 0n,
      ...zeroSides(), inItemAmount: 0n, outItemAmount: 0n, subParties: new Map(),
    };
    const side = (subPartyId: string): SideTotals => {
      let t = m.subParties.get(subPartyId);
      if (!t) m.subParties.set(subPartyId, (t = zeroSides()));
      return t;
    };
    const docs = p.months.get(ym);
    if (docs) {
      for (const itemId of docs.items) {
        const item = s.items.get(itemId);
        if (!item) continue;
        const t = totals(item);
        const sub = side(item.subPartyId);
        // The side of every document is the registry's (@ledger/contract documentKinds.ts).
        if (raisesReceivable(slipKind(item.itemType))) {
          m.outQuantity += t.effective; m.outAmount += t.amount; m.outItemAmount += t.amount;
          sub.outQuantity += t.effective; sub.outAmount += t.amount;
        } else {
          m.inQuantity += t.effective; m.inAmount += t.amount; m.inItemAmount += t.amount;
          sub.inQuantity += t.effective; sub.inAmount += t.amount;
        }
      }
      for (const billId of docs.bills) {
        const bill = s.bills.get(billId);
        if (!bill) continue;
        const amount = billAmount(bill);
        const sub = side(bill.subPartyId);
        if (raisesReceivable(billEntryKind(bill.kind))) { m.outAmount += amount; sub.outAmount += amount; }
        else { m.inAmount += amount; sub.inAmount += amount; }
      }
      for (const cashId of docs.cash) {
        const cash = s.cash.get(cashId);
        if (!cash) continue;
        // Cash belongs to the party (its level), so no sub-party's figures hold it.
        if (raisesReceivable(cashKind(cash.direction))) m.outAmount += cash.amount;
        else m.inAmount += cash.amount;
      }
    }
    m.closingQuantity = openingQuantity + m.outQuantity - m.inQuantity;
    m.closingAmount = openingAmount + m.outAmount - m.inAmount;
    openingQuantity = m.closingQuantity;
    openingAmount = m.closingAmount;
    months.push(m);
  }
  return { firstYm, lastYm, months };
}

/** Closing balance of a party at any month: carried forward past its last month, nothing before its first. */
export function closingAt(series: PartySeries, ym: YM): { quantity: bigint; amount: bigint } | null {
  if (ym < series.firstYm) return null;
  const m = series.months[Math.min(ym, series.lastYm) - series.firstYm];
  return { quantity: m.closingQuantity, amount: m.closingAmount };
}
