// /company/expiresAt/update/v1 (admin): set or clear (null) a company's expiry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './keys';

interface UpdateExpiryInput {
  id: string;
  expiresAt: string | null;
}

/** A plan runs to the end of its expiry day in India (IST has no daylight saving). */
export function endOfIndianDay(date: string): string {
  return new Date(`${date}T23:59:59.999+05:30`).toISOString();
}

function updateExpiry({ id, expiresAt }: UpdateExpiryInput): Promise<Company> {
  return callEndpoint(companiesEndpoints.updateExpiresAt, { filter: { id }, update: { expiresAt } });
}

export function useUpdateExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
