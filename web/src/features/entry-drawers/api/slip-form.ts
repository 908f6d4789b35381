// The slip form: what the owner types, read into a slip's request (the contract's slipFields and slipRateFields:
// request-check.ts), and the bodies its add and update send. The rules are the contract's.
import { slipFields, slipRateFields } from '@ledger/contract';
import { jobWorkerChallanCheck, jobWorkerChallanReadings, jobWorkerChallanValues, type JobWorkerChallanValues } from './job-worker-challan';
import { namedReturnsCheck, namedReturnsValues, type NamedReturnsValues } from './named-returns';
import { onwardCheck, onwardReadings, onwardValues, type OnwardValues } from './onward';
import { todayInKolkata } from '../../../lib/date-input';
import type { SlipEditTarget, SlipPrefill } from '../../documents';
import type { RateValues } from './rate-values';
import { checkRequest, typedDate, typedDecimal, typedText, valuesOf } from '../../../lib/request-check';

export interface SlipFormValues extends RateValues, JobWorkerChallanValues, NamedReturnsValues, OnwardValues {
  issueDate: string;
  prefix: string;
  slipNo: string;
  grossQuantity: string;
  bagQuantity: string;
  rejectedQuantity: string;
  note: string;
}

const NO_RATES: RateValues = { workRate: '0', lossPercentage: '0', lossMode: 'inclusive', marketRate: '0', includeMarketRate: false };

/** A new slip starts today with the company's prefix (its number and rates are filled in as they load); an edited one as it is. */
export function slipFormValues(editing: SlipEditTarget | undefined, defaultPrefix: string, prefill?: SlipPrefill): SlipFormValues {
  if (editing) {
    const { issueDate, prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note } = editing.slip;
    return {
      issueDate, prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note: note ?? '', ...NO_RATES, ...jobWorkerChallanValues(editing.slip),
      ...namedReturnsValues(editing.slip), ...onwardValues(editing.slip),
    };
  }
  const fresh = {
    issueDate: todayInKolkata(), prefix: defaultPrefix, slipNo: '1', grossQuantity: '', bagQuantity: '0', rejectedQuantity: '0', note: '', ...NO_RATES,
    ...jobWorkerChallanValues(), ...namedReturnsValues(), ...onwardValues(),
  };
  return prefill ? { ...fresh, ...prefill } : fresh;
}

const slipReadings = (values: SlipFormValues) => ({
  issueDate: typedDate(values.issueDate),
  prefix: typedText(values.prefix),
  slipNo: typedText(values.slipNo),
  grossQuantity: typedDecimal(values.grossQuantity),
  bagQuantity: typedDecimal(values.bagQuantity),
  rejectedQuantity: typedDecimal(values.rejectedQuantity),
  note: typedText(values.note),
  workRate: typedDecimal(values.workRate),
  lossPercentage: typedDecimal(values.lossPercentage),
  marketRate: typedDecimal(values.marketRate),
  ...jobWorkerChallanReadings(values),
  ...onwardReadings(values),
});

const { workRate, lossPercentage, marketRate } = slipRateFields;
/** The request's fields, then (when they pass) the job worker's challan as a pair against the slip's date, and each named return's KG. */
export const slipCheck = (values: SlipFormValues) =>
  namedReturnsCheck(onwardCheck(jobWorkerChallanCheck(checkRequest({ ...slipFields, workRate, lossPercentage, marketRate }, slipReadings(values)), values), values), values);

/** The slip's own fields as its add and update take them (dates and figures read, text trimmed; no job worker's challan: null). */
export function slipRequest(values: SlipFormValues) {
  const {
    issueDate, prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note, jobWorkerChallanNo, jobWorkerChallanDate, onward, onwardPartyId, saleInvoiceNo, saleInvoiceDate,
  } = valuesOf(slipReadings(values));
  return {
    issueDate, prefix, slipNo, grossQuantity, bagQuantity, rejectedQuantity, note, jobWorkerChallanNo: jobWorkerChallanNo || null, jobWorkerChallanDate,
    onward, onwardPartyId, saleInvoiceNo: saleInvoiceNo || null, saleInvoiceDate,
  };
}
