// An access refusal (403: read-only access, access ended, plan inactive) is the session's, not a field's:
// a form that meets one reports it here instead of under a field, and one alert for the whole app shows it
// (app/SessionNotices.tsx), above any open drawer, while the session reloads (app/query-client.ts).
import { useSyncExternalStore } from 'react';

/** A refusal as shown: its message, and a serial so the same message twice is shown (and announced) again. */
export interface Refusal { message: string; serial: number }

let current: Refusal | null = null;
let serial = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function reportRefusal(message: string): void {
  serial += 1;
  current = { message, serial };
  notify();
}

export function dismissRefusal(): void {
  current = null;
  notify();
}

/** The refusal shown now, if any. */
export const currentRefusal = (): Refusal | null => current;

export function useRefusal(): Refusal | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentRefusal,
  );
}
