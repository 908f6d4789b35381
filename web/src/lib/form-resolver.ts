// A form's checks in the chosen language, as Mantine's schemaResolver gives them (the first issue of each
// field, by its dotted path), with each message chosen from the catalogue key its check carries
// (@ledger/contract i18n/messages.ts), the same catalogue the API answers its refusals from. Every form
// validates through this.
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { issueText } from './local-message';

/** A zod schema's synchronous resolver for a Mantine form, its messages in the chosen language. */
export function schemaResolver(schema: z.ZodType, _options: { sync: true }): (values: unknown) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String).join('.');
      if (errors[path] === undefined) errors[path] = issueText(issue);
    }
    return errors;
  };
}

/**
 * A form's checks that load on first need rather than with its page (the login page: zod and the contract's
 * fields stay out of its first load). `preload` (on the form's first focus) starts the schema's chunk;
 * `errorsOf` (in the submit handler, before anything is sent) waits for it and answers what schemaResolver
 * answers: the same schema, the same messages in the chosen language. Errors: `form.setErrors` them and stop.
 */
export function lazyChecks(load: () => Promise<z.ZodType>): { preload: () => void; errorsOf: (values: unknown) => Promise<FormErrors> } {
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
