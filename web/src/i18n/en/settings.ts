// English strings of settings (the source catalogue: the Hindi one must have the same keys).
export const settings = {} as const;
