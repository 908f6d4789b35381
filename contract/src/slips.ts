// Slip numbering rules both sides need (ledger rules, "Slip numbers"): the default prefix, numeric
// numbers without leading zeros, and how a slip's number reads ("SL-12").
export const DEFAULT_PREFIX = 'SL';

/** The prefix a slip gets when none is asked for: the company's default prefix, else SL (spec). */
export const prefixOrDefault = (companyPrefix: string | null | undefined): string => companyPrefix || DEFAULT_PREFIX;

/** A slip's net quantity (KG units): gross − bag − rejected (ledger rules, "Slips and job-work items"). */
export const netOf = (gross: bigint, bag: bigint, rejected: bigint): bigint => gross - bag - rejected;

/** Numeric slip numbers are kept without leading zeros so that 012 and 12 are the same slip. */
export const normaliseSlipNo = (slipNo: string): string => (/^\d+$/.test(slipNo) ? BigInt(slipNo).toString() : slipNo);

/** A slip's number as owners read it: the prefix, a dash, the number ("SL-12"); no prefix, the number. */
export const slipNumber = (prefix: string, slipNo: string): string => (prefix ? `${prefix}-${slipNo}` : slipNo);
