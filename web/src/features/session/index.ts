// The signed-in session as other features use it: who is signed in, signing in and out.
export { sessionKeys, useSelf } from './api/get-self';
export type { Self } from './api/get-self';
export { logout } from './api/logout';
export { homeFor, replaceSession, useEndSession, useStartSession } from './api/use-session';
