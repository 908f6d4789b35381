// /user/logout/v1 revokes the token; the browser forgets it whatever the server says.
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    if (getToken('user')) await apiPost('/user/logout/v1', {}, z.unknown());
  } catch {
    // Already-invalid tokens are fine: the goal is a signed-out browser.
  } finally {
    clearToken('user');
  }
}
