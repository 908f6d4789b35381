// Closed books (docs/auditing.md "Closed books"): the state and its log, a close (the owner, or an accountant the
// owner granted it) and a reopen (the owner, saying why). Every ledger read reloads after either.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ledger/contract';
import { booksEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

const booksKey = ['books'] as const;

export function useBooks(enabled: boolean) {
  return useQuery({ queryKey: booksKey, queryFn: () => callEndpoint(booksEndpoints.getBooks, {}), enabled });
}

export function useCloseBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof booksEndpoints.closeBooks>) => callEndpoint(booksEndpoints.closeBooks, input),
    onSuccess: (books) => queryClient.setQueryData(booksKey, books),
  });
}

export function useReopenBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof booksEndpoints.reopenBooks>) => callEndpoint(booksEndpoints.reopenBooks, input),
    onSuccess: (books) => queryClient.setQueryData(booksKey, books),
  });
}
