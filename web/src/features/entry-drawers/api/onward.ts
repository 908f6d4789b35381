// Where a received (IN) slip's goods went when they did not come to us (ITC-04 Tables 5B and 5C), on the In Slip's
// form: the choice and its fields as typed, read into the request (the contract's onwardFields check each), and the
// whole checked by the contract's onwardProblem, the rule the API refuses with.
import { ONWARD_LABELS, onwardProblem, type OnwardKind } from '@ledger/contract';
import type { FormErrors } from '@mantine/form';
import { localText } from '../../../lib/local-message';
import { optionalDate, typedText, type Reading } from '../../../lib/request-check';

/** CAME_TO_US: the goods came to us (Table 5A), as on every slip by default. */
export const CAME_TO_US = 'CAME_TO_US';
export interface OnwardValues {
  onward: OnwardKind | typeof CAME_TO_US;
  onwardPartyId: string;
  saleInvoiceNo: string;
  saleInvoiceDate: string;
}

/** Came to us for a new slip; an edited one's as it holds them. */
export const onwardValues = (held?: { onward?: OnwardKind | null; onwardPartyId?: string | null; saleInvoiceNo?: string | null; saleInvoiceDate?: string | null }): OnwardValues => ({
  onward: held?.onward ?? CAME_TO_US,
  onwardPartyId: held?.onwardPartyId ?? '',
  saleInvoiceNo: held?.saleInvoiceNo ?? '',
  saleInvoiceDate: held?.saleInvoiceDate ?? '',
});

/** What the request sends: only the chosen kind's fields (switching the choice back and forth never sends a stale one). */
export const onwardReadings = (v: OnwardValues): {
  onward: Reading<OnwardKind | null>; onwardPartyId: Reading<string | null>; saleInvoiceNo: Reading<string>; saleInvoiceDate: Reading<string | null>;
} => ({
  onward: { value: v.onward === CAME_TO_US ? null : v.onward },
  onwardPartyId: { value: v.onward === 'JOB_WORKER' && v.onwardPartyId ? v.onwardPartyId : null },
  saleInvoiceNo: typedText(v.onward === 'SOLD' ? v.saleInvoiceNo : ''),
  saleInvoiceDate: v.onward === 'SOLD' ? optionalDate(v.saleInvoiceDate) : { value: null },
});

/** The fields' own errors, and when they pass, the choice's (a party for "sent on", an invoice number and date for "sold"). */
export function onwardCheck(errors: FormErrors, values: OnwardValues): FormErrors {
  if (errors.onwardPartyId !== undefined || errors.saleInvoiceNo !== undefined || errors.saleInvoiceDate !== undefined) return errors;
  const r = onwardReadings(values);
  const problem = onwardProblem({
    onward: r.onward.value, onwardPartyId: r.onwardPartyId.value, saleInvoiceNo: r.saleInvoiceNo.value || null, saleInvoiceDate: r.saleInvoiceDate.value,
  }, null);
  return problem ? { ...errors, [problem.field]: localText(problem.key, { label: ONWARD_LABELS[problem.field] }) } : errors;
}
