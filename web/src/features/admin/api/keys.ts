// Hierarchical query keys for the admin area.
export const adminKeys = {
  all: ['admin'] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  refreshStatus: (companyId: string) => [...adminKeys.all, 'refresh-status', companyId] as const,
};
