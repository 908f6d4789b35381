// The closed sets of enums.ts as zod schemas, for the requests, answers and events that carry them.
import { z } from 'zod';
import { BILL_KINDS, CASH_DIRECTIONS, ITEM_TYPES } from './enums.ts';

export const itemTypeSchema = z.enum(ITEM_TYPES);
export const billKindSchema = z.enum(BILL_KINDS);
export const cashDirectionSchema = z.enum(CASH_DIRECTIONS);
