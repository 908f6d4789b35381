// /product/add/v1: name, and a note only when one was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { productSchema, type Product } from './get-products';
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

export interface AddProductInput {
  name: string;
  note?: string;
}

export function toAddProductInput(values: ProductFormValues): AddProductInput {
  const note = values.note.trim();
  return note ? { name: values.name.trim(), note } : { name: values.name.trim() };
}

export function addProduct(input: AddProductInput): Promise<Product> {
  return apiPost('/product/add/v1', input, productSchema, { idempotent: true });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
