// The outbox in IndexedDB (db.ts): entries survive a reload, a closed tab and a browser restart.
// Every change is told to this tab's listeners and, over a BroadcastChannel, to the browser's other tabs.
import { outboxDb } from './db';
import { corrected, inOrder, type OutboxEntry } from './queue';

type NewEntry = Omit<OutboxEntry, 'seq' | 'attempts' | 'notBefore' | 'refusal' | 'writtenAt'>;

const listeners = new Set<() => void>();
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('jwl.outbox');
channel?.addEventListener('message', () => tell());

function tell(): void {
  for (const listener of listeners) listener();
}

function changed(): void {
  tell();
  channel?.postMessage('changed');
}

/** Runs `listener` after every change to the outbox, here or in another tab. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every entry, in the order written. */
export async function allEntries(): Promise<OutboxEntry[]> {
  return inOrder(await (await outboxDb()).getAll('outbox'));
}

/** Writes a new entry after the last one (its place is taken in the same transaction as the write). */
export async function addEntry(entry: NewEntry): Promise<OutboxEntry> {
  const db = await outboxDb();
  const tx = db.transaction('outbox', 'readwrite');
  const last = await tx.store.index('seq').openCursor(null, 'prev');
  const saved: OutboxEntry = { ...entry, seq: (last?.value.seq ?? 0) + 1, writtenAt: Date.now(), attempts: 0, notBefore: 0, refusal: null };
  await tx.store.put(saved);
  await tx.done;
  changed();
  return saved;
}

/** Saves an entry's new state, unless it has left meanwhile (discarded in another tab). */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('outbox', 'readwrite');
  if (await tx.store.getKey(entry.key)) await tx.store.put(entry);
  await tx.done;
  changed();
}

export async function removeEntry(key: string): Promise<void> {
  await (await outboxDb()).delete('outbox', key);
  changed();
}

/** A refused entry with its blamed field corrected, under a new key, sent again at its place in the order. */
export async function correctEntry(entry: OutboxEntry, changes: Record<string, unknown>): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('outbox', 'readwrite');
  await tx.store.delete(entry.key);
  await tx.store.put(corrected(entry, changes, crypto.randomUUID()));
  await tx.done;
  changed();
}
