// Bulk slips: rows go one by one, each with its own Idempotency-Key that survives retries, so a row
// whose response was lost is never counted twice. Failed rows are retried with backoff.
import { ApiError } from '../../../lib/api-client';
import type { ItemType } from '../../documents';
import { addSlip } from './add-slip';
import { getNextSlipNo } from './get-next-slip-no';
import { asDecimal } from '../../../lib/decimal-input';
import type { ServerRates } from './rate-values';

export interface BulkRow {
  /** Stable for the row's life: its React key (a row re-mounted on each key press lost focus and digits). */
  id: string;
  /** The Idempotency-Key of its add: kept across retries, new when the row is edited. */
  key: string;
  productId: string | null;
  grossQuantity: string;
  bagQuantity: string;
  /** Fixed on the first attempt so every retry sends the same body. */
  slipNo?: string;
  /** The rates a new slip sends (they start the item when it is the month's first slip of the product). */
  rates?: ServerRates;
}

export interface BulkContext {
  itemType: ItemType;
  subPartyId: string;
  issueDate: string;
  prefix: string;
}

export const newBulkRow = (): BulkRow => ({ id: crypto.randomUUID(), key: crypto.randomUUID(), productId: null, grossQuantity: '', bagQuantity: '0' });

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

/**
 * Submit one row with the rates the drawer shows for its product; the row keeps its slip number, rates
 * and key for the next retry.
 */
export async function submitBulkRow(context: BulkContext, row: BulkRow, rates: ServerRates): Promise<void> {
  if (!row.productId) throw new Error('Row without product');
  if (!row.slipNo) row.slipNo = String(await getNextSlipNo(context.issueDate, context.prefix));
  row.rates ??= rates;
  await addSlip(
    {
      itemType: context.itemType,
      subPartyId: context.subPartyId,
      productId: row.productId,
      issueDate: context.issueDate,
      prefix: context.prefix,
      slipNo: row.slipNo,
      grossQuantity: asDecimal(row.grossQuantity),
      bagQuantity: row.bagQuantity.trim() ? asDecimal(row.bagQuantity) : '0',
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
