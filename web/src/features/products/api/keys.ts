// Hierarchical query keys for products; mutations invalidate `productKeys.all`.
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};
