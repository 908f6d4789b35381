// The in-memory state of one company's ledger: every live document plus the indexes that the
// renderer needs. Built only by evolve(); never read from anywhere but the events.
import type { KindAt, Onward } from '@ledger/contract';
import type { BillKind, CashDirection, ItemType } from '../events.ts';
import type { YM } from './months.ts';

export interface ProductState {
  id: string; name: string; note: string | null; createdAt: string; updatedAt: string;
  /** HSN code and value rate (₹/KG, the delivery challan's value of goods); null until set. */
  hsn: string | null; valueRate: bigint | null;
  /** Capital goods (Section 143: three years to come back; inputs one). */
  capitalGoods: boolean;
}

export interface PartyState {
  id: string;
  name: string;
  note: string | null;
  openingQuantity: bigint;
  openingAmount: bigint;
  /** Phone (10 digits), address, GST state code and GSTIN: null each when not given. */
  phone: string | null;
  address: string | null;
  state: string | null;
  gstin: string | null;
  defaultSubPartyId: string;
  createdAt: string;
  updatedAt: string;
  createdYm: YM;
  subPartyIds: Set<string>;
  /** Documents and notes per month; a month with nothing in it is removed. */
  months: Map<YM, MonthDocs>;
}

export interface MonthDocs { items: Set<string>; bills: Set<string>; cash: Set<string>; notes: Set<string> }

export interface SubPartyState {
  id: string;
  partyId: string;
  name: string;
  note: string | null;
  isDefault: boolean;
  isArchived: boolean;
  createdAt: string;
  createdYm: YM;
  monthNotes: Map<YM, string>;
}

export interface ItemState {
  id: string;
  partyId: string;
  subPartyId: string;
  productId: string;
  ym: YM;
  itemType: ItemType;
  workRate: bigint;
  lossPercentage: bigint;
  marketRate: bigint;
  isLossInclusive: boolean;
  includeMarketRate: boolean;
  /**
   * Its live slips, each once. A list, not a Set: a rebuild keeps one per item (~500,000 at 1,000,000 events), most
   * hold a slip or a few, and a Set is ~140 bytes where a list of one is ~60.
   */
  slipIds: string[];
}

export interface SlipState {
  id: string;
  itemId: string;
  issueDate: string;
  prefix: string;
  slipNo: string;
  grossQuantity: bigint;
  bagQuantity: bigint;
  rejectedQuantity: bigint;
  note: string | null;
  createdAt: string;
  modifiedAt: string;
  /** Its Rule 55 delivery challan's serial once it left as an OUT slip (DC/2026-27/7); never reused. */
  challanNo: string | null;
  /** An IN slip's job worker's own challan (events.ts, jobWorkerChallan): both null when none. */
  jobWorkerChallanNo: string | null;
  jobWorkerChallanDate: string | null;
  /** The OUT slips an IN slip names as returned (events.ts, returns), KG units; [] when none. */
  returns: Array<{ slipId: string; quantity: bigint }>;
  /** Where an IN slip's goods went when they did not come to us (events.ts, onward; ITC-04 5B / 5C): all null when they came to us. */
  onward: Onward;
  /** The owner's choice on the deemed-supply draft of its goods still with the job worker (Section 143), and the day (IST) it was made; null: none. */
  deemedSupply: { status: 'ACCEPTED' | 'DISMISSED'; on: string } | null;
}

export interface BillState {
  id: string;
  kind: BillKind;
  partyId: string;
  subPartyId: string;
  productId: string;
  issueDate: string;
  fullBillNo: string;
  quantity: bigint;
  workRate: bigint;
  saleRate: bigint;
  note: string | null;
  createdAt: string;
  modifiedAt: string;
  /** A Delivery Challan's Rule 55 serial (DC/2026-27/7); null for the other kinds. */
  challanNo: string | null;
  /** A Received Challan's job worker's own challan: both null when none (and for the other kinds). */
  jobWorkerChallanNo: string | null;
  jobWorkerChallanDate: string | null;
}

/** What a note adjusts, as recorded when it was written (events.ts NoteAdded). */
export interface AdjustsState { type: 'slip' | 'bill'; id: string; kind: string; number: string; issueDate: string }

/** A party-level money document: a cash receipt or payment, or a note (its number, reason and link; null for cash). */
export interface CashState {
  id: string;
  kind: KindAt<'party'>;
  /** Cash's direction; null for a note. */
  direction: CashDirection | null;
  noteNo: string | null;
  reason: string | null;
  adjusts: AdjustsState | null;
  partyId: string;
  issueDate: string;
  amount: bigint;
  note: string | null;
  createdAt: string;
  modifiedAt: string;
}

export interface LedgerState {
  companyId: string;
  seq: number;
  createdYm: YM | null;
  /** The company's default slip prefix as last set (null or '' when none: slips then take 'SL'). */
  defaultPrefix: string | null;
  /** Books closed up to this date (YYYY-MM-DD), and the fingerprints of the closed months; null while open. */
  closedBooks: { upTo: string; months: Record<string, string> } | null;
  products: Map<string, ProductState>;
  parties: Map<string, PartyState>;
  subParties: Map<string, SubPartyState>;
  items: Map<string, ItemState>;
  slips: Map<string, SlipState>;
  bills: Map<string, BillState>;
  cash: Map<string, CashState>;
  /** The last delivery challan serial given per financial year (its start year): a deleted one is not given again. */
  challanSerials: Map<number, number>;
  /** Live slips by number (slipNumberKey(prefix, slipNo)), each once, for a command's clash check (a list, as `ItemState.slipIds`). */
  slipsByNumber: Map<string, string[]>;
  /**
   * The all-digit numbers of live slips per prefix and financial year (slipYearKey), each with how many slips
   * have it, and the highest: the next free number is read from it (handlers/kit.ts nextSlipNo), not from a scan
   * of every slip.
   */
  slipNumbersByYear: Map<string, SlipYearNumbers>;
}

export interface SlipYearNumbers {
  /** Number → how many live slips of the prefix and year have it. */
  counts: Map<number, number>;
  /** The highest key of `counts` (0 when empty). */
  highest: number;
}

/** The key of a prefix's financial year (its start year) in `slipNumbersByYear`. */
export const slipYearKey = (prefix: string, fy: number): string => `${prefix}\u0000${fy}`;

/** The key of a slip's number in `slipsByNumber`. */
export const slipNumberKey = (prefix: string, slipNo: string): string => `${prefix}\u0000${slipNo}`;

export const emptyState = (companyId: string): LedgerState => ({
  companyId,
  seq: 0,
  createdYm: null,
  defaultPrefix: null,
  closedBooks: null,
  products: new Map(),
  parties: new Map(),
  subParties: new Map(),
  items: new Map(),
  slips: new Map(),
  bills: new Map(),
  cash: new Map(),
  challanSerials: new Map(),
  slipsByNumber: new Map(),
  slipNumbersByYear: new Map(),
});

/** What an event touched, so the renderer rewrites only those rows (and carries balances forward). */
export interface Dirty {
  products: Set<string>;
  parties: Set<string>;
  subParties: Set<string>;
  items: Set<string>;
  slips: Set<string>;
  bills: Set<string>;
  cash: Set<string>;
  /** party id → earliest month whose balances must be recomputed (that month and every later one). */
  partyFrom: Map<string, YM>;
  /** earliest company month to recompute, or null. */
  companyFrom: YM | null;
  /**
   * The earliest issue date (YYYY-MM-DD) of a document the events added, changed, moved (its old and new
   * date) or deleted, or whose figures they rewrote; null when none. The closed-books rule reads it.
   */
  earliestDate: string | null;
  /** A party's opening balance changed (or went with its party). */
  openingChanged: boolean;
}

export const emptyDirty = (): Dirty => ({
  products: new Set(),
  parties: new Set(),
  subParties: new Set(),
  items: new Set(),
  slips: new Set(),
  bills: new Set(),
  cash: new Set(),
  partyFrom: new Map(),
  companyFrom: null,
  earliestDate: null,
  openingChanged: false,
});

const discardSet: Set<string> = Object.freeze({ add() { return discardSet; } }) as unknown as Set<string>;
const discardMap: Map<string, YM> = Object.freeze({ get: () => undefined, set() { return discardMap; } }) as unknown as Map<string, YM>;

/**
 * A sink that keeps nothing, for folds that only need the state (a rebuild renders everything). The
 * handlers only ever add to what they touched and read it back to keep the earliest month, never to
 * change the state, so folding into it gives the same state.
 */
export const discardDirty = (): Dirty => ({
  products: discardSet,
  parties: discardSet,
  subParties: discardSet,
  items: discardSet,
  slips: discardSet,
  bills: discardSet,
  cash: discardSet,
  partyFrom: discardMap,
  companyFrom: null,
  earliestDate: null,
  openingChanged: false,
});

/** Marks party balances dirty from ym on; the company's months follow. */
export function touchParty(dirty: Dirty, partyId: string, ym: YM): void {
  const prev = dirty.partyFrom.get(partyId);
  if (prev === undefined || ym < prev) dirty.partyFrom.set(partyId, ym);
  if (dirty.companyFrom === null || ym < dirty.companyFrom) dirty.companyFrom = ym;
  dirty.parties.add(partyId);
}

/**
 * Records the issue dates of documents an event touched (old and new): the earliest is kept. Two
 * parameters, not a rest array: it runs for nearly every event a rebuild folds.
 */
export function touchDates(dirty: Dirty, date: string, other?: string): void {
  if (dirty.earliestDate === null || date < dirty.earliestDate) dirty.earliestDate = date;
  if (other !== undefined && other < dirty.earliestDate) dirty.earliestDate = other;
}
