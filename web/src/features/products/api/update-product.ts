// /product/update/v1: rename a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { productNameSchema } from './add-product';
import { productSchema, type Product } from './get-products';
import { productKeys } from './keys';

export const updateProductFormSchema = z.object({ name: productNameSchema });

export interface UpdateProductInput {
  id: string;
  name: string;
}

export function updateProduct({ id, name }: UpdateProductInput): Promise<Product> {
  return apiPost('/product/update/v1', { filter: { id }, update: { name } }, productSchema);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
