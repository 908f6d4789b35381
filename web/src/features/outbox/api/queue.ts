// The outbox's rules as pure functions (docs/offline.md): which entry goes next, how long to wait after a failed
// attempt, and what an answer does to an entry. The store (store.ts) keeps the entries in IndexedDB; the sender
// (sender.ts) applies these rules.
import type { DocumentKind } from '../../documents';

/** What an entry adds: a slip (IN or OUT, by its body's itemType) or a document (cash receipt, bill). */
export type OutboxTarget = { kind: 'slip' } | { kind: 'document'; document: DocumentKind };

interface OutboxRefusal {
  message: string;
  /** The request field the server blamed, when it named one. */
  field?: string;
}

export interface OutboxEntry {
  /** The Idempotency-Key it is sent with; also its id in the store. */
  key: string;
  /** The order it was written in (a counter: entries are sent lowest first). */
  seq: number;
  /** Whose session wrote it: `${userId}:${companyId}`. Sent only while that session is signed in. */
  scope: string;
  target: OutboxTarget;
  body: Record<string, unknown>;
  partyId: string;
  /** What the list and the party page call it: "In Slip SL-12", "Cash Receipt 1,000.00". */
  what: string;
  number: string;
  writtenAt: number;
  /** Failed attempts since it was written or last corrected (no answer, the server busy). */
  attempts: number;
  /** Not before this time (ms); 0: at once. */
  notBefore: number;
  /** The server refused it: it waits for a correction or a discard, and is not sent again until then. */
  refusal: OutboxRefusal | null;
}

/** What one attempt came to. */
export type Outcome = { type: 'sent' } | { type: 'refused'; refusal: OutboxRefusal } | { type: 'retry' };

/** Entries in the order written. */
export const inOrder = (entries: readonly OutboxEntry[]): OutboxEntry[] => [...entries].sort((a, b) => a.seq - b.seq);

/**
 * The entry to send now, or null: the first written that is neither refused nor waiting out its backoff. A refused
 * entry does not hold back those written after it (each slip stands alone); one waiting out a backoff does, so
 * the order written is the order sent.
 */
export function nextToSend(entries: readonly OutboxEntry[], scope: string, now: number): OutboxEntry | null {
  const first = inOrder(entries).find((entry) => entry.scope === scope && entry.refusal === null);
  if (!first || first.notBefore > now) return null;
  return first;
}

/** When the sender should look again (the earliest backoff end among the sendable entries), or null. */
export function nextWake(entries: readonly OutboxEntry[], scope: string): number | null {
  const first = inOrder(entries).find((entry) => entry.scope === scope && entry.refusal === null);
  return first ? first.notBefore : null;
}

const BASE_MS = 2_000;
const MAX_MS = 5 * 60_000;

/** The wait after the `attempts`-th failed attempt: 2 s, 4 s, 8 s… up to 5 minutes. */
export function backoff(attempts: number): number {
  return Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * What an answer means for an entry. 2xx, or a replay answered by its key (also 2xx), is sent. No answer, 401
 * (the session needs logging in again), 408, 429 and 5xx are tried again later. Any other 4xx is the server's
 * refusal (a slip number taken meanwhile, a party deleted, the plan expired): it stays, with the message.
 */
export function outcomeOf(answer: { status: number; message?: string; field?: string }): Outcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return { type: 'sent' };
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return { type: 'retry' };
  return { type: 'refused', refusal: { message: answer.message ?? String(status), ...(answer.field ? { field: answer.field } : {}) } };
}

/** The entry after an attempt came to `outcome`; null: it leaves the outbox. */
export function afterAttempt(entry: OutboxEntry, outcome: Outcome, now: number): OutboxEntry | null {
  switch (outcome.type) {
    case 'sent':
      return null;
    case 'refused':
      return { ...entry, refusal: outcome.refusal, attempts: 0, notBefore: 0 };
    case 'retry': {
      const attempts = entry.attempts + 1;
      return { ...entry, attempts, notBefore: now + backoff(attempts) };
    }
  }
}

/**
 * A refused entry corrected (its blamed field changed) and sent again: a new Idempotency-Key (the server binds a
 * key to its body; the refused request stored nothing under the old one), at the place it was written.
 */
export function corrected(entry: OutboxEntry, changes: Record<string, unknown>, newKey: string): OutboxEntry {
  return { ...entry, key: newKey, body: { ...entry.body, ...changes }, refusal: null, attempts: 0, notBefore: 0 };
}

/** The network came back (or the app started, or the tab was shown): waiting entries may go at once. */
export function wakeAll(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.refusal === null && entry.notBefore > 0).map((entry) => ({ ...entry, notBefore: 0 }));
}
