// One Idempotency-Key per add the owner is making. Save pressed again with the same body after a
// failure (server unreachable, answer lost on the way) resends the same key, so an add that did commit
// is applied once (docs/operations.md, "Database unreachable"); a changed body, or the next add after a
// success, gets a new key (the server binds a key to its request body).
import { useState } from 'react';

export interface RetryKeys {
  /** The key for this body: the previous one while the body is unchanged and not yet saved. */
  keyFor(body: unknown): string;
  /** The add was saved: the next one is a new add. */
  saved(): void;
}

export function retryKeys(newKey: () => string = () => crypto.randomUUID()): RetryKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (last?.body !== json) last = { body: json, key: newKey() };
      return last.key;
    },
    saved() {
      last = null;
    },
  };
}

/** Retry keys that live as long as the form (drawer, dialog) using them. */
export function useRetryKeys(): RetryKeys {
  return useState(() => retryKeys())[0];
}
