// English strings of audit (the source catalogue: the Hindi one must have the same keys).
export const audit = {} as const;
