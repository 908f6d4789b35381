// Endpoints of the admin's session (docs/api.md "Admin"); the admin's company calls are in
// companies.ts and the raw event log in history.ts.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { requiredText } from '../fields.ts';
import { ADMIN_USERNAME_MAX, PASSWORD_MAX } from '../limits.ts';

const login = defineEndpoint({
  path: '/admin/login/v1',
  access: 'public',
  request: z.object({ username: requiredText('Username', ADMIN_USERNAME_MAX), password: requiredText('Password', PASSWORD_MAX) }),
  response: z.strictObject({ token: z.string() }),
  command: false,
});

const logout = defineEndpoint({
  path: '/admin/logout/v1',
  access: 'admin',
  request: z.object({}),
  response: z.strictObject({}),
  command: false,
});

export const adminEndpoints = { login, logout } satisfies Record<string, Endpoint>;
