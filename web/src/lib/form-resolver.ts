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
