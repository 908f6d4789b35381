// Puts a failed submit's message under the field the spec names for that form (section 8).
import { ApiError } from './api-client';

export const FALLBACK_ERROR = 'Something went wrong';

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
  setFieldError(field, errorMessage(error));
}
