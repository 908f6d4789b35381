// The bulk slip form: the date and prefix, the rows (product, gross, bag) and each product's rates, read into the
// bulk add's request (the contract's slipFields, slipQuantityFields, slipRateFields: request-check.ts); the rules
// are the contract's. A row's bag left empty is none (0).
import { slipFields, slipQuantityFields } from '@ledger/contract';
import type { ItemType } from '../../documents';
import type { BulkRow } from './bulk-submit';
import type { Rates } from './get-slip-rates';
import { ratesCheck, ratesRequest, type RateValues } from './rate-values';
import { checkRequest, optionalDecimal, typedDate, typedDecimal, typedText, valuesOf } from '../../../lib/request-check';

export interface RateDraft extends RateValues {
  source: Rates['source'];
  /** The owner changed a figure: a refetch (new date or sub-party) keeps it unless the item exists. */
  typed: boolean;
}

const { grossQuantity, bagQuantity } = slipQuantityFields;

/** The date's and prefix's refusals (an empty date is not yet one: Save waits for it). */
export function headProblems(issueDate: string, prefix: string) {
  const problems = checkRequest({ issueDate: slipFields.issueDate, prefix: slipFields.prefix }, { issueDate: typedDate(issueDate), prefix: typedText(prefix) });
  return issueDate === '' ? { prefix: problems.prefix } : problems;
}

const rowReadings = (row: BulkRow) => ({ grossQuantity: typedDecimal(row.grossQuantity), bagQuantity: optionalDecimal(row.bagQuantity) });

/** A row's refusals, by its field. */
export const rowProblems = (row: BulkRow) => checkRequest({ grossQuantity, bagQuantity }, rowReadings(row));

/** A product's rates' refusals; an existing item's rates are not sent, so never refused. */
export const draftProblems = (draft: RateDraft) => (draft.source === 'item' ? {} : ratesCheck(draft));

interface BulkInput {
  itemType: ItemType;
  subPartyId: string;
  issueDate: string;
  prefix: string;
  rows: BulkRow[];
  drafts: Record<string, RateDraft>;
}

/** The bulk add's body: every row in order, and the rates of each product the rows name. */
export function bulkRequest({ itemType, subPartyId, issueDate, prefix, rows, drafts }: BulkInput) {
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  return {
    itemType,
    subPartyId,
    issueDate,
    prefix: prefix.trim(),
    rows: rows.map((row) => {
      const values = valuesOf(rowReadings(row));
      return { productId: row.productId ?? '', grossQuantity: values.grossQuantity, bagQuantity: values.bagQuantity ?? '0' };
    }),
    rates: productIds.flatMap((productId) => {
      const draft = drafts[productId];
      return draft ? [{ productId, ...ratesRequest(draft) }] : [];
    }),
  };
}
