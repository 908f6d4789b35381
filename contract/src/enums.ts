// The closed sets of values that the API, the projector and the web share. No zod here, so a screen that reads
// one of them loads none: their schemas are in enum-schemas.ts.
export const ITEM_TYPES = ['IN', 'OUT'] as const;
export const BILL_KINDS = ['SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL'] as const;
export const CASH_DIRECTIONS = ['INWARD', 'OUTWARD'] as const;

export type ItemType = (typeof ITEM_TYPES)[number];
export type BillKind = (typeof BILL_KINDS)[number];
export type CashDirection = (typeof CASH_DIRECTIONS)[number];

/** Sale and purchase bills carry a sale (or purchase) rate besides the labour rate; challans do not. */
export const billHasSaleRate = (kind: BillKind): boolean => kind === 'SALE_BILL' || kind === 'PURCHASE_BILL';
