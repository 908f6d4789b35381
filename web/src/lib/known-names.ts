// The party names last seen in the party list, kept on the device (localStorage) so that the party page's first
// paint holds the party's name before any script of the app has run: index.html's one inline script (written in
// by the build from bootTitleScript) puts it in the boot shell's title, and BootShell keeps it there while the
// session loads; the page then draws the same name in the same size (issue 28: "the party page header from the
// cached party list"). Written when the list arrives (features/parties), forgotten with the user's token
// (lib/session.ts: signing out, or another user signing in).
import { PARTY_NAMES_KEY, USER_TOKEN_KEY } from './storage-keys';

/** A company's party list; more than this are not kept (the first ones, in the list's order). */
const MAX_NAMES = 2000;

/** Keeps the list's names, while a user is signed in. */
export function rememberPartyNames(parties: ReadonlyArray<{ id: string; name: string }>): void {
  try {
    if (!window.localStorage.getItem(USER_TOKEN_KEY)) return;
    const names = Object.fromEntries(parties.slice(0, MAX_NAMES).map((party) => [party.id, party.name]));
    window.localStorage.setItem(PARTY_NAMES_KEY, JSON.stringify(names));
  } catch {
    // Storage full or refused (a private window): the page then paints its placeholder, as before.
  }
}

/**
 * The name of the party whose page `pathname` is, as last seen, for a signed-in user; null for any other path, an
 * unknown party, or a name the system's font may not draw (a name in Devanagari waits for the bundled font, which
 * the stylesheet brings: i18n/fonts). Self-contained (no imports, no names from outside, the keys passed in):
 * the build inlines its source into index.html (bootTitleScript), where it runs before any module.
 */
export const knownPartyName = function (pathname: string, storage: Storage, tokenKey: string, namesKey: string): string | null {
  try {
    const id = /^\/party\/([0-9a-f-]{36})$/.exec(pathname)?.[1];
    if (id === undefined || !storage.getItem(tokenKey)) return null;
    const names: unknown = JSON.parse(storage.getItem(namesKey) ?? '{}');
    if (typeof names !== 'object' || names === null || !Object.prototype.hasOwnProperty.call(names, id)) return null;
    const name: unknown = (names as Record<string, unknown>)[id];
    // Latin letters, digits and punctuation (Latin-1, Latin Extended, general punctuation, the rupee sign) only.
    return typeof name === 'string' && name.trim() !== '' && /^[\u0020-\u024f\u2000-\u206f\u20b9]+$/.test(name) ? name : null;
  } catch {
    return null;
  }
};

/** The party's name for the boot shell of the page at `pathname` (BootShell), as index.html's script paints it. */
export const bootPartyName = (pathname: string): string | null => knownPartyName(pathname, window.localStorage, USER_TOKEN_KEY, PARTY_NAMES_KEY);

/**
 * index.html's inline script (web/vite.config.ts writes it in after the boot shell): the known party name in place
 * of the shell's title bar, as the h1 the server writes for a titled path (services/api/src/http/shell-page.ts).
 * Its hash is allowed by the page's Content-Security-Policy (services/api/src/http/app.ts), computed from the page.
 */
export function bootTitleScript(): string {
  const args = ['location.pathname', 'localStorage', JSON.stringify(USER_TOKEN_KEY), JSON.stringify(PARTY_NAMES_KEY)].join(', ');
  return (
    `(function () { try { var name = (${knownPartyName.toString()})(${args}); var bar = name && document.querySelector('.boot-title'); ` +
    `if (!bar) return; var h1 = document.createElement('h1'); h1.className = 'boot-h1'; h1.textContent = name; bar.replaceWith(h1); } catch (e) {} })();`
  );
}
