// English strings of gst (the source catalogue: the Hindi one must have the same keys).
export const gst = {} as const;
