// What the app says at the bottom of the screen, all in one place: one store (here) and one region that shows
// it (components/ui/Notices.tsx), so no two notices ever lie on top of each other. A notice is either
// - a status, said politely in a live region that is always there (role=status): "Out Slip SL-12 saved",
//   "Saved. Updating the figures…", "This tab now shows Ganesh Polymers…"; or
// - an alert, said at once (role=alert): a Save refused for access, "Not saved: Read-only access".
// A notice put in a slot replaces the one already there (one refusal, one "this tab now shows", one "updating"
// at a time); the saved notices stack, the oldest going first, and each leaves after a few seconds.
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import '../i18n/en/common';
import '../i18n/en/company';

type NoticeKind = 'status' | 'alert';
type NoticeSlot = 'refusal' | 'companyMoved' | 'pending' | 'problem';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** What it says: a message already in the chosen language, or words taken from the catalogue at render. */
  text: string | ((t: TFunction) => string);
  /** The browser tests find each kind of notice by it. */
  testId: string;
  slot?: NoticeSlot;
  /** Whether the reader can close it (all but the one that goes away when the figures arrive). */
  closable: boolean;
  /** A refusal's message as the server gave it. */
  detail?: string;
}

/** How long a saved notice stays. */
const SHOWN_MS = 6000;
/** At most this many saved notices at once; the oldest goes first. */
const MAX_SAVED = 3;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  listeners.forEach((listener) => listener());
}

export function dismissNotice(id: number): void {
  if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
}

function dismissSlot(slot: NoticeSlot): void {
  if (notices.some((notice) => notice.slot === slot)) publish(notices.filter((notice) => notice.slot !== slot));
}

/** Shows a notice (in its slot, replacing the one there); returns its id. */
function show(notice: Omit<Notice, 'id'>): number {
  const id = nextId;
  nextId += 1;
  const others = notice.slot ? notices.filter((shown) => shown.slot !== notice.slot) : notices;
  publish([...others, { ...notice, id }]);
  return id;
}

/** "Out Slip SL-12 saved": `message` (already in the chosen language) for a few seconds. */
export function notify(message: string): void {
  const saved = notices.filter((notice) => notice.testId === 'notice');
  const kept = saved.length >= MAX_SAVED ? notices.filter((notice) => notice !== saved[0]) : notices;
  if (kept !== notices) publish(kept);
  const id = show({ kind: 'status', text: message, testId: 'notice', closable: true });
  setTimeout(() => dismissNotice(id), SHOWN_MS);
}

/**
 * An access refusal (403: read-only access, access ended, plan inactive) is the session's, not a field's: a
 * form that meets one reports it here (lib/form-errors.ts), and it shows as one alert for the whole app, above
 * any open drawer, until closed, while the session reloads (app/query-client.ts).
 */
export function reportRefusal(message: string): void {
  show({ kind: 'alert', slot: 'refusal', text: (t) => t('company.notSaved', { reason: message }), testId: 'refusal-alert', closable: true, detail: message });
}

export const dismissRefusal = (): void => dismissSlot('refusal');

/**
 * Something asked for that is not a form's went wrong (a print, a download): its message, already in the chosen
 * language, as one alert until closed; the next one replaces it.
 */
export function reportProblem(message: string): void {
  show({ kind: 'alert', slot: 'problem', text: message, testId: 'problem-alert', closable: true });
}

/** The refusal shown now, if any, and a serial that differs each time one is reported (the same message twice too). */
export function currentRefusal(): { message: string; serial: number } | null {
  const refusal = notices.find((notice) => notice.slot === 'refusal');
  return refusal ? { message: refusal.detail ?? '', serial: refusal.id } : null;
}

/** "This tab now shows <company>…" (app/SessionFollow.tsx), until closed; null takes it away. */
export function announceCompanyMove(company: string | null): void {
  if (company === null) dismissSlot('companyMoved');
  else show({ kind: 'status', slot: 'companyMoved', text: (t) => t('company.changedElsewhere', { company }), testId: 'company-moved', closable: true });
}

/** "Saved. Updating the figures…" while the figures of a pending write catch up (app/PendingWrites.tsx). */
export function showUpdating(updating: boolean): void {
  if (updating) show({ kind: 'status', slot: 'pending', text: (t) => t('common.savedUpdating'), testId: 'pending-notice', closable: false });
  else dismissSlot('pending');
}

/** Every notice shown now, oldest first (the region reads them with useNotices). */
export const currentNotices = (): readonly Notice[] => notices;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every notice shown now, oldest first. */
export const useNotices = (): readonly Notice[] => useSyncExternalStore(subscribe, currentNotices);
