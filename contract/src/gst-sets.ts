// The GST papers' closed sets (ageing buckets and directions, ITC-04 periods), without zod: the Reports screen
// reads them, and the endpoints' schemas (endpoints/gst.ts) are made from them.
export const AGEING_BUCKETS = ['0-90', '91-180', '181-365', 'over-365'] as const;
export const AGEING_DIRECTIONS = ['WITH_PARTY', 'WITH_US'] as const;
export const ITC04_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'] as const;
