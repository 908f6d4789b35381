// /product/update/v1: rename a product, set its HSN code, value rate and capital-goods mark.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { toGstInput } from './add-product';
import { productKeys } from './keys';

interface UpdateProductInput {
  id: string;
  name: string;
  hsn: string;
  valueRate: string;
  capitalGoods: boolean;
}

function updateProduct({ id, name, ...gst }: UpdateProductInput): Promise<WriteResult> {
  return sendCommand(productsEndpoints.update, { filter: { id }, update: { name: name.trim(), ...toGstInput(gst) } });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
