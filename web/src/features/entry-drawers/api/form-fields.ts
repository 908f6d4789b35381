// Field rules shared by the slip, bill, challan, cash and note forms (spec section 5). Numbers are typed text
// read by lib/decimal-input.ts; dates are YYYY-MM-DD from components/ui/DateField.
import { NOTE_MAX, NUMBER_MAX, says } from '@ledger/contract';
import { z } from 'zod';

export const issueDateField = z
  .string()
  .trim()
  .min(1, { error: says('required', { label: 'Issue Date' }) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: says('ddmmyyyy', { label: 'Issue Date' }) });

export const noteField = z.string().max(NOTE_MAX, { error: says('canHaveAtMostChars', { label: 'Note', n: NOTE_MAX }) });

/** A document's typed number (a bill's, a challan's, a note's), named as its form names it (numberFields.ts). */
export const documentNumberField = (numberName: string) =>
  z.string().trim().min(1, { error: says('required', { label: numberName }) }).max(NUMBER_MAX, { error: says('canHaveAtMostChars', { label: numberName, n: NUMBER_MAX }) });
