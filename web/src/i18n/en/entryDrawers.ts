// English strings of entryDrawers (the source catalogue: the Hindi one must have the same keys).
export const entryDrawers = {} as const;
