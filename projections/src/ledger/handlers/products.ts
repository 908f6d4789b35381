// Ledger handlers for products.
import { RATE } from '@ledger/contract';
import { touchDates, type Dirty, type LedgerState } from '../state.ts';
import { dec, must, type Handlers } from './kit.ts';

/** The dates of every slip and bill of a product. */
function touchProductDocuments(s: LedgerState, productId: string, dirty: Dirty): void {
  for (const item of s.items.values()) {
    if (item.productId !== productId) continue;
    for (const id of item.slipIds) {
      const slip = s.slips.get(id);
      if (slip) touchDates(dirty, slip.issueDate);
    }
  }
  for (const b of s.bills.values()) if (b.productId === productId) touchDates(dirty, b.issueDate);
}

export const productHandlers: Handlers<'ProductAdded' | 'ProductUpdated' | 'ProductDeleted' | 'ProductGstSet'> = {
  ProductAdded: (s, { data: d, recordedAt: at }, dirty) => {
    s.products.set(d.productId, { id: d.productId, name: d.name, note: d.note, createdAt: at, updatedAt: at, hsn: null, valueRate: null, capitalGoods: false });
    dirty.products.add(d.productId);
  },
  ProductUpdated: (s, e, dirty) => {
    const p = must(s.products.get(e.data.productId), `product ${e.data.productId}`, e.seq);
    p.name = e.data.name;
    p.updatedAt = e.recordedAt;
    dirty.products.add(p.id);
  },
  ProductGstSet: (s, e, dirty) => {
    const p = must(s.products.get(e.data.productId), `product ${e.data.productId}`, e.seq);
    p.hsn = e.data.hsn;
    const valueRate = e.data.valueRate === null ? null : dec(e.data.valueRate, RATE);
    // The value rate is a figure of every challan of the product (its declared value).
    if (valueRate !== p.valueRate) touchProductDocuments(s, p.id, dirty);
    p.valueRate = valueRate;
    // Version 1 did not say: the product keeps what it was.
    if ('capitalGoods' in e.data) p.capitalGoods = e.data.capitalGoods;
    p.updatedAt = e.recordedAt;
    dirty.products.add(p.id);
  },
  ProductDeleted: (s, e, dirty) => {
    must(s.products.get(e.data.productId), `product ${e.data.productId}`, e.seq);
    s.products.delete(e.data.productId);
    dirty.products.add(e.data.productId);
  },
};
