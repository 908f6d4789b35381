// Where the browser keeps the user's and the admin's bearer tokens (separate kinds, separate keys).
const USER_TOKEN_KEY = 'jwl.token';
const ADMIN_TOKEN_KEY = 'jwl.adminToken';

export type TokenKind = 'user' | 'admin';

const keyFor = (kind: TokenKind) => (kind === 'user' ? USER_TOKEN_KEY : ADMIN_TOKEN_KEY);

export function getToken(kind: TokenKind): string | null {
  return window.localStorage.getItem(keyFor(kind));
}

export function setToken(kind: TokenKind, token: string): void {
  window.localStorage.setItem(keyFor(kind), token);
}

export function clearToken(kind: TokenKind): void {
  window.localStorage.removeItem(keyFor(kind));
}
