// /entries : loaded on demand so the Entries screen stays out of the first bundle.
import { lazy, Suspense } from 'react';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';

const EntriesScreen = lazy(() => import('./EntriesScreen'));

export function EntriesPage() {
  return (
    <Suspense fallback={<TableSkeleton rows={8} />}>
      <EntriesScreen />
    </Suspense>
  );
}
