// /company/stats/refresh/v1 (admin): rebuild one company's stats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from './keys';

const refreshResultSchema = z.object({
  companyId: z.string(),
  status: z.string(),
  done: z.number().optional(),
  total: z.number().optional(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

export function refreshStats(companyId: string): Promise<RefreshResult> {
  return apiPost('/company/stats/refresh/v1', { companyId }, refreshResultSchema, { auth: 'admin' });
}

export function useRefreshStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshStats,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
