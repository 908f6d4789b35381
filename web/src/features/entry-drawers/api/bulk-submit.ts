// /jobWorkItem/slip/bulkAdd/v1: every row of the bulk drawer in one command, numbered by the server,
// all saved or none. One Idempotency-Key covers the whole add and stays while the body is unchanged, so
// an add retried after a lost answer (automatically, or Save pressed again) is recorded once.
import type { RequestOf, ResponseOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { useRetryKeys } from '../../../lib/retry-key';
import { useInvalidateLedger } from '../../documents';

export interface BulkRow {
  /** Stable for the row's life: its React key (a row re-mounted on each key press lost focus and digits). */
  id: string;
  productId: string | null;
  grossQuantity: string;
  bagQuantity: string;
}

export const newBulkRow = (): BulkRow => ({ id: crypto.randomUUID(), productId: null, grossQuantity: '', bagQuantity: '0' });

type BulkAddInput = RequestOf<typeof slipsEndpoints.bulkAdd>;
export type BulkAdded = ResponseOf<typeof slipsEndpoints.bulkAdd>['slips'];

/** Client errors (4xx) will not fix themselves; network failures and 5xx might. */
const isRetryable = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const RETRY_DELAYS_MS = [500, 1500, 3000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The row a refusal names (`rows.3.grossQuantity`: row index 3, field grossQuantity), or null. */
export function rowOfError(error: unknown): { index: number; field: string } | null {
  const match = error instanceof ApiError ? /^rows\.(\d+)\.(\w+)$/.exec(error.field ?? '') : null;
  return match ? { index: Number(match[1]), field: match[2] ?? '' } : null;
}

/** The bulk add: a network failure or 5xx is retried with the same key; `onRetry` says when one is waiting. */
export function useAddBulkSlips(onRetry: () => void) {
  const keys = useRetryKeys();
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: async (input: BulkAddInput): Promise<BulkAdded> => {
      const idempotencyKey = keys.keyFor(input);
      for (let attempt = 0; ; attempt += 1) {
        try {
          return (await callEndpoint(slipsEndpoints.bulkAdd, input, { idempotent: true, idempotencyKey })).slips;
        } catch (error) {
          const delay = RETRY_DELAYS_MS[attempt];
          if (!isRetryable(error) || delay === undefined) throw error;
          onRetry();
          await sleep(delay);
        }
      }
    },
    onSuccess: () => {
      keys.saved();
      return invalidate();
    },
  });
}
