// "Your session ended; please log in again" (the server ends a session after 30 days unused or 90 after login,
// the admin's after 30 minutes or 12 hours, docs/api.md "Sessions"). With nothing typed, the refused call takes
// the user to the login page, which says so (lib/api-client.ts). With typed work open in a drawer or dialog
// (components/ui/DiscardGuard.tsx, typed-work.ts), the screen stays as it is, as when a Save cannot reach the server: the call
// fails, the form keeps what was typed, and this dialog asks for the password over it. Signed in again as the
// same user, on the same company, everything is where it was and the Save can be pressed again; anyone else
// starts afresh at their home page (what was typed belonged to the other session).
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasTypedWork } from '../components/ui/typed-work';
import { onSessionEnded } from '../lib/api-client';
import type { TokenKind } from '../lib/session';

// The dialog and its login forms are a chunk of their own, fetched when a session ends over typed work.
const SessionEndedDialog = lazy(() => import('./SessionEndedDialog').then((m) => ({ default: m.SessionEndedDialog })));

export function SessionEnded() {
  const [ended, setEnded] = useState<TokenKind | null>(null);

  useEffect(
    () =>
      onSessionEnded((kind) => {
        if (!hasTypedWork()) return false;
        setEnded(kind);
        return true;
      }),
    [],
  );

  if (ended === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog kind={ended} onDone={() => setEnded(null)} />
    </Suspense>
  );
}
