// Mounts lazily loaded children (dialogs, drawers) the first time `when` is true and keeps them
// mounted afterwards so their close transitions still run.
import { Suspense, useState, type ReactNode } from 'react';

export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  if (!used && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
