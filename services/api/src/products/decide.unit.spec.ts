// Given/when/then for the product decider: add, rename, delete and each refusal.
import { describe, it } from 'vitest';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideProduct } from './decide.ts';

const spec = deciderSpec(decideProduct);
const productId = testId(4);
const exists = { productExists: true, useCount: 0, hsn: null, valueRate: null, capitalGoods: false };
const missing = { productExists: false, useCount: 0, hsn: null, valueRate: null, capitalGoods: false };

describe('product decider', () => {
  it('adds a product with its note', () => {
    spec.given(missing).when({ type: 'AddProduct', name: 'PP Granules', note: 'natural', gst: {} }).then({
      events: [{ type: 'ProductAdded', streamId: `product:${testId(1)}`, data: { productId: testId(1), name: 'PP Granules', note: 'natural' } }],
      result: { id: testId(1) },
    });
  });

  it('renames a product', () => {
    spec.given(exists).when({ type: 'RenameProduct', productId, name: 'HDPE', gst: {} }).then({
      events: [{ type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'HDPE' } }],
      result: { id: productId },
    });
  });

  it('sets the HSN code and value rate beside the add, and changes only what an update gives', () => {
    spec.given(missing).when({ type: 'AddProduct', name: 'HDPE Pipe', note: null, gst: { hsn: '3917', valueRate: '120.00' } }).then({
      events: [
        { type: 'ProductAdded', streamId: `product:${testId(1)}`, data: { productId: testId(1), name: 'HDPE Pipe', note: null } },
        { type: 'ProductGstSet', streamId: `product:${testId(1)}`, data: { productId: testId(1), hsn: '3917', valueRate: '120.00', capitalGoods: false } },
      ],
      result: { id: testId(1) },
    });
    const set = { ...exists, hsn: '3917', valueRate: '120.00' };
    spec.given(set).when({ type: 'RenameProduct', productId, name: 'HDPE', gst: { valueRate: null } }).then({
      events: [
        { type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'HDPE' } },
        { type: 'ProductGstSet', streamId: `product:${productId}`, data: { productId, hsn: '3917', valueRate: null, capitalGoods: false } },
      ],
      result: { id: productId },
    });
    spec.given(set).when({ type: 'RenameProduct', productId, name: 'HDPE', gst: { hsn: '3917' } }).then({
      events: [{ type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'HDPE' } }],
      result: { id: productId },
    });
  });

  it('marks a product capital goods, and unmarks it, keeping its HSN code and value rate', () => {
    const set = { ...exists, hsn: '8477', valueRate: '250000.00' };
    spec.given(set).when({ type: 'RenameProduct', productId, name: 'Mould', gst: { capitalGoods: true } }).then({
      events: [
        { type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'Mould' } },
        { type: 'ProductGstSet', streamId: `product:${productId}`, data: { productId, hsn: '8477', valueRate: '250000.00', capitalGoods: true } },
      ],
    });
    spec.given({ ...set, capitalGoods: true }).when({ type: 'RenameProduct', productId, name: 'Mould', gst: { capitalGoods: false } }).then({
      events: [
        { type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'Mould' } },
        { type: 'ProductGstSet', streamId: `product:${productId}`, data: { productId, hsn: '8477', valueRate: '250000.00', capitalGoods: false } },
      ],
    });
    spec.given({ ...set, capitalGoods: true }).when({ type: 'RenameProduct', productId, name: 'Mould', gst: { capitalGoods: true } }).then({
      events: [{ type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: 'Mould' } }],
    });
  });

  it('refuses to rename a product that does not exist', () => {
    spec.given(missing).when({ type: 'RenameProduct', productId, name: 'HDPE', gst: {} }).thenThrows(404, 'Product not found');
  });

  it('deletes a product no entry uses', () => {
    spec.given(exists).when({ type: 'DeleteProduct', productId }).then({
      events: [{ type: 'ProductDeleted', streamId: `product:${productId}`, data: { productId } }],
      result: { id: productId },
    });
  });

  it('refuses to delete a product one entry uses', () => {
    spec.given({ ...exists, useCount: 1 }).when({ type: 'DeleteProduct', productId })
      .thenThrows(422, 'Product is used in 1 entry; delete those first');
  });

  it('refuses to delete a product entries use, counting them', () => {
    spec.given({ ...exists, useCount: 4 }).when({ type: 'DeleteProduct', productId })
      .thenThrows(422, 'Product is used in 4 entries; delete those first');
  });

  it('refuses to delete a product that does not exist', () => {
    spec.given(missing).when({ type: 'DeleteProduct', productId }).thenThrows(404, 'Product not found');
  });
});
