// /product/list/v1: all products by name, with audits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ledger/contract';
import { productsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { productKeys } from './keys';

export type { Product };

function getProducts(): Promise<Product[]> {
  return callEndpoint(productsEndpoints.list, { include: { audits: true } });
}

const productsQueryOptions = () => queryOptions({ queryKey: productKeys.list(), queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
