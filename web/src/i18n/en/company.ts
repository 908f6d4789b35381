// English strings of company (the source catalogue: the Hindi one must have the same keys).
export const company = {} as const;
