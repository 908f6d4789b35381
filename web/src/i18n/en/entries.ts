// English strings of entries (the source catalogue: the Hindi one must have the same keys).
export const entries = {} as const;
