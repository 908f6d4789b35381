// Slip numbering rules both sides need (ledger rules, "Slip numbers"): the default prefix, numeric
// numbers without leading zeros, and how a slip's number reads ("SL-12").
import { QTY, formatDecimal } from './decimal.ts';
import { formatIsoDate } from './format.ts';

export const DEFAULT_PREFIX = 'SL';

/** The prefix a slip gets when none is asked for: the company's default prefix, else SL (spec). */
export const prefixOrDefault = (companyPrefix: string | null | undefined): string => companyPrefix || DEFAULT_PREFIX;

/** A slip's net quantity (KG units): gross − bag − rejected (ledger rules, "Slips and job-work items"). */
export const netOf = (gross: bigint, bag: bigint, rejected: bigint): bigint => gross - bag - rejected;

/** Numeric slip numbers are kept without leading zeros so that 012 and 12 are the same slip. */
export const normaliseSlipNo = (slipNo: string): string => (/^\d+$/.test(slipNo) ? BigInt(slipNo).toString() : slipNo);

/** A slip's number as owners read it: the prefix, a dash, the number ("SL-12"); no prefix, the number. */
export const slipNumber = (prefix: string, slipNo: string): string => (prefix ? `${prefix}-${slipNo}` : slipNo);

/** The job worker's own challan, as a received slip or a Received Challan records it (ledger rules, "What a challan declares"). */
export interface JobWorkerChallan { jobWorkerChallanNo: string | null; jobWorkerChallanDate: string | null }

/** The field names the job worker's challan is sent and refused under. */
export const JOB_WORKER_CHALLAN_LABELS = { jobWorkerChallanNo: "Job worker's challan no", jobWorkerChallanDate: "Job worker's challan date" } as const;

/**
 * What is wrong with a job worker's challan on a document dated `issueDate` (YYYY-MM-DD), or null: the number
 * and the date come together or not at all, and the job worker's challan cannot be dated after the document that
 * records the goods received under it (the job worker writes it when the goods leave them). The API's deciders
 * refuse with it (400 naming the field) and the web's forms check with it: one rule, two readers.
 */
export function jobWorkerChallanProblem(
  c: JobWorkerChallan, issueDate: string,
): { field: keyof JobWorkerChallan; key: 'jobWorkerChallanBoth' | 'jobWorkerChallanAfter' } | null {
  if (c.jobWorkerChallanNo === null && c.jobWorkerChallanDate === null) return null;
  if (c.jobWorkerChallanNo === null) return { field: 'jobWorkerChallanNo', key: 'jobWorkerChallanBoth' };
  if (c.jobWorkerChallanDate === null) return { field: 'jobWorkerChallanDate', key: 'jobWorkerChallanBoth' };
  if (c.jobWorkerChallanDate > issueDate) return { field: 'jobWorkerChallanDate', key: 'jobWorkerChallanAfter' };
  return null;
}

/**
 * Where the goods of a received (IN) slip went when they did not come to us (ITC-04 Tables 5B and 5C, docs/gst.md
 * "Tables 5B and 5C"): on to another job worker (JOB_WORKER, naming the party), or sold from the job worker's premises
 * (SOLD, naming our sale invoice). null: they came to us (Table 5A), as every slip recorded before.
 */
export const ONWARD_KINDS = ['JOB_WORKER', 'SOLD'] as const;
export type OnwardKind = (typeof ONWARD_KINDS)[number];
export interface Onward { onward: OnwardKind | null; onwardPartyId: string | null; saleInvoiceNo: string | null; saleInvoiceDate: string | null }
export const NO_ONWARD: Onward = { onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null };

/** The field names the onward movement is sent and refused under. */
export const ONWARD_LABELS = {
  onward: 'Goods went', onwardPartyId: 'Sent on to', saleInvoiceNo: 'Sale invoice no', saleInvoiceDate: 'Sale invoice date',
} as const;

export type OnwardKey = 'onwardPartyRequired' | 'onwardSaleRequired' | 'onwardFieldsUnused' | 'onwardSameParty';

/**
 * What is wrong with where an IN slip says its goods went, or null: on to a job worker names that party (not the slip's
 * own) and no invoice; sold names our sale invoice's number and date and no party; came to us (null) names neither.
 * The API's decider refuses with it (400 naming the field) and the In Slip form checks with it: one rule, two readers.
 * Whether the party named is this company's is the decider's (404).
 */
export function onwardProblem(o: Onward, slipPartyId: string | null): { field: keyof Onward; key: OnwardKey } | null {
  if (o.onward === 'JOB_WORKER') {
    if (o.onwardPartyId === null) return { field: 'onwardPartyId', key: 'onwardPartyRequired' };
    if (o.onwardPartyId === slipPartyId) return { field: 'onwardPartyId', key: 'onwardSameParty' };
  } else if (o.onwardPartyId !== null) return { field: 'onwardPartyId', key: 'onwardFieldsUnused' };
  if (o.onward === 'SOLD') {
    if (o.saleInvoiceNo === null) return { field: 'saleInvoiceNo', key: 'onwardSaleRequired' };
    if (o.saleInvoiceDate === null) return { field: 'saleInvoiceDate', key: 'onwardSaleRequired' };
  } else {
    if (o.saleInvoiceNo !== null) return { field: 'saleInvoiceNo', key: 'onwardFieldsUnused' };
    if (o.saleInvoiceDate !== null) return { field: 'saleInvoiceDate', key: 'onwardFieldsUnused' };
  }
  return null;
}

/** One of our OUT slips a received (IN) slip names as returned, with the KG it brings back of it (issue 30, named returns). */
export interface SlipReturn { slipId: string; quantity: string }

/** What the rule needs to know of a slip named: its number as shown, its direction, party, product and date, and its open KG. */
export interface NamedSlip {
  number: string; itemType: 'IN' | 'OUT'; partyId: string; productId: string; issueDate: string;
  /** KG units: its net quantity less what other IN slips name of it. */
  open: bigint;
}

export type NamedReturnsKey = 'returnTwice' | 'returnNotOut' | 'returnOtherParty' | 'returnOtherProduct' | 'returnAfter' | 'returnOverOpen' | 'returnOverNet';

/**
 * What is wrong with the returns an IN slip names, or null (ledger rules, "Named returns"): each an OUT slip of the
 * same party and product, dated on or before the IN slip, named once, for no more KG than it still has open; in all
 * no more than the IN slip's net quantity. `slipOf` answers a slip of this company (undefined: none, which the API
 * answers 404 before asking this). The API's decider refuses with it (400 naming `returns.<i>.…`), and the web's
 * In Slip form shows that refusal at the slip's KG or the section (named-returns.ts; the form checks each KG only
 * with the request's own field: an edited slip's open KG, as listed, leaves out what it names itself). Quantities in KG
 * units (QTY scale).
 */
export function namedReturnsProblem(
  returns: ReadonlyArray<{ slipId: string; quantity: bigint }>,
  slip: { partyId: string; productId: string; issueDate: string; net: bigint },
  slipOf: (id: string) => NamedSlip | undefined,
): { field: string; key: NamedReturnsKey; params: Record<string, string> } | null {
  const seen = new Set<string>();
  let total = 0n;
  for (const [i, r] of returns.entries()) {
    const named = slipOf(r.slipId);
    if (!named) continue;
    const at = (key: NamedReturnsKey, field: 'slipId' | 'quantity', params: Record<string, string> = {}) =>
      ({ field: `returns.${i}.${field}`, key, params: { no: named.number, ...params } });
    if (seen.has(r.slipId)) return at('returnTwice', 'slipId');
    seen.add(r.slipId);
    if (named.itemType !== 'OUT') return at('returnNotOut', 'slipId');
    if (named.partyId !== slip.partyId) return at('returnOtherParty', 'slipId');
    if (named.productId !== slip.productId) return at('returnOtherProduct', 'slipId');
    if (named.issueDate > slip.issueDate) return at('returnAfter', 'slipId', { date: formatIsoDate(slip.issueDate) });
    if (r.quantity > named.open) return at('returnOverOpen', 'quantity', { open: formatDecimal(named.open < 0n ? 0n : named.open, QTY) });
    total += r.quantity;
  }
  if (total > slip.net) return { field: 'returns', key: 'returnOverNet', params: { named: formatDecimal(total, QTY), net: formatDecimal(slip.net, QTY) } };
  return null;
}

/** An IN slip that names an OUT slip as returned: its number as shown, its date, and the KG it names of it (KG units). */
export interface NamingSlip { number: string; issueDate: string; quantity: bigint }

export type NamedOutSlipKey = 'namedSlipDelete' | 'namedItemDelete' | 'namedSlipMove' | 'namedSlipUnderNamed' | 'namedSlipAfterReturn';

/**
 * What a command would do to an OUT slip: delete it, delete the job-work item that holds it (with its other slips), move it
 * (a transfer to the other direction), or change it to this net and date.
 */
export type OutSlipChange = { kind: 'delete' } | { kind: 'deleteItem' } | { kind: 'move' } | { kind: 'change'; net: bigint; issueDate: string };

/**
 * What is wrong with changing an OUT slip that IN slips name as returned (`namedBy`), or null (ledger rules, "Named
 * returns"): such a slip cannot be deleted, nor moved to another direction, nor edited so that its net quantity is
 * less than the KG named of it, nor dated after an IN slip that names it. The refusal names the IN slips (`ins`), so
 * the owner knows which to change first. The API's deciders (delete, transfer, update) refuse with it (422): the
 * other half of namedReturnsProblem. Quantities in KG units (QTY scale).
 */
export function namedOutSlipProblem(
  change: OutSlipChange, namedBy: readonly NamingSlip[],
): { field?: string; key: NamedOutSlipKey; params: Record<string, string> } | null {
  if (!namedBy.length) return null;
  const ins = namedBy.map((s) => s.number).join(', ');
  if (change.kind === 'delete') return { key: 'namedSlipDelete', params: { ins } };
  if (change.kind === 'deleteItem') return { key: 'namedItemDelete', params: { ins } };
  if (change.kind === 'move') return { key: 'namedSlipMove', params: { ins } };
  const named = namedBy.reduce((sum, s) => sum + s.quantity, 0n);
  if (change.net < named) return { field: 'grossQuantity', key: 'namedSlipUnderNamed', params: { ins, named: formatDecimal(named, QTY) } };
  const earliest = namedBy.map((s) => s.issueDate).reduce((min, d) => (d < min ? d : min));
  if (change.issueDate > earliest) {
    const before = namedBy.filter((s) => s.issueDate < change.issueDate).map((s) => s.number).join(', ');
    return { field: 'issueDate', key: 'namedSlipAfterReturn', params: { ins: before, date: formatIsoDate(earliest) } };
  }
  return null;
}
