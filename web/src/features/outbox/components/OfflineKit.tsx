// Working offline in the signed-in shell (docs/offline.md), its own chunk loaded after the first screen: keeps the
// session's reads for offline (lib/read-cache.ts), sends the outbox (api/sender.ts), and, only when there is something
// to say (offline, or adds waiting), draws the banner and the "Waiting to send (n)" list: OfflineBar, a chunk of its
// own with the Mantine parts it needs. That chunk is fetched in a later idle moment, not with this one: it must be in
// the page before the network goes (the server unreachable, no service worker yet), but its evaluation need not
// share a task with the rest.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { keepReads } from '../../../lib/read-cache';
import { useSelf } from '../../session';
import { startSender } from '../api/sender';
import { sessionScope, useOutboxEntries } from '../api/use-outbox';

const loadBar = () => import('./OfflineBar');
const OfflineBar = lazy(loadBar);

const useOnline = () => useSyncExternalStore((listener) => onlineManager.subscribe(listener), () => onlineManager.isOnline() && navigator.onLine);

export function OfflineKit() {
  const queryClient = useQueryClient();
  const scope = sessionScope(useSelf().data);
  const online = useOnline();
  const entries = useOutboxEntries();

  useEffect(() => {
    const fetchBar = () => void loadBar().catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') return fetchBar();
    const id = window.requestIdleCallback(fetchBar, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  useEffect(() => {
    if (!scope) return undefined;
    const stopKeeping = keepReads(queryClient, scope);
    const stopSending = startSender(scope, queryClient);
    return () => {
      stopKeeping();
      stopSending();
    };
  }, [scope, queryClient]);

  if (online && entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar online={online} entries={entries} />
    </Suspense>
  );
}
