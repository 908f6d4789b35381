// Where a refused Save's message goes (spec section 8): under the field the server blamed, or under the
// form's fallback field; but an access refusal (403) is the session's, not a field's (issue 25, item 12): it
// goes to the app's notice region as an alert (lib/notices.ts) and no field is marked.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showSubmitError } from './form-errors';
import { currentRefusal, dismissRefusal } from './notices';

/** The serial of the refusal now shown (there must be one). */
function refusalSerial(): number {
  const refusal = currentRefusal();
  if (!refusal) throw new Error('no refusal is shown');
  return refusal.serial;
}

function recorder() {
  const errors: Array<[string, string]> = [];
  return { errors, set: (field: string, message: string) => void errors.push([field, message]) };
}

describe('showSubmitError', () => {
  afterEach(() => dismissRefusal());

  it('puts a 400 under the field the server named, anything else under the fallback', () => {
    const { errors, set } = recorder();
    showSubmitError(set, new ApiError('validation', 400, 'Name is required', 'name'), 'note', ['name', 'note']);
    showSubmitError(set, new ApiError('operation', 422, 'Slip No 3 already exists'), 'note', ['name', 'note']);
    expect(errors).toEqual([['name', 'Name is required'], ['note', 'Slip No 3 already exists']]);
    expect(currentRefusal()).toBeNull();
  });

  it('marks no field for a 403, even one that names a field, and reports it for the whole app', () => {
    const { errors, set } = recorder();
    showSubmitError(set, new ApiError('forbidden', 403, 'Read-only access'), 'name', ['name']);
    expect(currentRefusal()?.message).toBe('Read-only access');
    const first = refusalSerial();
    showSubmitError(set, new ApiError('forbidden', 403, 'Your plan is not active, please contact support.', 'name'), 'note', ['name', 'note']);
    expect(errors).toEqual([]);
    expect(currentRefusal()).toEqual({ message: 'Your plan is not active, please contact support.', serial: first + 1 });
  });
});
