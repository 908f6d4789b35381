// The outbox for screens: its entries for the signed-in session, and the drawers' one save path for adds.
import { useEffect, useState } from 'react';
import { ApiError, type WriteResult } from '../../../lib/api-client';
import { useSelf, type Self } from '../../session';
import type { OutboxEntry, OutboxTarget } from './queue';
import { addEntry, allEntries, onOutboxChange } from './store';

/** The session's scope (user and company), or null while it has no company. */
export const sessionScope = (self: Self | undefined): string | null => (self?.company ? `${self.user.id}:${self.company.id}` : null);

/** The session's outbox, in the order written; refreshed on every change here or in another tab. */
export function useOutboxEntries(): OutboxEntry[] {
  const scope = sessionScope(useSelf().data);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void allEntries().then(
        (all) => live && setEntries(all.filter((entry) => entry.scope === scope)),
        (error: unknown) => console.warn('outbox not read', error),
      );
    load();
    const unsubscribe = onOutboxChange(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [scope]);
  return entries;
}

export interface Queueable {
  /** The Idempotency-Key the add is sent with, now or from the outbox. */
  key: string;
  target: OutboxTarget;
  body: Record<string, unknown>;
  partyId: string;
  what: string;
  number: string;
}

/**
 * The request got no answer from the app (the network failed, or a proxy in front of it could not reach it: 502,
 * 504). A 503 is the app answering that its database is down: the drawer says so and keeps the entry, as before
 * (docs/operations.md), and the owner saves again.
 */
const noAnswer = (error: unknown): boolean => error instanceof ApiError && error.kind === 'unreachable' && error.status !== 503;

/** A save that was sent (`result`) or kept in the outbox to send later (`queued`). */
export type Saved = { queued: false; result: WriteResult } | { queued: true };

/**
 * The drawers' save for an add: sent at once while the browser is online; kept in the outbox, with the key it
 * will be sent with, when it is offline or the request got no answer (the same key then makes a send that did
 * reach the server a replay, not a second add). A refusal, or a 503, is thrown as before, under the field it blames.
 */
export function useOutboxSave(): (add: Queueable, send: () => Promise<WriteResult>) => Promise<Saved> {
  const scope = sessionScope(useSelf().data);
  return async (add, send) => {
    if (navigator.onLine || !scope) {
      try {
        return { queued: false, result: await send() };
      } catch (error) {
        if (!scope || !noAnswer(error)) throw error;
      }
    }
    await addEntry({ ...add, scope });
    void askToPersist();
    return { queued: true };
  };
}

/** Asks the browser to keep this site's storage under pressure (the outbox is unsent work). */
async function askToPersist(): Promise<void> {
  try {
    if (navigator.storage && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not every browser offers it; the outbox is kept either way until storage runs short.
  }
}
