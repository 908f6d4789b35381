// /product/delete/v1 (422 while the product is used in entries).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { productKeys } from './keys';

export function deleteProduct(id: string): Promise<unknown> {
  return apiPost('/product/delete/v1', { id }, z.unknown());
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
