// A form's checks are its request's own: each form's adapter (the drawers' slip-form.ts, document-forms.ts, …, the
// party and product forms) reads what the owner typed (figures with Indian grouping, DD-MM-YYYY dates) into the values
// its request takes, the contract's field schemas (@ledger/contract slipFields, billFields, cashFields, noteFields,
// partyFields, productFields) parse them, and each refusal is said
// under the field it names, by its code, in the chosen language. A limit (a number's length, an amount's largest,
// decimals, a date's window) is written once, in the contract; the server and the form both read it there.
import { saidOf, type MessageKey } from '@ledger/contract';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { isIsoDate } from './date-input';
import { readDecimal } from './decimal-input';
import { issueText, localText } from './local-message';

/**
 * What one typed field means to its request: the value to send, and when the text was typed in a way only the form
 * knows (grouping commas in the wrong places, a date that is not DD-MM-YYYY), what to say instead of the request's
 * refusal of it (the same field's label, the form's words).
 */
export interface Reading<T = unknown> {
  value: T;
  recode?: MessageKey;
}

/** A typed figure: '1,00,000.50' is 100000.50; anything else goes as typed, for the request's field to refuse. */
export function typedDecimal(text: string): Reading<string> {
  const reading = readDecimal(text, { scale: Number.MAX_SAFE_INTEGER, negative: true });
  if (reading.ok) return { value: reading.value };
  return { value: text.trim(), ...(reading.problem === 'grouping' ? { recode: 'groupCommas' as const } : {}) };
}

/** A figure that may be left empty: empty is left out of the request (its default, or required when it has none). */
export const optionalDecimal = (text: string): Reading<string | undefined> => (text.trim() === '' ? { value: undefined } : typedDecimal(text));

/** A date field's value (components/ui/DateField: YYYY-MM-DD, or the text as typed when it names no date). */
export const typedDate = (value: string): Reading<string> => (value === '' || isIsoDate(value) ? { value } : { value, recode: 'ddmmyyyy' });

/** A date that may be left empty: empty is none (null); else as typedDate. */
export const optionalDate = (value: string): Reading<string | null> => (value === '' ? { value: null } : typedDate(value));

/** Text as the request takes it (the contract trims and bounds it). */
export const typedText = (text: string): Reading<string> => ({ value: text.trim() });

export type Readings<F extends string> = { [K in F]: Reading };

/** The request's values of a form's readings (what is sent). */
export const valuesOf = <R extends Readings<string>>(readings: R): { [K in keyof R]: R[K]['value'] } =>
  Object.fromEntries(Object.entries(readings).map(([field, reading]) => [field, reading.value])) as { [K in keyof R]: R[K]['value'] };

/** The request fields' verdict on a form's readings: the first refusal of each field, in the chosen language. */
export function checkRequest<F extends string>(fields: { [K in F]: z.ZodType }, readings: Readings<F>): FormErrors {
  const result = z.object(fields).safeParse(valuesOf(readings));
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as F;
    if (errors[field] !== undefined) continue;
    const recode = readings[field]?.recode;
    const label = saidOf(issue)?.params.label;
    errors[field] = recode && label !== undefined ? localText(recode, { label }) : issueText(issue);
  }
  return errors;
}

/** A Mantine form's `validate`: the kind's adapter, then the request's fields. */
export const requestResolver = <V, F extends string>(fields: { [K in F]: z.ZodType }, read: (values: V) => Readings<F>) =>
  (values: V): FormErrors => checkRequest(fields, read(values));
