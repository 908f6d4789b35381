// The party page's adds waiting to be sent ("Not yet sent"): nothing, and no card code fetched, while none waits.
import { lazy, Suspense } from 'react';
import { useOutboxEntries } from '../api/use-outbox';

const PartyOutboxCards = lazy(() => import('./OutboxCard'));

export function PartyOutbox({ partyId }: { partyId: string }) {
  const mine = useOutboxEntries().filter((entry) => entry.partyId === partyId);
  if (mine.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PartyOutboxCards entries={mine} />
    </Suspense>
  );
}
