// The party form's rules (spec section 5, and the contact details), shared by the add and update drawers.
import { NOTE_MAX } from '@ledger/contract';
import { z } from 'zod';
import { decimalText } from '../../../lib/decimal-input';
import { contactFormShape, emptyContactForm } from '../../../lib/contact-form';

export const partyFormSchema = z.object({
  name: z.string().trim().min(1, 'Party Name is required').max(50, 'Party Name can have at most 50 characters'),
  note: z.string().max(NOTE_MAX, `Note can have at most ${NOTE_MAX} characters`),
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
