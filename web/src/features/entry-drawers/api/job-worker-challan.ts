// The job worker's own challan on a received (IN) slip's and a Received Challan's form: its two fields as typed,
// read into the request (the contract's jobWorkerChallanFields check each), and the pair checked against the
// document's date by the contract's jobWorkerChallanProblem, the rule the API refuses with.
import { jobWorkerChallanProblem } from '@ledger/contract';
import type { FormErrors } from '@mantine/form';
import { formatDate } from '../../../lib/format';
import { localText } from '../../../lib/local-message';
import { optionalDate, typedText, type Reading } from '../../../lib/request-check';

export interface JobWorkerChallanValues {
  jobWorkerChallanNo: string;
  jobWorkerChallanDate: string;
}

/** Empty for a new document; an edited one's as it holds them. */
export const jobWorkerChallanValues = (held?: { jobWorkerChallanNo?: string | null; jobWorkerChallanDate?: string | null }): JobWorkerChallanValues => ({
  jobWorkerChallanNo: held?.jobWorkerChallanNo ?? '',
  jobWorkerChallanDate: held?.jobWorkerChallanDate ?? '',
});

export const jobWorkerChallanReadings = (values: JobWorkerChallanValues): { jobWorkerChallanNo: Reading<string>; jobWorkerChallanDate: Reading<string | null> } => ({
  jobWorkerChallanNo: typedText(values.jobWorkerChallanNo),
  jobWorkerChallanDate: optionalDate(values.jobWorkerChallanDate),
});

/** The fields' own errors, and when the challan's fields and the date pass, the pair's (both or neither, not after the date). */
export function jobWorkerChallanCheck(errors: FormErrors, values: JobWorkerChallanValues & { issueDate: string }): FormErrors {
  if (errors.jobWorkerChallanNo !== undefined || errors.jobWorkerChallanDate !== undefined || errors.issueDate !== undefined) return errors;
  const no = values.jobWorkerChallanNo.trim();
  const problem = jobWorkerChallanProblem({ jobWorkerChallanNo: no || null, jobWorkerChallanDate: values.jobWorkerChallanDate || null }, values.issueDate);
  return problem ? { ...errors, [problem.field]: localText(problem.key, { date: formatDate(values.issueDate) }) } : errors;
}
