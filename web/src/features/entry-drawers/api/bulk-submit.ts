// Bulk slips: rows go one by one, each with its own Idempotency-Key that survives retries, so a row
// whose response was lost is never counted twice. Failed rows are retried with backoff.
import { ApiError } from '../../../lib/api-client';
import type { ItemType } from './schemas';
import { addSlip } from './add-slip';
import { getNextSlipNo } from './get-next-slip-no';
import { getSlipRates, type Rates } from './get-slip-rates';

export interface BulkRow {
  /** Stable per row: the React key and the Idempotency-Key of its add. */
  key: string;
  productId: string | null;
  grossQuantity: string;
  bagQuantity: string;
  /** Fixed on the first attempt so every retry sends the same body. */
  slipNo?: string;
  rates?: Rates;
}

export interface BulkContext {
  itemType: ItemType;
  subPartyId: string;
  issueDate: string;
  prefix: string;
}

export const newBulkRow = (): BulkRow => ({ key: crypto.randomUUID(), productId: null, grossQuantity: '', bagQuantity: '0' });

/** Client errors (4xx) will not fix themselves; network failures and 5xx might. */
export const isRetryable = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Give every unnumbered row its slip number up front, in row order, so a row that fails and is retried
 * later keeps its number and the rows after it do not take it.
 */
export async function numberRows(context: BulkContext, rows: BulkRow[]): Promise<void> {
  const unnumbered = rows.filter((row) => !row.slipNo);
  if (unnumbered.length === 0) return;
  const taken = new Set(rows.flatMap((row) => (row.slipNo ? [row.slipNo] : [])));
  let next = await getNextSlipNo(context.issueDate, context.prefix);
  for (const row of unnumbered) {
    while (taken.has(String(next))) next += 1;
    row.slipNo = String(next);
    next += 1;
  }
}

/** Submit one row; the row keeps its slip number, rates and key for the next retry. */
export async function submitBulkRow(context: BulkContext, row: BulkRow): Promise<void> {
  if (!row.productId) throw new Error('Row without product');
  if (!row.slipNo) row.slipNo = String(await getNextSlipNo(context.issueDate, context.prefix));
  if (!row.rates) {
    row.rates = await getSlipRates({ subPartyId: context.subPartyId, productId: row.productId, itemType: context.itemType, issueDate: context.issueDate });
  }
  await addSlip(
    {
      itemType: context.itemType,
      subPartyId: context.subPartyId,
      productId: row.productId,
      issueDate: context.issueDate,
      prefix: context.prefix,
      slipNo: row.slipNo,
      grossQuantity: row.grossQuantity.trim(),
      bagQuantity: row.bagQuantity.trim() || '0',
      workRate: row.rates.workRate,
      lossPercentage: row.rates.lossPercentage,
      isLossInclusive: row.rates.isLossInclusive,
      marketRate: row.rates.marketRate,
      includeMarketRate: row.rates.includeMarketRate,
    },
    row.key,
  );
}

export const RETRY_DELAYS_MS = [500, 1500, 3000];
