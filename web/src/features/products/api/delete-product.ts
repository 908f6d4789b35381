// /product/delete/v1 (422 while the product is used in entries).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { productKeys } from './keys';

function deleteProduct(id: string): Promise<WriteResult> {
  return sendCommand(productsEndpoints.delete, { id });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
