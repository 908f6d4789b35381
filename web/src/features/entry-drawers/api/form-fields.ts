// Field rules shared by the slip, bill, challan and cash forms (spec section 5). Numbers are typed text
// read by lib/decimal-input.ts; dates are YYYY-MM-DD from components/ui/DateField.
import { NOTE_MAX, says } from '@ledger/contract';
import { z } from 'zod';

export const issueDateField = z
  .string()
  .trim()
  .min(1, { error: says('required', { label: 'Issue Date' }) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: says('ddmmyyyy', { label: 'Issue Date' }) });

export const noteField = z.string().max(NOTE_MAX, { error: says('canHaveAtMostChars', { label: 'Note', n: NOTE_MAX }) });
