// English strings of sharing (the source catalogue: the Hindi one must have the same keys).
export const sharing = {} as const;
