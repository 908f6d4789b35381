// Where the browser keeps the user's and the admin's bearer tokens (separate kinds, separate keys).
import { ADMIN_TOKEN_KEY, PARTY_NAMES_KEY, USER_TOKEN_KEY } from './storage-keys';

export type TokenKind = 'user' | 'admin';

const keyFor = (kind: TokenKind) => (kind === 'user' ? USER_TOKEN_KEY : ADMIN_TOKEN_KEY);

export function getToken(kind: TokenKind): string | null {
  return window.localStorage.getItem(keyFor(kind));
}

/** What the device keeps for a signed-in user besides the token: the party names (lib/known-names.ts), not another user's. */
function forgetUserData(kind: TokenKind): void {
  if (kind === 'user') window.localStorage.removeItem(PARTY_NAMES_KEY);
}

export function setToken(kind: TokenKind, token: string): void {
  if (window.localStorage.getItem(keyFor(kind)) !== token) forgetUserData(kind);
  window.localStorage.setItem(keyFor(kind), token);
  forgetSessionEnded();
}

// "Your session ended": a session the server refused (expired or revoked) is noted for this tab, so the login
// page it opens says why; signing in again forgets it.
const ENDED_KEY = 'jwl.sessionEnded';

export function noteSessionEnded(kind: TokenKind): void {
  window.sessionStorage.setItem(ENDED_KEY, kind);
}

/** Whether this tab's `kind` session ended under the user (the login page then says so). */
export function sessionEndedNoted(kind: TokenKind): boolean {
  return window.sessionStorage.getItem(ENDED_KEY) === kind;
}

function forgetSessionEnded(): void {
  window.sessionStorage.removeItem(ENDED_KEY);
}

export function clearToken(kind: TokenKind): void {
  window.localStorage.removeItem(keyFor(kind));
  forgetUserData(kind);
}

// Tabs of one browser share the token, and so the session's company: a company picked or created in one tab
// is the one every other tab reads from then on. They are told so, to reload their session and cache.
const CHANNEL = 'jwl.session';
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

/** Tells this browser's other tabs that the session's company changed here (picked or created). */
export function announceSessionChange(): void {
  channel?.postMessage('changed');
}

/**
 * Runs `listener` when another tab changed the session: it announced a company change, or it signed in or
 * out (the token key changed there; a tab never hears its own writes).
 */
export function onSessionChangeElsewhere(listener: () => void): () => void {
  const onMessage = () => listener();
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_TOKEN_KEY || event.key === null) listener();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
