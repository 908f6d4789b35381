// English strings of products (the source catalogue: the Hindi one must have the same keys).
export const products = {} as const;
