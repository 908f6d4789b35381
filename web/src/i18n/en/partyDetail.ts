// English strings of partyDetail (the source catalogue: the Hindi one must have the same keys).
export const partyDetail = {} as const;
