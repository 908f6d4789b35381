// The party form's rules (spec section 5, and the contact details), shared by the add and update drawers.
import { NOTE_MAX, says } from '@ledger/contract';
import { z } from 'zod';
import { decimalText } from '../../../lib/decimal-rules';
import { contactFormShape, emptyContactForm } from '../../../lib/contact-form';

export const partyFormSchema = z.object({
  name: z.string().trim().min(1, { error: says('required', { label: 'Party Name' }) }).max(50, { error: says('canHaveAtMostChars', { label: 'Party Name', n: 50 }) }),
  note: z.string().max(NOTE_MAX, { error: says('canHaveAtMostChars', { label: 'Note', n: NOTE_MAX }) }),
  openingReceivableQuantity: decimalText('Opening receivable quantity', 3, { negative: true }),
  openingReceivableAmount: decimalText('Opening receivable amount', 2, { negative: true }),
  ...contactFormShape,
});
export type PartyFormValues = z.infer<typeof partyFormSchema>;

export const emptyPartyForm: PartyFormValues = {
  name: '',
  note: '',
  openingReceivableQuantity: '0',
  openingReceivableAmount: '0',
  ...emptyContactForm,
};
