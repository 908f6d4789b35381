// Ledger handlers for products.
import { RATE } from '@ledger/contract';
import { dec, must, type Handlers } from './kit.ts';

export const productHandlers: Handlers<'ProductAdded' | 'ProductUpdated' | 'ProductDeleted' | 'ProductGstSet'> = {
  ProductAdded: (s, { data: d, recordedAt: at }, dirty) => {
    s.products.set(d.productId, { id: d.productId, name: d.name, note: d.note, createdAt: at, updatedAt: at, hsn: null, valueRate: null });
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
    p.valueRate = e.data.valueRate === null ? null : dec(e.data.valueRate, RATE);
    p.updatedAt = e.recordedAt;
    dirty.products.add(p.id);
  },
  ProductDeleted: (s, e, dirty) => {
    must(s.products.get(e.data.productId), `product ${e.data.productId}`, e.seq);
    s.products.delete(e.data.productId);
    dirty.products.add(e.data.productId);
  },
};
