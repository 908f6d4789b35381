// Slip rules that need no database: net quantity, slip numbers, the clash message (ledger rules,
// "Slips" and "Slip numbers").
import { QTY, formatDecimal, fyLabel, parseDecimal } from '@ledger/projections';
import { badRequest } from '../http/errors.ts';

export const DEFAULT_PREFIX = 'SL';

/** Numeric slip numbers are kept without leading zeros so that 012 and 12 are the same slip. */
export const normaliseSlipNo = (slipNo: string): string => (/^\d+$/.test(slipNo) ? BigInt(slipNo).toString() : slipNo);

export const slipLabel = (prefix: string, slipNo: string) => (prefix ? `${prefix}-${slipNo}` : slipNo);

export const clashMessage = (prefix: string, slipNo: string, fy: number) =>
  `Slip ${slipLabel(prefix, slipNo)} already exists in FY ${fyLabel(fy)}`;

/** gross − bag − rejected; refuses a negative result (400 naming the quantity at fault). */
export function netQuantity(gross: string, bag: string, rejected: string): string {
  const g = parseDecimal(gross, QTY) as bigint;
  const b = parseDecimal(bag, QTY) as bigint;
  const r = parseDecimal(rejected, QTY) as bigint;
  if (g <= 0n) throw badRequest('Gross quantity must be greater than 0', 'grossQuantity');
  if (b > g) throw badRequest('Bag quantity cannot be more than the gross quantity', 'bagQuantity');
  if (g - b - r < 0n) throw badRequest('Rejected quantity cannot be more than gross minus bag quantity', 'rejectedQuantity');
  return formatDecimal(g - b - r, QTY);
}
