// English strings of parties (the source catalogue: the Hindi one must have the same keys).
export const parties = {} as const;
