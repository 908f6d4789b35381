// The party form (spec section 5, and the contact details), shared by the add and update drawers: what the owner
// typed, read into the request's values and checked by the contract's own fields (partyFields, and the contact's).
import { partyFields } from '@ledger/contract';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { contactFormShape, emptyContactForm, type ContactFormValues } from '../../../lib/contact-form';
import { schemaResolver } from '../../../lib/form-resolver';
import { checkRequest, typedDecimal, typedText, valuesOf } from '../../../lib/request-check';

export interface PartyFormValues extends ContactFormValues {
  name: string;
  note: string;
  openingReceivableQuantity: string;
  openingReceivableAmount: string;
}

export const emptyPartyForm: PartyFormValues = {
  name: '',
  note: '',
  openingReceivableQuantity: '0',
  openingReceivableAmount: '0',
  ...emptyContactForm,
};

const partyReadings = (values: PartyFormValues) => ({
  name: typedText(values.name),
  note: typedText(values.note),
  openingReceivableQuantity: typedDecimal(values.openingReceivableQuantity),
  openingReceivableAmount: typedDecimal(values.openingReceivableAmount),
});

const contactCheck = schemaResolver(z.object(contactFormShape), { sync: true });

/** The form's `validate`: the party's fields, then its contact's. */
export const partyCheck = (values: PartyFormValues): FormErrors => ({ ...checkRequest(partyFields, partyReadings(values)), ...contactCheck(values) });

/** The party's own fields as the request takes them (the note trimmed; '' when none was typed). */
export const partyRequest = (values: PartyFormValues) => valuesOf(partyReadings(values));
