// English strings of print (the source catalogue: the Hindi one must have the same keys).
export const print = {} as const;
