// The closed sets of values that the API, the projector and the web share.
import { z } from 'zod';

export const itemTypeSchema = z.enum(['IN', 'OUT']);
export const billKindSchema = z.enum(['SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL']);
export const cashDirectionSchema = z.enum(['INWARD', 'OUTWARD']);

export type ItemType = z.infer<typeof itemTypeSchema>;
export type BillKind = z.infer<typeof billKindSchema>;
export type CashDirection = z.infer<typeof cashDirectionSchema>;

/** Sale and purchase bills carry a sale (or purchase) rate besides the labour rate; challans do not. */
export const billHasSaleRate = (kind: BillKind): boolean => kind === 'SALE_BILL' || kind === 'PURCHASE_BILL';
