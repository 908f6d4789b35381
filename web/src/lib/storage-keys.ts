// The names under which the browser keeps the app's own data (localStorage), one home for each: lib/session.ts
// reads and clears them, and index.html's boot script (lib/known-names.ts) reads them before the app has loaded.
export const USER_TOKEN_KEY = 'jwl.token';
export const ADMIN_TOKEN_KEY = 'jwl.adminToken';
/** The names of the parties last seen in the party list, by id (lib/known-names.ts); forgotten with the user's token. */
export const PARTY_NAMES_KEY = 'jwl.partyNames';
