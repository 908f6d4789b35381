// Puts a failed submit's message under the field the spec names for that form (section 8); an access
// refusal (403) is no field's fault and goes to the app's notice region as an alert instead (lib/notices.ts).
import { ApiError } from './api-client';
import { appText } from './app-message';
import { reportRefusal } from './notices';

/** What to show for a failed call, in the chosen language (the API already answers in it; the app's own messages come from the catalogue). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return appText('somethingWrong');
}

/**
 * Puts a refused Save's message under the field the server blamed (its `field`, e.g. `update.bagQuantity`,
 * read by its last part) when the form has that field, else under `fallback`: the field the spec names
 * for that form's errors (login: password, registration: confirmPassword, entry forms: note).
 */
export function showSubmitError<F extends string>(
  setFieldError: (field: F, message: string) => void,
  error: unknown,
  fallback: F,
  fields: readonly F[] = [],
): void {
  // The session ended under the form: it keeps what was typed, and the app asks for the password over it
  // (app/SessionEnded.tsx), which says why.
  if (error instanceof ApiError && error.kind === 'sessionEnded') return;
  if (error instanceof ApiError && error.kind === 'forbidden') {
    // Read-only access, access ended, plan inactive: the session's state, whatever was typed. The form keeps
    // what was typed and no field is marked; the session reloads (app/query-client.ts) and the app follows it.
    reportRefusal(errorMessage(error));
    return;
  }
  const unreachable = error instanceof ApiError && error.kind === 'unreachable';
  const blamed = error instanceof ApiError ? error.field?.split('.').pop() : undefined;
  const field = fields.find((candidate) => candidate === blamed) ?? fallback;
  // A form whose Save could not reach the server stays open with what was typed; say so.
  setFieldError(field, unreachable ? appText('unreachableKept') : errorMessage(error));
}

/** The fields of a Mantine form's values, for showSubmitError. */
export const formFields = <F extends string>(values: Record<F, unknown>): F[] => Object.keys(values) as F[];
