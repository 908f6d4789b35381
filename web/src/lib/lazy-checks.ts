// A form's checks that load on first need rather than with their page (the login page): the schema, and with it
// form-resolver.ts and the messages catalogue it says the checks' words from (issue 28).
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * A form's checks that load on first need (the login page: zod, the contract's fields and the messages catalogue
 * stay out of its first load). `preload` (on the form's first focus) starts the schema's chunk;
 * `errorsOf` (in the submit handler, before anything is sent) waits for it and answers what form-resolver.ts schemaResolver
 * answers: the same schema, the same messages in the chosen language. Errors: `form.setErrors` them and stop.
 */
export function lazyChecks(load: () => Promise<z.ZodType>): { preload: () => void; errorsOf: (values: unknown) => Promise<FormErrors> } {
  let resolver: Promise<(values: unknown) => FormErrors> | null = null;
  const resolve = () => {
    resolver ??= Promise.all([load(), import('./form-resolver')]).then(([schema, { schemaResolver }]) => schemaResolver(schema, { sync: true }));
    // A failed load (offline before the chunk was kept) is tried again at the next submit.
    resolver.catch(() => (resolver = null));
    return resolver;
  };
  return {
    preload: () => void resolve().catch(() => {}),
    errorsOf: async (values) => (await resolve())(values),
  };
}
