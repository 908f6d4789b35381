// /user/logout/v1 revokes the token; the browser forgets it whatever the server says.
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    if (getToken('user')) await callEndpoint(identityEndpoints.logout, {});
  } catch {
    // Already-invalid tokens are fine: the goal is a signed-out browser.
  } finally {
    clearToken('user');
    // Nothing this user read stays in the browser for the next (lib/read-cache.ts, loaded only now).
    await import('../../../lib/read-cache').then(({ forgetReads }) => forgetReads());
  }
}
