// A form's checks in the chosen language: Mantine's schemaResolver, with each message the schema
// wrote in English translated by the messages catalogue (@ledger/contract i18n/messages.ts), the
// same one the API answers its refusals from. Every form validates through this.
import { schemaResolver as mantineResolver, type FormErrors } from '@mantine/form';
import { localMessage } from './local-message';

type Schema = Parameters<typeof mantineResolver>[0];

/** Translates each string error of a validation result. */
function localErrors(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [field, error] of Object.entries(errors)) out[field] = typeof error === 'string' ? localMessage(error) : error;
  return out;
}

/** Mantine's schemaResolver (synchronous), its messages in the chosen language. */
export function schemaResolver(schema: Schema, _options: { sync: true }): (values: unknown) => FormErrors {
  const resolve = mantineResolver(schema, { sync: true });
  return (values) => localErrors(resolve(values));
}
