// /product/add/v1: name, a note only when one was typed, and the GST fields (HSN code, value rate, capital goods).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productFields, type RequestOf } from '@ledger/contract';
import { productsEndpoints } from '@ledger/contract/endpoint-refs';
import { optionalDecimal, requestResolver, typedText, valuesOf, type Reading } from '../../../lib/request-check';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { productKeys } from './keys';

/** What the product forms hold: every field as typed. */
export interface ProductFormValues { name: string; note: string; hsn: string; valueRate: string; capitalGoods: boolean }
type GstValues = Pick<ProductFormValues, 'hsn' | 'valueRate' | 'capitalGoods'>;

/** Empty text clears an optional field (null); anything else goes as typed, for the request's field to refuse. */
const orNull = (reading: Reading<string | undefined>): Reading<string | null> => ({ ...reading, value: reading.value ?? null });

/** The HSN code and value rate as the request takes them: empty text clears a field. */
const gstReadings = (v: GstValues) => ({ hsn: orNull({ value: v.hsn.trim() || undefined }), valueRate: orNull(optionalDecimal(v.valueRate)), capitalGoods: { value: v.capitalGoods } });
const productReadings = (v: ProductFormValues) => ({ name: typedText(v.name), note: typedText(v.note), ...gstReadings(v) });

/** The Add Product form's `validate`: the request's own fields (productFields). */
export const productCheck = requestResolver(productFields, productReadings);
/** The Update Product form's (no note there). */
export const productUpdateCheck = requestResolver(
  { name: productFields.name, hsn: productFields.hsn, valueRate: productFields.valueRate, capitalGoods: productFields.capitalGoods },
  (v: Omit<ProductFormValues, 'note'>) => ({ name: typedText(v.name), ...gstReadings(v) }),
);

/** The request's GST fields: empty text clears a field. */
export const toGstInput = (v: GstValues) => valuesOf(gstReadings(v));

export type AddProductInput = RequestOf<typeof productsEndpoints.add>;

export function toAddProductInput(values: ProductFormValues): AddProductInput {
  const { note, ...base } = valuesOf(productReadings(values));
  return note ? { ...base, note } : base;
}

/** `idempotencyKey` stays the same across retries of one logical add (Save pressed again). */
function addProduct(input: AddProductInput, idempotencyKey?: string): Promise<WriteResult> {
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
