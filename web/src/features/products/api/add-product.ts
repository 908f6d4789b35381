// /product/add/v1: name, a note only when one was typed, and the GST fields (HSN code, value rate).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NOTE_MAX, says, type RequestOf } from '@ledger/contract';
import { productsEndpoints } from '@ledger/contract/endpoint-refs';
import { asDecimal } from '../../../lib/decimal-input';
import { decimalText } from '../../../lib/decimal-rules';
import { sendCommand, type WriteResult } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { productKeys } from './keys';

export const productNameSchema = z
  .string()
  .trim()
  .min(1, { error: says('required', { label: 'Name' }) })
  .max(50, { error: says('canHaveAtMostChars', { label: 'Name', n: 50 }) });

/** HSN code and value rate as typed: both optional (empty clears), checked as the server checks them. */
export const productGstShape = {
  hsn: z.string().trim().refine((v) => v === '' || /^\d{4}(\d{2}){0,2}$/.test(v.replace(/\s+/g, '')), 'HSN code must be 4, 6 or 8 digits'),
  valueRate: z.union([z.literal(''), decimalText('Value rate', 2)]),
};

export const productFormSchema = z.object({
  name: productNameSchema,
  note: z.string().max(NOTE_MAX, { error: says('canHaveAtMostChars', { label: 'Note', n: NOTE_MAX }) }),
  ...productGstShape,
});

/** The request's GST fields: empty text clears a field. */
export const toGstInput = (v: { hsn: string; valueRate: string }) => ({
  hsn: v.hsn.trim() || null,
  valueRate: v.valueRate.trim() ? asDecimal(v.valueRate) : null,
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

export type AddProductInput = RequestOf<typeof productsEndpoints.add>;

export function toAddProductInput(values: ProductFormValues): AddProductInput {
  const note = values.note.trim();
  const base = { name: values.name.trim(), ...toGstInput(values) };
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
