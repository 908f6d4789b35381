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
