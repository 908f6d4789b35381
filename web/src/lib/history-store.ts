// Which document's history is open: any row menu asks for it, the one drawer in the shell shows it.
import { useSyncExternalStore } from 'react';

export interface HistoryTarget { id: string; title: string }

let current: HistoryTarget | null = null;
const listeners = new Set<() => void>();

export function openHistory(id: string, title: string): void {
  current = { id, title };
  listeners.forEach((l) => l());
}

export function closeHistory(): void {
  current = null;
  listeners.forEach((l) => l());
}

export function useHistoryTarget(): HistoryTarget | null {
  return useSyncExternalStore(
    (l) => { listeners.add(l); return () => listeners.delete(l); },
    () => current,
  );
}
