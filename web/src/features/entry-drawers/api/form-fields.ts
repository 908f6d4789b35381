// Field rules shared by the slip, bill, challan and cash forms (spec section 5). Numbers are typed text
// read by lib/decimal-input.ts; dates are YYYY-MM-DD from components/ui/DateField.
import { NOTE_MAX } from '@ledger/contract';
import { z } from 'zod';

export const issueDateField = z
  .string()
  .trim()
  .min(1, 'Issue Date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Issue Date must be a date as DD-MM-YYYY');

export const noteField = z.string().max(NOTE_MAX, `Note can have at most ${NOTE_MAX} characters`);
