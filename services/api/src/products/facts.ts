// The facts a product command is decided on, read from the company's state folded at the head (no
// query): whether the product exists, its GST fields and, for a delete, how many live entries use it.
import { RATE, formatDecimal, type LedgerState } from '@ledger/projections';
import type { ProductCommand, ProductFacts } from './decide.ts';

/** Slips, bills and challans of the product, and its job-work items left without slips. */
function useCount(state: Readonly<LedgerState>, productId: string): number {
  let n = 0;
  for (const item of state.items.values()) if (item.productId === productId) n += item.slipIds.length || 1;
  for (const b of state.bills.values()) if (b.productId === productId) n++;
  return n;
}

export function productFacts(state: Readonly<LedgerState>, command: ProductCommand): ProductFacts {
  if (command.type === 'AddProduct') return { productExists: false, useCount: 0, hsn: null, valueRate: null, capitalGoods: false };
  const p = state.products.get(command.productId);
  return {
    productExists: p !== undefined,
    useCount: command.type === 'DeleteProduct' ? useCount(state, command.productId) : 0,
    hsn: p?.hsn ?? null,
    valueRate: p?.valueRate == null ? null : formatDecimal(p.valueRate, RATE),
    capitalGoods: p?.capitalGoods ?? false,
  };
}
