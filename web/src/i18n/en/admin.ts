// English strings of admin (the source catalogue: the Hindi one must have the same keys).
export const admin = {} as const;
