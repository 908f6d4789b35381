// /product/list/v1: all products by name, with audits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { productKeys } from './keys';

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string().nullable().optional(),
  audits: z.object({ createdAt: z.string(), updatedAt: z.string() }).optional(),
});
export type Product = z.infer<typeof productSchema>;

export function getProducts(): Promise<Product[]> {
  return apiPost('/product/list/v1', { include: { audits: true } }, z.array(productSchema));
}

export const productsQueryOptions = () => queryOptions({ queryKey: productKeys.list(), queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
