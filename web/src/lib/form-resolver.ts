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

/**
 * A form's checks that load on first need rather than with its page (the login page: zod and the contract's
 * fields stay out of its first load). `preload` (on the form's first focus) starts the schema's chunk;
 * `errorsOf` (in the submit handler, before anything is sent) waits for it and answers what schemaResolver
 * answers: the same schema, the same messages in the chosen language. Errors: `form.setErrors` them and stop.
 */
export function lazyChecks(load: () => Promise<Schema>): { preload: () => void; errorsOf: (values: unknown) => Promise<FormErrors> } {
  let resolver: Promise<(values: unknown) => FormErrors> | null = null;
  const resolve = () => {
    resolver ??= load().then((schema) => schemaResolver(schema, { sync: true }));
    // A failed load (offline before the chunk was kept) is tried again at the next submit.
    resolver.catch(() => (resolver = null));
    return resolver;
  };
  return {
    preload: () => void resolve().catch(() => {}),
    errorsOf: async (values) => (await resolve())(values),
  };
}
