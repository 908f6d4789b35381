// Puts a failed submit's message under the field the spec names for that form (section 8).
import { ApiError, UNREACHABLE } from './api-client';

export const FALLBACK_ERROR = 'Something went wrong';

/** A form whose Save could not reach the server stays open with what was typed; say so. */
export const UNREACHABLE_SUBMIT = `${UNREACHABLE} Your entry is kept; please try again.`;

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || FALLBACK_ERROR;
  return FALLBACK_ERROR;
}

/**
 * The spec fixes one field per form for submit errors (login: password, registration: confirmPassword, …),
 * whatever field the server blames, so messages always land where the user looks.
 */
export function showSubmitError<F extends string>(
  setFieldError: (field: F, message: string) => void,
  error: unknown,
  field: F,
): void {
  const unreachable = error instanceof ApiError && error.kind === 'unreachable';
  setFieldError(field, unreachable ? UNREACHABLE_SUBMIT : errorMessage(error));
}
