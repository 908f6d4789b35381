// The bill, challan, cash and note forms: what the owner types, read into each kind's request (the contract's
// billFields, cashFields, noteFields: request-check.ts), and the body a Save sends. One adapter per kind; the rules
// are the contract's.
import { billFields, cashFields, noteFields, type BillKind as ContractBillKind } from '@ledger/contract';
import { todayInKolkata } from '../../../lib/date-input';
import type { Bill, CashReceipt, JobWorkBill, NoteKind, PartyNote } from '../../documents';
import { checkRequest, requestResolver, typedDate, typedDecimal, typedText, valuesOf } from '../../../lib/request-check';
import { jobWorkerChallanCheck, jobWorkerChallanReadings, jobWorkerChallanValues, type JobWorkerChallanValues } from './job-worker-challan';

/** A document's Save body: an add sends every field (the note when one was typed); an update sends the fields, and the date only when it moved (the document moves to that month). */
export function documentBody<V extends { issueDate?: string; note: string }>({ issueDate, note, ...fields }: V, editing?: { issueDate: string }) {
  return editing
    ? { ...fields, note, ...(issueDate !== editing.issueDate ? { issueDate } : {}) }
    : { issueDate, ...fields, ...(note ? { note } : {}) };
}

export interface BillFormValues extends JobWorkerChallanValues {
  issueDate: string;
  fullBillNo: string;
  quantity: string;
  workRate: string;
  saleRate: string;
  note: string;
}

export const billFormValues = (editing?: JobWorkBill | Bill): BillFormValues => ({
  issueDate: editing?.issueDate ?? todayInKolkata(),
  fullBillNo: editing?.fullBillNo ?? '',
  quantity: editing?.quantity ?? '',
  workRate: editing?.workRate ?? '0',
  saleRate: editing && 'saleRate' in editing ? editing.saleRate : '0',
  note: editing?.note ?? '',
  ...jobWorkerChallanValues(editing && 'jobWorkerChallanNo' in editing ? editing : undefined),
});

const billReadings = (values: BillFormValues) => ({
  issueDate: typedDate(values.issueDate),
  fullBillNo: typedText(values.fullBillNo),
  quantity: typedDecimal(values.quantity),
  workRate: typedDecimal(values.workRate),
  saleRate: typedDecimal(values.saleRate),
  note: typedText(values.note),
  ...jobWorkerChallanReadings(values),
});

/** The request's fields, then the job worker's challan as a pair against the bill's date (only a Received Challan's form shows it). */
export const billCheck = (kind: ContractBillKind) => (values: BillFormValues) => jobWorkerChallanCheck(checkRequest(billFields(kind), billReadings(values)), values);

/** A bill's fields as its request takes them; a challan sends no sale rate; no job worker's challan is null. */
export function billRequest(values: BillFormValues, withSaleRate: boolean) {
  const { saleRate, jobWorkerChallanNo, ...rest } = valuesOf(billReadings(values));
  return { ...rest, jobWorkerChallanNo: jobWorkerChallanNo || null, ...(withSaleRate ? { saleRate } : {}) };
}

export interface CashFormValues {
  issueDate: string;
  amount: string;
  note: string;
}

export const cashFormValues = (editing?: CashReceipt): CashFormValues => ({
  issueDate: editing?.issueDate ?? todayInKolkata(),
  amount: editing?.amount ?? '',
  note: editing?.note ?? '',
});

const cashReadings = (values: CashFormValues) => ({
  issueDate: typedDate(values.issueDate),
  amount: typedDecimal(values.amount),
  note: typedText(values.note),
});

export const cashCheck = requestResolver(cashFields, cashReadings);
export const cashRequest = (values: CashFormValues) => valuesOf(cashReadings(values));

export interface NoteFormValues {
  issueDate: string;
  fullNoteNo: string;
  amount: string;
  reason: string;
  note: string;
}

export const noteFormValues = (editing?: PartyNote): NoteFormValues => ({
  issueDate: editing?.issueDate ?? todayInKolkata(),
  fullNoteNo: editing?.fullNoteNo ?? '',
  amount: editing?.amount ?? '',
  reason: editing?.reason ?? '',
  note: editing?.note ?? '',
});

const noteReadings = (values: NoteFormValues) => ({
  issueDate: typedDate(values.issueDate),
  fullNoteNo: typedText(values.fullNoteNo),
  amount: typedDecimal(values.amount),
  reason: typedText(values.reason),
  note: typedText(values.note),
});

export const noteCheck = (kind: NoteKind) => requestResolver(noteFields(kind), noteReadings);
export const noteRequest = (values: NoteFormValues) => valuesOf(noteReadings(values));
