// Given the events so far, when a product command, then its events or its refusal: the product decider
// over the company's folded state (a product live entries use stays).
import { describe, it } from 'vitest';
import { given, stateSpec, testId } from '../store/decider-spec.ts';
import { productDecider } from './decide.ts';

const spec = stateSpec(productDecider);
const [party, sub, product, other] = [testId(10), testId(11), testId(12), testId(13)];
const start = [given.company(), given.party(party, sub), given.product(product), given.product(other)];

describe('product decider over the folded state', () => {
  it('given a slip and a bill of the product, when it is deleted, then 422 counting them; an item left without slips still counts', () => {
    const slip = given.slip(testId(30), { itemType: 'OUT', subPartyId: sub, productId: product, issueDate: '2026-05-01', slipNo: '1', challanNo: 'DC/2026-27/1' });
    const bill = given.bill(testId(31), { kind: 'SALE_BILL', subPartyId: sub, productId: product, issueDate: '2026-05-02', challanNo: null });
    spec.given([...start, slip, bill]).when({ type: 'DeleteProduct', productId: product }).thenThrows(422, 'Product is used in 2 entries; delete those first');
    spec.given([...start, slip, { type: 'SlipDeleted', data: { slipId: testId(30) } }]).when({ type: 'DeleteProduct', productId: product })
      .thenThrows(422, 'Product is used in 1 entry; delete those first');
    spec.given([...start, slip, bill]).when({ type: 'DeleteProduct', productId: other })
      .then({ events: [{ type: 'ProductDeleted', streamId: `product:${other}`, data: { productId: other } }], result: { id: other } });
  });

  it('given its GST fields, when it is renamed without them, then they are kept (no GST event); a deleted product is 404', () => {
    const gst = { type: 'ProductGstSet' as const, data: { productId: product, hsn: '391723', valueRate: '120.00' } };
    spec.given([...start, gst]).when({ type: 'RenameProduct', productId: product, name: 'Pipe', gst: {} })
      .then({ events: [{ type: 'ProductUpdated', streamId: `product:${product}`, data: { productId: product, name: 'Pipe' } }], result: { id: product } });
    spec.given([...start, { type: 'ProductDeleted', data: { productId: product } }]).when({ type: 'RenameProduct', productId: product, name: 'Pipe', gst: {} })
      .thenThrows(404, 'Product not found');
  });
});
