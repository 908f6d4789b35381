// /product/add/v1: name, and a note only when one was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { productsEndpoints, type RequestOf } from '@ledger/contract';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { productKeys } from './keys';

export const productNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(50, 'Name can have at most 50 characters');

export const productFormSchema = z.object({
  name: productNameSchema,
  note: z.string().max(1000, 'Note can have at most 1000 characters'),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

export type AddProductInput = RequestOf<typeof productsEndpoints.add>;

export function toAddProductInput(values: ProductFormValues): AddProductInput {
  const note = values.note.trim();
  return note ? { name: values.name.trim(), note } : { name: values.name.trim() };
}

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
export function addProduct(input: AddProductInput, idempotencyKey?: string): Promise<WriteResult> {
  return sendCommand(productsEndpoints.add, input, { idempotent: true, idempotencyKey });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (input: AddProductInput) => addProduct(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.saved();
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
