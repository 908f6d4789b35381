// The ledger's arithmetic on top of the state, the one home of every derived figure: item totals, each
// slip's figures (its Entries amount and burn loss, its share of its item, what its challan declares),
// bill amounts, and each party's month-by-month series with balances carried forward (ledger rules,
// "Slips", "Balances" and "What a challan declares"). The projector stores them in the read models;
// every reader selects them.
import { DOCUMENT_KIND, amountOf, billEntryKind, billHasSaleRate, lossOf, netOf, raisesReceivable, slipKind } from '@ledger/contract';
import type { YM } from './months.ts';
import type { BillState, ItemState, LedgerState, PartyState, SlipState } from './state.ts';

export interface ItemTotals {
  quantity: bigint;
  loss: bigint;
  inclusiveLossQuantity: bigint;
  exclusiveLossQuantity: bigint;
  effective: bigint;
  /** Work rate, plus the market rate when it is counted. */
  amountRate: bigint;
  amount: bigint;
}

/** A slip's net quantity: what physically moved (gross − bag − rejected). */
export const slipNet = (slip: Pick<SlipState, 'grossQuantity' | 'bagQuantity' | 'rejectedQuantity'>): bigint =>
  netOf(slip.grossQuantity, slip.bagQuantity, slip.rejectedQuantity);

/** An item's figures at a quantity (the sum of its slips' net quantities, or a prefix of them). */
function figuresAt(item: ItemState, quantity: bigint): ItemTotals {
  const loss = lossOf(quantity, item.lossPercentage);
  const inclusiveLossQuantity = quantity - loss;
  const exclusiveLossQuantity = quantity + loss;
  const amountRate = item.workRate + (item.includeMarketRate ? item.marketRate : 0n);
  return {
    quantity,
    loss,
    inclusiveLossQuantity,
    exclusiveLossQuantity,
    effective: item.isLossInclusive ? inclusiveLossQuantity : exclusiveLossQuantity,
    amountRate,
    amount: amountOf(quantity, amountRate),
  };
}

export function itemTotals(s: LedgerState, item: ItemState): ItemTotals {
  let quantity = 0n;
  for (const slipId of item.slipIds) {
    const slip = s.slips.get(slipId);
    if (slip) quantity += slipNet(slip);
  }
  return figuresAt(item, quantity);
}

export interface SlipFigures {
  net: bigint;
  /** The Entries reading (display only): round2(net × work rate). */
  amount: bigint;
  /** The Entries reading (display only): round3(gross × loss % / 100). */
  burnLoss: bigint;
  /**
   * What the item's effective quantity and amount grew by when the slip joined it, the item's slips taken
   * by date, then the order they were recorded (unsigned): loss and amount are rounded on the item, so the
   * shares of an item add up to its figures exactly. The party ledger's rows and the ageing's lots.
   */
  shareQuantity: bigint;
  shareAmount: bigint;
  /** What its delivery challan declares: what physically moved, the net quantity; burn loss is not deducted. */
  declaredQuantity: bigint;
  /** The value on its challan: round2(declared quantity × the product's value rate); null while the product has none. */
  declaredValue: bigint | null;
  /** Goods received (an IN slip): losses and wastes, its loss share round3(net × loss % / 100) plus the rejected; null for goods sent. */
  declaredLosses: bigint | null;
}

/** Date, then recording order (created_at, then id): the order the party ledger and the GST papers list slips in. */
const slipOrder = (a: SlipState, b: SlipState): number =>
  a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1
    : a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1
      : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The figures of each slip of an item, by slip id. */
export function slipFigures(s: LedgerState, item: ItemState): Map<string, SlipFigures> {
  const slips: SlipState[] = [];
  for (const slipId of item.slipIds) {
    const slip = s.slips.get(slipId);
    if (slip) slips.push(slip);
  }
  slips.sort(slipOrder);
  const valueRate = s.products.get(item.productId)?.valueRate ?? null;
  // Goods received (the registry's challan 'received') declare losses and wastes.
  const received = DOCUMENT_KIND[slipKind(item.itemType)].challan === 'received';
  const out = new Map<string, SlipFigures>();
  let was = figuresAt(item, 0n);
  for (const slip of slips) {
    const net = slipNet(slip);
    const now = figuresAt(item, was.quantity + net);
    out.set(slip.id, {
      net,
      amount: amountOf(net, item.workRate),
      burnLoss: lossOf(slip.grossQuantity, item.lossPercentage),
      shareQuantity: now.effective - was.effective,
      shareAmount: now.amount - was.amount,
      declaredQuantity: net,
      declaredValue: declaredValue(net, valueRate),
      declaredLosses: received ? lossOf(net, item.lossPercentage) + slip.rejectedQuantity : null,
    });
    was = now;
  }
  return out;
}

/** The rate a bill's statement amount is at: sale and purchase bills at labour + sale rate, challans at labour rate. */
export function billAmountRate(b: Pick<BillState, 'kind' | 'workRate' | 'saleRate'>): bigint {
  return billHasSaleRate(b.kind) ? b.workRate + b.saleRate : b.workRate;
}

/** Statement amount of a bill: its quantity at its amount rate. */
export function billAmount(b: Pick<BillState, 'kind' | 'quantity' | 'workRate' | 'saleRate'>): bigint {
  return amountOf(b.quantity, billAmountRate(b));
}

/** The Entries reading of a bill (display only): sale and purchase bills at the sale rate, challans at the work rate. */
export function billEntryAmount(b: Pick<BillState, 'kind' | 'quantity' | 'workRate' | 'saleRate'>): bigint {
  return amountOf(b.quantity, billHasSaleRate(b.kind) ? b.saleRate : b.workRate);
}

/** Value on a challan: round2(quantity × the product's value rate), none while the product has no value rate. */
export const declaredValue = (quantity: bigint, valueRate: bigint | null): bigint | null =>
  (valueRate === null ? null : amountOf(quantity, valueRate));

/** What a bill the registry names a challan (a Delivery Challan) declares: its quantity and value; null for the other kinds. */
export function billDeclared(s: LedgerState, b: Pick<BillState, 'kind' | 'quantity' | 'productId'>): { quantity: bigint; value: bigint | null } | null {
  if (DOCUMENT_KIND[billEntryKind(b.kind)].challan === null) return null;
  return { quantity: b.quantity, value: declaredValue(b.quantity, s.products.get(b.productId)?.valueRate ?? null) };
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

/** A sub-party's totals in a month's figures, made on first use. */
function sideOf(m: MonthFigures, subPartyId: string): SideTotals {
  let t = m.subParties.get(subPartyId);
  if (!t) m.subParties.set(subPartyId, (t = zeroSides()));
  return t;
}

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
    // Field by field, and `sideOf` rather than a closure per month: a spread and a closure were a runtime call and an
    // object for each of a party's months, every render.
    const m: MonthFigures = {
      ym, openingQuantity, openingAmount, closingQuantity: 0n, closingAmount: 0n,
      inQuantity: 0n, inAmount: 0n, outQuantity: 0n, outAmount: 0n, inItemAmount: 0n, outItemAmount: 0n, subParties: new Map(),
    };
    const docs = p.months.get(ym);
    if (docs) {
      for (const itemId of docs.items) {
        const item = s.items.get(itemId);
        if (!item) continue;
        const t = totals(item);
        const sub = sideOf(m, item.subPartyId);
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
        const sub = sideOf(m, bill.subPartyId);
        if (raisesReceivable(billEntryKind(bill.kind))) { m.outAmount += amount; sub.outAmount += amount; }
        else { m.inAmount += amount; sub.inAmount += amount; }
      }
      for (const cashId of docs.cash) {
        const cash = s.cash.get(cashId);
        if (!cash) continue;
        // Cash and notes belong to the party (their level), so no sub-party's figures hold them.
        if (raisesReceivable(cash.kind)) m.outAmount += cash.amount;
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
