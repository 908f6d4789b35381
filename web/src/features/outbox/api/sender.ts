// Sends the outbox (docs/offline.md): in the order written, one at a time, with each entry's own Idempotency-Key,
// so nothing is applied twice. It looks when the app starts, when the network comes back (the online event),
// when the tab is shown again, and on a timer after a failed attempt (backoff, queue.ts); not Background Sync
// (only Chromium has it). One tab sends at a time (a Web Lock), so two open tabs never race for one entry.
import type { QueryClient } from '@tanstack/react-query';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { ApiError, sendCommand, type WriteResult } from '../../../lib/api-client';
import { addDocument } from '../../documents';
import { afterAttempt, nextToSend, nextWake, outcomeOf, wakeAll, type OutboxEntry, type Outcome } from './queue';
import { allEntries, onOutboxChange, putEntry, removeEntry } from './store';

/** Sends one entry as it was written (the add its drawer would have sent). */
function sendEntry(entry: OutboxEntry): Promise<WriteResult> {
  const options = { idempotent: true, idempotencyKey: entry.key };
  return entry.target.kind === 'slip'
    ? sendCommand(slipsEndpoints.add, entry.body as never, options)
    : addDocument(entry.target.document, entry.body, entry.key);
}

/** What a thrown error says about the attempt: no answer is status 0. */
function outcomeOfError(error: unknown): Outcome {
  if (error instanceof ApiError) {
    const status = error.kind === 'unreachable' ? 0 : error.kind === 'sessionEnded' ? 401 : error.status;
    return outcomeOf({ status, message: error.message, field: error.field });
  }
  return { type: 'retry' };
}

interface Sender {
  scope: string;
  queryClient: QueryClient;
  timer: number | undefined;
  running: boolean;
  again: boolean;
}

let sender: Sender | null = null;

/** Sends what waits now and on every later occasion, for the session `scope`; answers a stop. */
export function startSender(scope: string, queryClient: QueryClient): () => void {
  const own: Sender = { scope, queryClient, timer: undefined, running: false, again: false };
  sender = own;
  const onOnline = () => void sendNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void sendNow();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // A correction or an entry written here (or in another tab): look again.
  const unsubscribe = onOutboxChange(() => kick());
  kick();
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
    window.clearTimeout(own.timer);
    if (sender === own) sender = null;
  };
}

/** The network is back (or the owner asked): entries waiting out a backoff go at once. */
export async function sendNow(): Promise<void> {
  for (const entry of wakeAll(await allEntries())) await putEntry(entry);
  kick();
}

/** Looks at the outbox now (again after the current pass, if one is running). */
function kick(): void {
  const own = sender;
  if (!own) return;
  if (own.running) {
    own.again = true;
    return;
  }
  own.running = true;
  void exclusively(() => drain(own)).finally(() => {
    own.running = false;
    if (own.again && sender === own) {
      own.again = false;
      kick();
    }
  });
}

/** One tab of the browser at a time (Web Locks, where the browser has them). */
function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('jwl.outbox.send', () => work()).then(() => undefined) : work();
}

async function drain(own: Sender): Promise<void> {
  let sent = false;
  for (;;) {
    if (sender !== own || !navigator.onLine) break;
    const entries = await allEntries();
    const entry = nextToSend(entries, own.scope, Date.now());
    if (!entry) {
      schedule(own, nextWake(entries, own.scope));
      break;
    }
    let outcome: Outcome;
    try {
      await sendEntry(entry);
      outcome = { type: 'sent' };
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    const next = afterAttempt(entry, outcome, Date.now());
    if (next) await putEntry(next);
    else await removeEntry(entry.key);
    if (outcome.type === 'sent') sent = true;
    if (outcome.type === 'retry') {
      schedule(own, next?.notBefore ?? null);
      break;
    }
  }
  // The statement and balances now hold what was sent, with the server's numbers.
  if (sent) await own.queryClient.invalidateQueries();
}

function schedule(own: Sender, at: number | null): void {
  window.clearTimeout(own.timer);
  own.timer = undefined;
  if (at === null || at === 0) return;
  own.timer = window.setTimeout(() => kick(), Math.max(0, at - Date.now()));
}
