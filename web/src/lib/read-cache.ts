// The last-seen reads kept for offline (docs/offline.md): the react-query cache of the signed-in user in their
// company (parties, products, sub-parties, rates, the statements they opened) is saved in IndexedDB a moment after
// each read arrives, under that user and company; a page opened offline starts from it. Logging out deletes it.
// Our own small persister on the installed react-query's dehydrate/hydrate: the published persist-client packages
// pin an older query-core, which would bring a second copy of it into the bundle.
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface ReadsSchema extends DBSchema {
  /** The cache of one user in one company (scope `${userId}:${companyId}`), as dehydrated. */
  reads: { key: string; value: { scope: string; savedAt: number; state: DehydratedState } };
}

let opening: Promise<IDBPDatabase<ReadsSchema>> | null = null;
const readsDb = () =>
  (opening ??= openDB<ReadsSchema>('jwl-reads', 1, {
    upgrade(db) {
      db.createObjectStore('reads', { keyPath: 'scope' });
    },
  }));

/** Which scope this browser saved last (read at a start offline, before the session can be asked). */
const LAST_SCOPE = 'jwl.readsScope';
const SAVE_AFTER_MS = 1_000;

/** The reads kept (by their keys' first part): the session, parties, products, sub-parties and the ledger (statements, months, rates, next numbers). */
const KEPT = new Set(['session', 'parties', 'products', 'subParties', 'ledger']);

/**
 * Saves the cache under `scope` a moment after each read arrives, until the answered stop. The session query is
 * kept too: it is the session's own user and company, and lets the app open offline.
 */
export function keepReads(queryClient: QueryClient, scope: string): () => void {
  let timer: number | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, {
      // Not the Entries page's month lists (a busy company's month is thousands of rows, saved again on every read).
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT.has(String(query.queryKey[0])) && query.queryKey[1] !== 'entries',
    });
    void readsDb()
      .then((db) => db.put('reads', { scope, savedAt: Date.now(), state }))
      .then(() => localStorage.setItem(LAST_SCOPE, scope))
      .catch((error: unknown) => console.warn('reads not kept for offline', error));
  };
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(save, SAVE_AFTER_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') later();
  });
  // What was read before this started (the first screen's reads).
  later();
  // Stopped (signed out, or another company): a save not yet made is dropped, never written after the logout's delete.
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
}

/**
 * A start offline: the reads last saved in this browser fill the cache (their own times kept, so each shows as of
 * when it was read), and queries wait for the network instead of failing. Answers whether any were restored.
 */
export async function restoreReads(queryClient: QueryClient): Promise<boolean> {
  const scope = localStorage.getItem(LAST_SCOPE);
  if (!scope) return false;
  try {
    const saved = await (await readsDb()).get('reads', scope);
    if (!saved) return false;
    hydrate(queryClient, saved.state);
    // Without kept reads the first calls fail at once and the app says the server cannot be reached, as before.
    onlineManager.setOnline(false);
    return true;
  } catch (error) {
    console.warn('kept reads not restored', error);
    return false;
  }
}

/** Logging out: nothing read by this user stays in the browser. */
export async function forgetReads(): Promise<void> {
  localStorage.removeItem(LAST_SCOPE);
  try {
    await (await readsDb()).clear('reads');
  } catch (error) {
    console.warn('kept reads not deleted', error);
  }
}

/**
 * Someone signed in: reads another user kept in this browser go (their session ended without a logout, say), so
 * an offline start can never open on them.
 */
export async function forgetOtherUsersReads(userId: string): Promise<void> {
  const mine = (scope: string) => scope.startsWith(`${userId}:`);
  const last = localStorage.getItem(LAST_SCOPE);
  if (last && !mine(last)) localStorage.removeItem(LAST_SCOPE);
  try {
    const db = await readsDb();
    for (const scope of await db.getAllKeys('reads')) if (!mine(scope)) await db.delete('reads', scope);
  } catch (error) {
    console.warn('kept reads not checked', error);
  }
}
