// /product/update/v1: rename a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { productsEndpoints } from '@ledger/contract';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { productNameSchema } from './add-product';
import { productKeys } from './keys';

export const updateProductFormSchema = z.object({ name: productNameSchema });

export interface UpdateProductInput {
  id: string;
  name: string;
}

export function updateProduct({ id, name }: UpdateProductInput): Promise<WriteResult> {
  return sendCommand(productsEndpoints.update, { filter: { id }, update: { name } });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
