// The support contact: from SUPPORT_PHONE / SUPPORT_EMAIL, public, null when unset; a bad email stops the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../services/api/src/config.ts';
import { ok, startApi, type TestApi } from '../support/api';

describe('support contact', () => {
  let plain: TestApi;
  let configured: TestApi;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([startApi(), startApi({ SUPPORT_PHONE: '+91 98765 43210', SUPPORT_EMAIL: 'help@example.in' })]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), configured?.close()]);
  });

  it('when no contact is configured, then both parts are null (the page hides the line)', async () => {
    expect(await ok(plain, '/company/support/v1', {})).toEqual({ phone: null, email: null });
  });

  it('when a contact is configured, then anyone can read it, without a login', async () => {
    expect(await ok(configured, '/company/support/v1', {})).toEqual({ phone: '+91 98765 43210', email: 'help@example.in' });
  });

  it('when the email is not an email, then the app refuses to start with the variable named', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-email' })).toThrow(/SUPPORT_EMAIL/);
  });
});
