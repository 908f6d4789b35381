// /party/:id : loaded on demand so the party statement screen stays out of the first bundle.
import { lazy, Suspense } from 'react';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';

const PartyDetailScreen = lazy(() => import('./PartyDetailScreen'));

export function PartyDetailPage() {
  return (
    <Suspense fallback={<TableSkeleton rows={8} />}>
      <PartyDetailScreen />
    </Suspense>
  );
}
