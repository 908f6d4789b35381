// English strings of dashboard (the source catalogue: the Hindi one must have the same keys).
export const dashboard = {} as const;
