// Product commands and their pure decision: names need not be unique; a product that live entries use
// (slips, bills and challans, job-work items left without slips) cannot be deleted.
import { coded } from '../http/errors.ts';
import type { NewEvent } from '@ledger/projections';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { productFacts } from './facts.ts';

/** A product's GST fields in a command: a field left out keeps its value. */
export interface ProductGst { hsn?: string | null; valueRate?: string | null; capitalGoods?: boolean }

export type ProductCommand =
  | { type: 'AddProduct'; name: string; note: string | null; gst: ProductGst }
  | { type: 'RenameProduct'; productId: string; name: string; gst: ProductGst }
  | { type: 'DeleteProduct'; productId: string };

export interface ProductFacts {
  /** The product an update or delete names exists. */
  productExists: boolean;
  /** Its HSN code, value rate and capital-goods mark as they are (updates). */
  hsn: string | null;
  valueRate: string | null;
  capitalGoods: boolean;
  /** Live entries that use the product (deletes only). */
  useCount: number;
}

export interface ProductResult { id: string }

/** The ProductGstSet of a command whose GST fields change what the product has (none otherwise). */
function gstEvents(productId: string, gst: ProductGst, now: { hsn: string | null; valueRate: string | null; capitalGoods: boolean }): NewEvent[] {
  const next = {
    hsn: gst.hsn === undefined ? now.hsn : gst.hsn,
    valueRate: gst.valueRate === undefined ? now.valueRate : gst.valueRate,
    capitalGoods: gst.capitalGoods ?? now.capitalGoods,
  };
  if (next.hsn === now.hsn && next.valueRate === now.valueRate && next.capitalGoods === now.capitalGoods) return [];
  return [{ type: 'ProductGstSet', streamId: `product:${productId}`, data: { productId, ...next } }];
}

export const decideProduct: Decide<ProductCommand, ProductFacts, ProductResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddProduct': {
      const productId = newId();
      return {
        events: [
          { type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: command.name, note: command.note } },
          ...gstEvents(productId, command.gst, { hsn: null, valueRate: null, capitalGoods: false }),
        ],
        result: { id: productId },
      };
    }
    case 'RenameProduct': {
      const { productId, name } = command;
      if (!facts.productExists) throw coded(404, 'notFound', { thing: 'Product' });
      return {
        events: [
          { type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name } },
          ...gstEvents(productId, command.gst, facts),
        ],
        result: { id: productId },
      };
    }
    case 'DeleteProduct': {
      const { productId } = command;
      if (!facts.productExists) throw coded(404, 'notFound', { thing: 'Product' });
      const n = facts.useCount;
      if (n > 0) throw coded(422, n === 1 ? 'productUsedOnce' : 'productUsed', { n });
      return { events: [{ type: 'ProductDeleted', streamId: `product:${productId}`, data: { productId } }], result: { id: productId } };
    }
    default:
      return unknownCommand(command);
  }
};

/** The Product decider as the store runs it: over the company's state folded at the head. */
export const productDecider = onState(productFacts, decideProduct);
