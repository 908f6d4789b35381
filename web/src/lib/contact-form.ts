// Contact details in a form (party drawers, Settings → Company details): every field typed as text,
// checked with the contract's own rules (the server checks again), and turned into the request shape.
import { z } from 'zod';
import { addressField, contactPhoneField, gstinField, stateField, type Contact } from '@ledger/contract';

/** A text field checked by a contract schema: the schema's first message is the form's. */
const checkedBy = (schema: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    const r = schema.safeParse(value);
    const first = r.error?.issues[0];
    // The first issue as it is: its message and the catalogue key it carries (params).
    if (first) ctx.addIssue({ code: 'custom', message: first.message, params: (first as { params?: Record<string, unknown> }).params });
  });

export const contactFormShape = {
  phone: checkedBy(contactPhoneField),
  address: checkedBy(addressField),
  state: checkedBy(stateField),
  gstin: checkedBy(gstinField),
};

export interface ContactFormValues { phone: string; address: string; state: string; gstin: string }

export const emptyContactForm: ContactFormValues = { phone: '', address: '', state: '', gstin: '' };

/** The form's text from stored details (null → ''). */
export const contactFormValues = (c: Contact | null | undefined): ContactFormValues => ({
  phone: c?.phone ?? '', address: c?.address ?? '', state: c?.state ?? '', gstin: c?.gstin ?? '',
});

/** The request's contact (the server normalises and checks it again). */
export const toContactInput = (v: ContactFormValues) => ({ phone: v.phone, address: v.address, state: v.state, gstin: v.gstin });

/** The contact form fields, for showSubmitError's field list. */
export const CONTACT_FIELDS = ['phone', 'address', 'state', 'gstin'] as const;
