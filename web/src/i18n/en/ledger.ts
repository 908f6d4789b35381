// English strings of ledger (the source catalogue: the Hindi one must have the same keys).
export const ledger = {} as const;
