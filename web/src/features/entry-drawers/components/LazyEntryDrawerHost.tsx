// The entry drawers load on first use; pages that only show the Add Entry menu stay light.
import { lazy, Suspense } from 'react';
import type { EntryRequest } from '../../documents';

const EntryDrawerHost = lazy(() => import('./EntryDrawerHost').then((module) => ({ default: module.EntryDrawerHost })));

export function LazyEntryDrawerHost({ request, onClose }: { request: EntryRequest | null; onClose: () => void }) {
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <EntryDrawerHost request={request} onClose={onClose} />
    </Suspense>
  );
}
