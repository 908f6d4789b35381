// Product commands and their pure decision: names need not be unique; a product that live entries use
// (slips, bills and challans, job-work items left without slips) cannot be deleted.
import { notFound, refused } from '../http/errors.ts';
import { unknownCommand, type Decide } from '../store/decider.ts';

export type ProductCommand =
  | { type: 'AddProduct'; name: string; note: string | null }
  | { type: 'RenameProduct'; productId: string; name: string }
  | { type: 'DeleteProduct'; productId: string };

export interface ProductFacts {
  /** The product an update or delete names exists. */
  productExists: boolean;
  /** Live entries that use the product (deletes only). */
  useCount: number;
}

export interface ProductResult { id: string }

export const decideProduct: Decide<ProductCommand, ProductFacts, ProductResult> = (command, facts, { newId }) => {
  switch (command.type) {
    case 'AddProduct': {
      const productId = newId();
      return {
        events: [{ type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: command.name, note: command.note } }],
        result: { id: productId },
      };
    }
    case 'RenameProduct': {
      const { productId, name } = command;
      if (!facts.productExists) throw notFound('Product not found');
      return { events: [{ type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name } }], result: { id: productId } };
    }
    case 'DeleteProduct': {
      const { productId } = command;
      if (!facts.productExists) throw notFound('Product not found');
      const n = facts.useCount;
      if (n > 0) throw refused(`Product is used in ${n} ${n === 1 ? 'entry' : 'entries'}; delete those first`);
      return { events: [{ type: 'ProductDeleted', streamId: `product:${productId}`, data: { productId } }], result: { id: productId } };
    }
    default:
      return unknownCommand(command);
  }
};
